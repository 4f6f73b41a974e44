import type { DbOrTx } from '../../db';
import { clearCounts, takeTry, untakeTry, type Limit } from './rate-windows';
import { BizError } from '../../http/errors';

/** Failed sign-ins count within this window (seconds); the window starts at the first failure. */
export const LOGIN_WINDOW = 15 * 60;
/** Failures of one account, from anywhere, before its password sign-in pauses for the rest of the window. */
export const ACCOUNT_LIMIT = 5;
/** Failures of one account from one address within PAIR_WINDOW before that pair pauses until the window ends (slows a guesser). */
export const PAIR_LIMIT = 3;
export const PAIR_WINDOW = 60;
/**
 * Failures from one client address, over any accounts (password spraying), after which every sign-in from it needs
 * the image captcha for the rest of the window — never refused: thousands of shoppers may share the address.
 */
export const CLIENT_LIMIT = 20;

/** What an answer that asks for the image captcha carries (its `data`): the login page then shows the picture. */
export const CAPTCHA_ASKED = { captcha: 'image' } as const;

/**
 * `password`: /api/user/login; `code`: /api/user/emaillogin, whose account is guarded by its code's own tries
 * (codes.ts MAX_TRIES) and not by ACCOUNT_LIMIT, so guesses at a password never shut its owner's e-mail way in;
 * `staff`: the chat console's sign-in (/ops/chat/login), held like a password's under keys of its own.
 */
export type LoginKind = 'password' | 'code' | 'staff';
export type LoginKeys = { kind: LoginKind; account: string; client: string };

const FAILURES: Record<LoginKind, string[]> = {
  password: ['user.badLogin'],
  code: ['code.invalid', 'code.dead', 'code.expired', 'user.emailUnknown'],
  staff: ['staff.badLogin'],
};

function limitsOf(k: LoginKeys) {
  const account = k.account.trim().toLowerCase();
  const held: Limit[] = [{ key: `pair:${k.kind}:${account}|${k.client}`, max: PAIR_LIMIT, window: PAIR_WINDOW }];
  if (k.kind === 'password') held.push({ key: `account:${account}`, max: ACCOUNT_LIMIT });
  if (k.kind === 'staff') held.push({ key: `staff:${account}`, max: ACCOUNT_LIMIT });
  return { held, client: { key: `client:${k.client}`, max: CLIENT_LIMIT } };
}

const tooMany = (wait: number) => new BizError('user.tooManyLogins', { minutes: Math.max(1, Math.ceil(wait / 60)) });

/**
 * Runs a sign-in attempt under the throttle (rate windows in login_failures, shared by every server process). Before
 * the slow check, in the statements that check the limits (rate-windows takeTry), the try is counted against the
 * account + address pair and (password) the account: one past either is refused without being judged, so N
 * concurrent attempts count as N and no guess in flight lands after the pause began. Then against the client
 * address: one past CLIENT_LIMIT is judged only with a right image captcha (`captcha` checks the answer given;
 * undefined when none was), else answered with CAPTCHA_ASKED. A failure stays counted; a success forgives the
 * account and the pair and gives the client its try back; any other refusal (a blocked account, a bad captcha)
 * gives back every try it took.
 */
export async function throttledLogin<T>(db: DbOrTx, keys: LoginKeys, now: number, attempt: () => Promise<T>, captcha?: () => Promise<boolean>): Promise<T> {
  const { held, client } = limitsOf(keys);
  const wait = await takeTry(db, held, LOGIN_WINDOW, now);
  if (wait > 0) throw tooMany(wait);
  const taken = held.map((l) => l.key);
  const clientTaken = (await takeTry(db, [client], LOGIN_WINDOW, now)) === 0;
  if (clientTaken) taken.push(client.key);
  else if (!captcha || !(await captcha())) {
    await untakeTry(db, taken);
    throw new BizError(captcha ? 'captcha.wrong' : 'user.captchaNeeded', {}, CAPTCHA_ASKED);
  }
  let out: T;
  try {
    out = await attempt();
  } catch (err) {
    if (!(err instanceof BizError && FAILURES[keys.kind].includes(err.key))) await untakeTry(db, taken);
    throw err;
  }
  await clearCounts(db, held.map((l) => l.key));
  if (clientTaken) await untakeTry(db, [client.key]);
  return out;
}
