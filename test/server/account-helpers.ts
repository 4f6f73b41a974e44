import { eq } from 'drizzle-orm';
import type { Harness } from './harness';
import { captchas } from '../../server/db/schema';
import { newShopper } from './fixtures';

/** A clock the app reads (harness({ now })) that a test can move forward. */
export function testClock(start = Math.floor(Date.now() / 1000)) {
  let t = start;
  return { now: () => t, advance: (seconds: number) => { t += seconds; } };
}

let seq = 0;
/** A fresh e-mail address for this run. */
export const freshEmail = (tag = 'u') => `${tag}${Date.now().toString(36)}${(seq++).toString(36)}@example.com`;
/** A fresh mobile number for this run. */
export const freshMobile = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;

/** The newest code in the dev outbox for `target` and `event` (read through the operator call). */
export async function codeFor(h: Harness, target: string, event: string): Promise<string> {
  const r = await h.ops('outbox', { target });
  const row = (r.data as { event: string; code: string }[]).find((x) => x.event === event);
  if (!row) throw new Error(`no ${event} code for ${target}`);
  return row.code;
}

/** Registers a new shopper through ems/send + register (captcha_type 'code') and answers the login data. */
export async function registerShopper(h: Harness, opts: { email?: string; password?: string; username?: string; inviter?: number; aff?: string } = {}) {
  const email = opts.email ?? freshEmail();
  const password = opts.password ?? 'secret123';
  const sent = await h.call('/api/ems/send', { event: 'register', email });
  if (sent.code !== 1) throw new Error(`send failed: ${sent.msg}`);
  const code = await codeFor(h, email, 'register');
  const r = await h.call('/api/user/register', { email, password, code, username: opts.username, inviter: opts.inviter, aff: opts.aff });
  if (r.code !== 1) throw new Error(`register failed: ${r.msg}`);
  return { email, password, token: r.data.userinfo.token as string, userinfo: r.data.userinfo };
}

/** A new image captcha of a session of its own: the cookie to send with the answer, and the answer (read from the table: nobody reads the picture here). */
export async function solvedCaptcha(h: Harness) {
  const res = await h.app.request(`/index.php?s=/captcha&r=${Math.random()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const [row] = await h.db.select().from(captchas).where(eq(captchas.sid, cookie.split('=')[1]));
  return { cookie, answer: row.answer };
}

/** Password spraying: `n` wrong passwords at once, each at a shopper of its own, sent with `opts(i)` (a peer, headers); answers them. */
export async function spray(h: Harness, n: number, opts: (i: number) => Parameters<Harness['call']>[2]) {
  const targets = await Promise.all(Array.from({ length: n }, () => newShopper(h.db)));
  return Promise.all(targets.map((s, i) => h.call('/api/user/login', { account: s.user.email!, password: 'password1' }, opts(i))));
}
