import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db';
import { thirdloginStates, thirdloginTickets } from '../../../db/schema';
import { tokenHash } from '../tokens';

/**
 * The round trip's one-time values (issue 36): the `state` a provider carries back, and the tickets (`link=`, `tl=`)
 * a URL carries instead of the shop's token. Only their sha256 is stored; each is spent by one UPDATE … WHERE
 * used_at IS NULL RETURNING, so of two requests with the same value (a replayed callback, a code exchanged twice at
 * once) exactly one gets the row.
 */

export const STATE_TTL = 10 * 60;
export const TICKET_TTL = 5 * 60;
/** Wrong proofs of a confirm ticket before it is spent. */
export const CONFIRM_TRIES = 5;

/** A new random value for a URL (32 bytes, base64url). */
export const randomCode = () => randomBytes(32).toString('base64url');
/** The shape of every value this makes (and of openid-client's random state): what zod lets through from a URL. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * What finds a state: the hash of the state with the browser's binding cookie, so that a state is worth nothing in
 * another browser (login CSRF: a callback URL planted on a victim finds no row).
 */
const stateKey = (state: string, binding: string) => tokenHash(`${state}.${binding}`);

export type StateRow = typeof thirdloginStates.$inferSelect;
export type NewState = Omit<typeof thirdloginStates.$inferInsert, 'stateHash' | 'createdAt' | 'expiresAt'>;

export async function saveState(db: DbOrTx, state: string, binding: string, row: NewState, now: number) {
  await db.insert(thirdloginStates).values({ ...row, stateHash: stateKey(state, binding), createdAt: now, expiresAt: now + STATE_TTL });
}

/** Spends a state: its row, once (null for a state unknown, of another browser, or spent); `expired` when too old. */
export async function spendState(db: DbOrTx, state: string, binding: string, now: number): Promise<(StateRow & { expired: boolean }) | null> {
  const [row] = await db.update(thirdloginStates).set({ usedAt: now })
    .where(and(eq(thirdloginStates.stateHash, stateKey(state, binding)), isNull(thirdloginStates.usedAt))).returning();
  return row ? { ...row, expired: row.expiresAt <= now } : null;
}

export type TicketRow = typeof thirdloginTickets.$inferSelect;
export type TicketKind = TicketRow['kind'];
export type NewTicket = Omit<typeof thirdloginTickets.$inferInsert, 'codeHash' | 'createdAt' | 'expiresAt'>;

/** A new ticket: the code for the URL. */
export async function issueTicket(db: DbOrTx, t: NewTicket, now: number): Promise<string> {
  const code = randomCode();
  await db.insert(thirdloginTickets).values({ ...t, codeHash: tokenHash(code), createdAt: now, expiresAt: now + TICKET_TTL });
  return code;
}

const live = (code: string, now: number) =>
  and(eq(thirdloginTickets.codeHash, tokenHash(code)), isNull(thirdloginTickets.usedAt), gt(thirdloginTickets.expiresAt, now));

/** A ticket not spent nor expired, read without spending it (a confirm ticket waits for its proof). */
export async function peekTicket(db: DbOrTx, code: string, now: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(thirdloginTickets).where(live(code, now));
  return row ?? null;
}

/** Spends a live ticket of one of `kinds`: its row, once; null for an unknown, spent or expired code. */
export async function spendTicket(db: DbOrTx, code: string, kinds: TicketKind[], now: number): Promise<TicketRow | null> {
  const [row] = await db.update(thirdloginTickets).set({ usedAt: now })
    .where(and(live(code, now), inArray(thirdloginTickets.kind, kinds))).returning();
  return row ?? null;
}

/** Counts a wrong proof of a confirm ticket; the CONFIRM_TRIES-th spends it. */
export async function countWrongProof(db: DbOrTx, code: string, now: number): Promise<void> {
  await db.update(thirdloginTickets)
    .set({ tries: sql`${thirdloginTickets.tries} + 1`, usedAt: sql`case when ${thirdloginTickets.tries} + 1 >= ${CONFIRM_TRIES} then ${now}::bigint else null end` })
    .where(live(code, now));
}

/** Forgets states and tickets an hour past their time (spent or not): cheap, by their expiry index; run at each start. */
export async function sweepOneTime(db: DbOrTx, now: number): Promise<void> {
  await db.delete(thirdloginStates).where(lt(thirdloginStates.expiresAt, now - 3600));
  await db.delete(thirdloginTickets).where(lt(thirdloginTickets.expiresAt, now - 3600));
}
