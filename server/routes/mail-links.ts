import { z } from 'zod';
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { f } from '../http/input';
import { normalizeLang, t, type Lang } from '../i18n';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../domain/mail/links';
import { siteName } from '../domain/mail/render';
import { unsubscribeByLink } from '../domain/mail/unsubscribe';
import { confirmNewsletter } from '../domain/rewards/newsletter';
import { mailPage } from '../static/mail-page';

const sig = z.string().regex(/^[\w-]{20,100}$/);
const lang = z.string().trim().max(16).regex(/^(en|ru|zh)([-_][A-Za-z]{2})?$/).optional().catch(undefined);
const unsubscribeQuery = z.object({ u: f.id(), e: z.string().regex(/^[a-z_]{1,40}$/), s: sig, lang });
const confirmQuery = z.object({ u: f.id(), x: f.id(), s: sig, lang });

/** The link's language (`lang=`), else the browser's. */
const langOf = (c: Context<AppEnv>, named: string | undefined): Lang => normalizeLang(named ?? c.req.header('accept-language'));

const SETTINGS = '/pages/member/emailremind/index';
const SETTING = '/pages/setting/index';

/**
 * The links in e-mails (issue 27), which work without a login — their signature is the proof (domain/mail/links.ts):
 * GET /wap/mail/off turns one kind of notification e-mail off and says so, on a page in the shop's style in the
 * link's language; POST to it is the one-click unsubscribe of mail clients (List-Unsubscribe-Post, RFC 8058).
 * GET /wap/mail/confirm confirms a newsletter address. A link this shop did not make answers 400 with a page
 * saying so, never which part was wrong.
 */
export default function mailLinks(app: Hono<AppEnv>, deps: Deps) {
  const secret = () => deps.config.opsToken ?? '';

  function page(c: Context<AppEnv>, l: Lang, ok: boolean, heading: string, text: string, links: { label: string; route: string }[]) {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(mailPage({ lang: l, site: siteName(l), ok, heading, text, links }), ok ? 200 : 400);
  }
  const broken = (c: Context<AppEnv>, l: Lang) => page(c, l, false, t(l, 'mail.page.badTitle'), t(l, 'mail.page.bad'), [{ label: t(l, 'mail.page.shop'), route: '/' }]);

  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const q = unsubscribeQuery.safeParse(c.req.query());
    const l = langOf(c, q.success ? q.data.lang : c.req.query('lang'));
    if (!q.success) return broken(c, l);
    const event = await unsubscribeByLink(deps.db, { userId: q.data.u, event: q.data.e, sig: q.data.s, secret: secret(), now: deps.now() });
    if (!event) return broken(c, l);
    return page(c, l, true, t(l, 'mail.page.offTitle'), t(l, 'mail.page.off', { event: t(l, `remind.event.${event}`) }),
      [{ label: t(l, 'mail.page.settings'), route: SETTINGS }, { label: t(l, 'mail.page.shop'), route: '/' }]);
  });

  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const q = unsubscribeQuery.safeParse(c.req.query());
    const event = q.success && await unsubscribeByLink(deps.db, { userId: q.data.u, event: q.data.e, sig: q.data.s, secret: secret(), now: deps.now() });
    return c.text(event ? 'unsubscribed' : 'invalid link', event ? 200 : 400);
  });

  app.get(CONFIRM_PATH, async (c) => {
    const q = confirmQuery.safeParse(c.req.query());
    const l = langOf(c, q.success ? q.data.lang : c.req.query('lang'));
    if (!q.success) return broken(c, l);
    const email = await confirmNewsletter(deps.db, { userId: q.data.u, expires: q.data.x, sig: q.data.s, secret: secret(), now: deps.now() });
    if (!email) return broken(c, l);
    return page(c, l, true, t(l, 'mail.page.confirmedTitle'), t(l, 'mail.page.confirmed', { site: siteName(l), email }),
      [{ label: t(l, 'mail.page.shop'), route: '/' }, { label: t(l, 'mail.page.settingsApp'), route: SETTING }]);
  });
}
