import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { verificationCodes } from '../../db/schema';
import { BizError } from '../../http/errors';
import { assertFree, findBy, mustExist, type Channel } from './users';
import type { UserRow } from '../../http/env';
import { takeTry } from './rate-windows';
import type { CodeEvent, OutboxEntry } from '../../../src/api/types/user';
import type { Lang } from '../../i18n';
import { queueMail } from '../mail/outbox';

export const CODE_EVENTS = ['register', 'resetpwd', 'changepwd', 'changeemail', 'changemobile', 'emaillogin', 'paypassword'] as const satisfies readonly CodeEvent[];

/** One send per target and event per RESEND seconds; a code lives TTL seconds and survives MAX_TRIES wrong answers. */
export const RESEND_SECONDS = 60;
export const CODE_TTL = 10 * 60;
export const MAX_TRIES = 10;

/**
 * Creates a 6-digit code for `target` and puts it in the dev outbox (the verification_codes table and
 * the console); a code for an e-mail address also goes out as an e-mail in `lang` (the mail outbox, issue 27),
 * written in the same transaction. Refuses a second send to the same target for the same event within RESEND_SECONDS; a code
 * for another event is not held up (a new shopper's pay-password code right after their registration code).
 * Sends to many addresses are bounded by the hourly allowances of `requestCode`. Concurrent sends to one
 * target are serialised by an advisory lock. The code is never answered.
 */
export async function sendCode(db: Db, channel: Channel, target: string, event: CodeEvent, now: number, deliver = true, lang: Lang = 'en'): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${channel}:${target}`}))`);
    const [last] = await tx.select({ createdAt: verificationCodes.createdAt }).from(verificationCodes)
      .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), eq(verificationCodes.event, event), gt(verificationCodes.createdAt, now - RESEND_SECONDS)))
      .orderBy(desc(verificationCodes.createdAt)).limit(1);
    if (last) throw new BizError('code.wait', { seconds: Math.max(1, last.createdAt + RESEND_SECONDS - now) });
    await tx.insert(verificationCodes).values({ channel, target, event, code, createdAt: now, expiresAt: now + CODE_TTL });
    if (deliver && channel === 'email') await queueMail(tx, { to: target, kind: 'code', lang, params: { event, code } }, now);
  });
  if (deliver) console.log(`[outbox] ${channel} ${target} ${event} ${code}`);
}

/**
 * Checks `answer` against the latest code sent to `target` for `event` and spends it on success.
 * Only the newest code counts; a wrong answer costs a try and after MAX_TRIES the code is dead even
 * for the right answer. Throws the translated business error, answers nothing on success.
 * Takes the database, not a transaction: a wrong try must count even though the call then fails.
 */
export async function consumeCode(db: Db, channel: Channel, target: string, event: CodeEvent, answer: string, now: number): Promise<void> {
  const [row] = await db.select().from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), eq(verificationCodes.event, event)))
    .orderBy(desc(verificationCodes.id)).limit(1);
  if (!row || row.used) throw new BizError('code.invalid');
  if (row.expiresAt <= now) throw new BizError('code.expired');
  if (row.tries >= MAX_TRIES) throw new BizError('code.dead');
  if (answer.trim() !== row.code) {
    const spent = await db.update(verificationCodes).set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.tries, MAX_TRIES))).returning({ tries: verificationCodes.tries });
    throw new BizError(spent.length && spent[0].tries < MAX_TRIES ? 'code.invalid' : 'code.dead');
  }
  // One use: of two concurrent right answers only one flips `used`.
  const won = await db.update(verificationCodes).set({ used: true })
    .where(and(eq(verificationCodes.id, row.id), eq(verificationCodes.used, false), lt(verificationCodes.tries, MAX_TRIES))).returning({ id: verificationCodes.id });
  if (!won.length) throw new BizError('code.invalid');
}

/** E-mail-code sign-in (/api/user/emaillogin): the account of `email`, once the code sent to it for emaillogin is spent. */
export async function codeLogin(db: Db, email: string, answer: string, now: number): Promise<UserRow> {
  const user = await mustExist(db, 'email', email);
  await consumeCode(db, 'email', email, 'emaillogin', answer, now);
  return user;
}

/**
 * /api/ems/send and /api/sms/send, as FastAdmin answers them: a new account's contact (register,
 * changeemail, changemobile) must be free, emaillogin and changepwd must belong to an account; then the
 * code is sent. resetpwd answers the same whether or not the address has an account.
 */
/** Codes one device (its Guid) or one network address may have sent in CODE_WINDOW, over any addresses (mail/SMS pumping). */
export const CODE_WINDOW = 60 * 60;
export type CodeSender = { device: string; address: string; limits: { device: number; address: number }; lang?: Lang };

/**
 * Refuses a send over the sender's hourly allowance, saying how long to wait; else counts it — in the statement that
 * checks the allowance (rate-windows takeTry), so concurrent sends, through any number of server processes, count
 * one each and the allowance is never exceeded.
 */
async function countSend(db: Db, s: CodeSender, now: number): Promise<void> {
  const limits = [{ key: `code-device:${s.device || 'none'}`, max: s.limits.device }, { key: `code-address:${s.address}`, max: s.limits.address }];
  const wait = await takeTry(db, limits, CODE_WINDOW, now);
  if (wait > 0) throw new BizError('code.tooMany', { minutes: Math.max(1, Math.ceil(wait / 60)) });
}

export async function requestCode(db: Db, channel: Channel, target: string, event: CodeEvent, now: number, sender: CodeSender): Promise<void> {
  await countSend(db, sender, now);
  if (event === 'register' || event === 'changeemail' || event === 'changemobile') await assertFree(db, channel, target);
  else if (event === 'resetpwd') {
    // The answer must not say whether the address has an account (OWASP API): an unknown one gets the same
    // answer and the same resend wait, and a code that goes nowhere (so it can never be used).
    await sendCode(db, channel, target, event, now, !!(await findBy(db, channel, target)), sender.lang);
    return;
  } else await mustExist(db, channel, target);
  await sendCode(db, channel, target, event, now, true, sender.lang);
}

/** The event of an e-mail that carries no code (an invitation): not a code event, so it never holds up a code to the same address. */
export const MAIL_EVENT = 'invite';

/**
 * Puts an e-mail that is not a code (an invitation or a newsletter confirmation: `link` is its link) in the dev
 * outbox beside the codes — a row that can never be spent (used, expired at once) and the console line — and in
 * the mail outbox, to be sent in `lang`. Call it with the transaction of what the e-mail belongs to.
 */
export async function mailToOutbox(db: DbOrTx, target: string, link: string, now: number, o: { kind?: 'invite' | 'newsletter'; lang?: Lang; userId?: number } = {}): Promise<void> {
  const kind = o.kind ?? MAIL_EVENT;
  await db.insert(verificationCodes).values({ channel: 'email', target, event: kind, code: link, used: true, createdAt: now, expiresAt: now });
  await queueMail(db, { to: target, kind, lang: o.lang ?? 'en', userId: o.userId, params: { link } }, now);
  console.log(`[outbox] email ${target} ${kind} ${link}`);
}

/** The dev outbox, newest first (operator call). */
export async function outbox(db: DbOrTx, target: string | undefined, limit: number): Promise<OutboxEntry[]> {
  const rows = await db.select().from(verificationCodes)
    .where(target ? eq(verificationCodes.target, target) : undefined)
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id)).limit(limit);
  return rows.map((r) => ({ channel: r.channel, target: r.target, event: r.event, code: r.code, created_at: r.createdAt, expires_at: r.expiresAt }));
}
