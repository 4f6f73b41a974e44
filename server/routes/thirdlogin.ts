import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { reply } from '../http/envelope';
import { f, INT_MAX } from '../http/input';
import { clientAddress } from '../http/client-address';
import { siteOrigin } from '../http/site-origin';
import { t } from '../i18n';
import { captchaAnswer } from '../domain/account/captcha';
import { CODE_PATTERN, randomCode } from '../domain/account/thirdlogin/one-time';
import { faultRedirect, finishCallback, listEntry, startRoundTrip } from '../domain/account/thirdlogin/flow';
import { exchangeTicket } from '../domain/account/thirdlogin/exchange';
import { linkStart, linkedOf, unlink } from '../domain/account/thirdlogin/manage';
import type { ThirdLogin } from '../../src/api/types/user';

const provider = () => z.string().trim().regex(/^[a-z0-9]{1,30}$/);
const oneTime = () => z.string().regex(CODE_PATTERN);

/** The /api/thirdlogin group (api36.md): the buttons, the exchange of a round trip's code, and Settings' links. */
const api = defineGroup('/api/thirdlogin', (on) => {
  on('list', {}, ({ config, c }) => config.thirdLogin.map((p) => listEntry(p, siteOrigin(c, config))) satisfies ThirdLogin[]);

  on('exchange', {
    input: z.object({ code: oneTime(), password: z.string().max(100).optional(), captcha: f.text(10).optional(), image_captcha: f.text(10).optional() }),
  }, async (deps) => {
    const { input, lang, c, db, now } = deps;
    const out = await exchangeTicket(deps, {
      code: input.code, password: input.password || undefined, captcha: input.captcha || undefined, lang, client: clientAddress(c),
      imageCaptcha: captchaAnswer(db, c, input.image_captcha, now()),
    });
    return reply(c, 1, out.kind === 'login' ? t(lang, 'user.loginOk') : '', out);
  });

  on('linked', { auth: 'required' }, (deps) => linkedOf(deps, deps.user, siteOrigin(deps.c, deps.config)));

  on('link', { auth: 'required', input: z.object({ provider: provider() }) }, (deps) =>
    linkStart(deps, deps.user, deps.input.provider, siteOrigin(deps.c, deps.config), deps.lang));

  on('unlink', { auth: 'required', input: z.object({ provider: provider() }) }, async (deps) => {
    const title = await unlink(deps, deps.user, deps.input.provider);
    return reply(deps.c, 1, deps.t('thirdlogin.unlinked', { provider: title }), null);
  });
});

/** The cookie that binds a round trip's state to the browser that started it (login CSRF); only /auth/ sees it. */
const BINDING = 'tl_bind';
const bindingOf = (c: Context<AppEnv>) => {
  const v = getCookie(c, BINDING) ?? '';
  return CODE_PATTERN.test(v) ? v : '';
};

/** `to`: an app route ("/pages/…" or "/"), anything else "/". */
const route = z.string().max(500).regex(/^\/pages\/[^\s\\]*$|^\/$/).catch('/');
const startQuery = z.object({
  to: route.optional().transform((v) => v ?? '/'),
  inviter: z.coerce.number().int().positive().max(INT_MAX).optional().catch(undefined),
  aff: z.string().regex(/^[A-Za-z0-9]{4,16}$/).transform((s) => s.toUpperCase()).optional().catch(undefined),
  cur: z.string().regex(/^[A-Za-z]{3}$/).transform((s) => s.toUpperCase()).optional().catch(undefined),
  link: z.string().max(200).optional(),
});
/** What the callback reads by name (Telegram's signed fields go to its check whole); at most 30 short fields. */
const callbackQuery = z.record(z.string(), z.string().max(4096)).refine((q) => Object.keys(q).length <= 30);
const id = z.string().regex(/^[a-z0-9]{1,30}$/);

/** The round trip's pages are never kept by a cache, and their addresses (a state, a code) never sent as a Referer. */
function private_(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
}
/** A redirect that keeps its headers: the security headers' Referrer-Policy yields to ours (http/security-headers.ts). */
const go = (c: Context<AppEnv>, url: string, status: 302 | 303) => {
  private_(c);
  return c.redirect(url, status);
};

/**
 * GET /auth/<id>/start and /auth/<id>/callback (api36.md): the browser's round trip through a provider. The start
 * answers a 302 to the provider (Telegram: its widget's page); the callback always a 303 into the app.
 */
export default function thirdlogin(app: Hono<AppEnv>, deps: Deps) {
  api(app);

  app.get('/auth/:id/start', async (c) => {
    const origin = siteOrigin(c, deps.config);
    const q = startQuery.safeParse(c.req.query());
    const pid = id.safeParse(c.req.param('id'));
    const link = q.success && q.data.link !== undefined;
    if (!q.success || !pid.success || (link && !CODE_PATTERN.test(q.data.link!))) {
      return go(c, faultRedirect(origin, pid.success ? 'failed' : 'unknown', link, q.success ? q.data.to : '/'), 302);
    }
    let binding = bindingOf(c);
    if (!binding) binding = randomCode();
    const secure = origin.startsWith('https:');
    setCookie(c, BINDING, binding, { path: '/auth', httpOnly: true, sameSite: 'Lax', secure, maxAge: 24 * 3600 });
    // The language: `lang=` of the start address, else the browser's (app.ts requestLang).
    const answer = await startRoundTrip(deps, { id: pid.data, origin, binding, ...q.data, lang: c.get('lang') });
    if ('redirect' in answer) return go(c, answer.redirect, 302);
    private_(c);
    c.header('Content-Security-Policy', answer.csp);
    return c.html(answer.html);
  });

  app.get('/auth/:id/callback', async (c) => {
    const origin = siteOrigin(c, deps.config);
    const pid = id.safeParse(c.req.param('id'));
    const q = callbackQuery.safeParse(c.req.query());
    if (!pid.success) return go(c, faultRedirect(origin, 'unknown', false), 303);
    if (!q.success) return go(c, faultRedirect(origin, 'failed', false), 303);
    const redirect = await finishCallback(deps, { id: pid.data, origin, binding: bindingOf(c), query: q.data, search: new URL(c.req.url).search });
    return go(c, redirect, 303);
  });
}
