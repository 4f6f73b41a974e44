import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Deps, UserRow } from '../../../http/env';
import { BizError } from '../../../http/errors';
import type { Lang } from '../../../i18n';
import type { ThirdLoginExchange } from '../../../../src/api/types/user';
import { rememberLocale } from '../../mail/prefs';
import { codeLogin } from '../codes';
import { throttledLogin } from '../login-throttle';
import { passwordLogin, startSession, userinfo } from '../users';
import { linkIdentity } from './accounts';
import { titleOf } from './flow';
import { countWrongProof, peekTicket, spendTicket, type TicketRow } from './one-time';

/**
 * POST /api/thirdlogin/exchange (api36.md): the one-time code a round trip brought back (`tl=`) for what it stands
 * for. A login ticket starts a session exactly as a password sign-in does; a confirm ticket answers what to prove, then
 * with the account's password (through the sign-in throttle) or an e-mail code (event emaillogin) links the provider
 * and signs in; a linked ticket says the link was made. Every ticket is spent once, even by two exchanges at once.
 */

export type ExchangeRequest = {
  code: string; password?: string; captcha?: string; lang: Lang; client: string;
  /** The image captcha's check, when the throttle asks for it (login-throttle.ts). */
  imageCaptcha?: () => Promise<boolean>;
};

const gone = () => new BizError('thirdlogin.gone');
/** What a proof that failed answers: the sign-in's own messages, counted against the ticket. */
const WRONG = new Set(['user.badLogin', 'code.invalid', 'code.dead', 'code.expired']);

async function userById(deps: Deps, id: number | null): Promise<UserRow> {
  const [u] = id ? await deps.db.select().from(users).where(eq(users.id, id)) : [];
  if (!u) throw gone();
  return u;
}

async function signedIn(deps: Deps, t: TicketRow, u: UserRow, lang: Lang, created: boolean): Promise<ThirdLoginExchange> {
  const now = deps.now();
  const session = await startSession(deps.db, u, now);
  await rememberLocale(deps.db, u.id, lang, now);
  return { kind: 'login', userinfo: await userinfo(deps.db, u, lang, session), provider: t.provider, title: titleOf(deps, t.provider), created, to: t.returnTo };
}

export async function exchangeTicket(deps: Deps, r: ExchangeRequest): Promise<ThirdLoginExchange> {
  const now = deps.now();
  const ticket = await peekTicket(deps.db, r.code, now);
  if (!ticket || ticket.kind === 'link_start') throw gone();
  const title = titleOf(deps, ticket.provider);
  if (ticket.kind === 'confirm') return confirm(deps, ticket, r);
  const spent = await spendTicket(deps.db, r.code, [ticket.kind], now);
  if (!spent) throw gone();
  if (spent.kind === 'linked') return { kind: 'linked', provider: spent.provider, title, to: spent.returnTo };
  return signedIn(deps, spent, await userById(deps, spent.userId), r.lang, spent.created === 1);
}

/** A confirm ticket: what to prove, or the proof judged, the provider linked and the account signed in. */
async function confirm(deps: Deps, ticket: TicketRow, r: ExchangeRequest): Promise<ThirdLoginExchange> {
  const { db } = deps;
  const account = await userById(deps, ticket.userId);
  const email = account.email ?? '';
  if (!r.password && !r.captcha) {
    const ways: ('password' | 'code')[] = [];
    if (account.passwordHash) ways.push('password');
    if (email) ways.push('code');
    return { kind: 'confirm', provider: ticket.provider, title: titleOf(deps, ticket.provider), email, ways, to: ticket.returnTo };
  }
  const now = deps.now();
  const keys = { kind: r.password ? 'password' as const : 'code' as const, account: email, client: r.client };
  try {
    await throttledLogin(db, keys, now, async () => {
      const u = r.password ? await passwordLogin(db, email, r.password) : await codeLogin(db, email, r.captcha!, now);
      if (u.id !== account.id) throw new BizError('user.badLogin');
      return u;
    }, r.imageCaptcha);
  } catch (err) {
    if (err instanceof BizError && WRONG.has(err.key)) await countWrongProof(db, r.code, now);
    throw err;
  }
  const spent = await spendTicket(db, r.code, ['confirm'], now);
  if (!spent || !spent.subject) throw gone();
  const linked = await linkIdentity(db, account.id, spent.provider, { subject: spent.subject, email: spent.email, name: spent.name ?? '' }, now);
  if (linked === 'taken') throw new BizError('thirdlogin.taken', { provider: titleOf(deps, spent.provider) });
  return signedIn(deps, spent, await userById(deps, account.id), r.lang, false);
}
