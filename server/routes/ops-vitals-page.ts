import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { clientAddress } from '../http/client-address';
import { sameSite } from '../http/same-site';
import { OPS_SESSION_COOKIE, OPS_SESSION_SECONDS, isOpsToken, issueOpsSession, opsSessionValid, takeOpsLoginTry, forgiveOpsLogin } from '../domain/ops/ops-session';
import { utcDay } from '../domain/vitals/vitals';
import { vitalsDailyRows, vitalsOverview } from '../domain/vitals/vitals-overview';
import { loginPage } from '../ops/vitals-page/login';
import { reportPage } from '../ops/vitals-page/report';
import { vitalsCsv } from '../ops/vitals-page/csv';
import { OPS_PAGE_CSP } from '../ops/vitals-page/style';

/**
 * /ops/vitals for a browser: the field metrics report as a page with charts, and its CSV. A browser cannot send
 * the X-Ops-Token header, so the operator types the token into a login form once (POST, never in a URL) and
 * gets a session cookie: HttpOnly, SameSite=Strict, Secure over TLS, path /ops (domain/ops/ops-session.ts).
 * The JSON action of `npm run vitals` stays where it was: a request with the X-Ops-Token header, a POST, or
 * one that does not ask for HTML goes on to it (routes/vitals.ts).
 */
const daysField = z.object({ days: z.coerce.number().int().min(1).max(365).catch(7) });
const loginForm = z.object({ token: z.string().max(512).default(''), days: z.coerce.number().int().min(1).max(365).catch(7) });

const wantsHtml = (c: Context) => /\btext\/html\b/.test(c.req.header('accept') ?? '');
const hasSession = (c: Context<AppEnv>) => {
  const { config, now } = c.get('deps');
  return opsSessionValid(config.opsToken, getCookie(c, OPS_SESSION_COOKIE), now());
};
const page = (c: Context, html: string, status: 200 | 401 | 403 | 429 = 200) =>
  c.html(html, status, { 'Content-Security-Policy': OPS_PAGE_CSP, 'Cache-Control': 'no-store' });
const formLimit = bodyLimit({ maxSize: 4096, onError: (c) => c.text('Payload Too Large', 413) });

export default function opsVitalsPage(app: Hono<AppEnv>) {
  app.get('/ops/vitals', async (c, next) => {
    if (c.req.header('x-ops-token') !== undefined || !wantsHtml(c)) return next();
    const { days } = daysField.parse(c.req.query());
    if (!hasSession(c)) return page(c, loginPage(days), 401);
    const { db, now } = c.get('deps');
    return page(c, reportPage(await vitalsOverview(db, now(), days), days));
  });

  app.post('/ops/vitals/login', formLimit, async (c) => {
    if (!sameSite(c)) return c.text('Forbidden', 403);
    const form = loginForm.safeParse(await c.req.parseBody().catch(() => ({})));
    const { token, days } = form.success ? form.data : { token: '', days: 7 };
    const { db, config, now } = c.get('deps');
    const client = clientAddress(c);
    if ((await takeOpsLoginTry(db, client, now())) > 0) return page(c, loginPage(days, 'Too many wrong tokens from this address: try again in 15 minutes.'), 429);
    if (!config.opsToken || !isOpsToken(config.opsToken, token)) return page(c, loginPage(days, 'That is not the operator token.'), 401);
    await forgiveOpsLogin(db, client);
    setCookie(c, OPS_SESSION_COOKIE, issueOpsSession(config.opsToken, now()), { path: '/ops', httpOnly: true, sameSite: 'Strict', secure: !!config.tls, maxAge: OPS_SESSION_SECONDS });
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/ops/vitals?days=${days}`, 303);
  });

  app.post('/ops/vitals/logout', formLimit, (c) => {
    if (!sameSite(c)) return c.text('Forbidden', 403);
    deleteCookie(c, OPS_SESSION_COOKIE, { path: '/ops', httpOnly: true, sameSite: 'Strict', secure: !!c.get('deps').config.tls });
    return c.redirect('/ops/vitals', 303);
  });

  /** route, day, metric, samples, p75, rating: for the session's browser, or a caller with the X-Ops-Token header. */
  app.get('/ops/vitals.csv', async (c) => {
    const { db, config, now } = c.get('deps');
    const header = c.req.header('x-ops-token');
    const allowed = header !== undefined ? isOpsToken(config.opsToken, header) : hasSession(c);
    if (!allowed) return c.text('Operator token or session required', 401, { 'Cache-Control': 'no-store' });
    const { days } = daysField.parse(c.req.query());
    return c.body(vitalsCsv(await vitalsDailyRows(db, now(), days)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vitals-${utcDay(now())}-${days}d.csv"`,
      'Cache-Control': 'no-store',
    });
  });
}
