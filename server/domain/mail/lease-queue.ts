import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';

/**
 * A table used as a work queue that several server processes drain at once (PostgreSQL) or one process after a
 * restart (PGlite), each row done once. The table has the columns
 *   id serial, status text ('pending' | 'sending' | 'sent' | 'failed'), attempts integer,
 *   next_at integer (unix s: when a pending row may be tried; when a sending row's lease ends), claim text,
 *   last_error text
 * (mail_outbox is one). A worker claims due rows in one statement — `UPDATE … WHERE id IN (SELECT … FOR UPDATE
 * SKIP LOCKED)`: two claimers never take the same row, and the same statement works on PGlite — marking them
 * 'sending' with its own claim token and a lease. It renews a row's lease as it starts on it, then settles the row
 * with that token: done, retry later, or failed. A claimer that dies leaves its rows 'sending' until their lease ends, when any claimer takes them
 * again; a settle whose lease was lost (the row was claimed again) changes nothing and says so.
 */
export type Claimed = { id: number; attempts: number };

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

/** A claimer's token: unique per claim, so a settle names the claim it belongs to. */
export const claimToken = () => randomBytes(12).toString('base64url');

/**
 * Claims up to `limit` due rows of `table` (pending and due, or sending with an expired lease; fewer than
 * `maxAttempts` attempts so far), oldest due first: each is counted as an attempt and leased for `lease` seconds.
 * Rows whose lease ended on their last attempt are marked failed first.
 */
export async function claimDue(db: DbOrTx, table: string, o: { now: number; lease: number; limit: number; maxAttempts: number; claim: string }): Promise<Claimed[]> {
  const t = sql.identifier(table);
  await db.execute(sql`UPDATE ${t} SET status = 'failed', claim = NULL,
      last_error = CASE WHEN last_error = '' THEN 'no answer before the lease ended' ELSE last_error END
    WHERE status = 'sending' AND next_at <= ${o.now} AND attempts >= ${o.maxAttempts}`);
  const res = await db.execute(sql`UPDATE ${t} SET status = 'sending', attempts = attempts + 1, next_at = ${o.now + o.lease}, claim = ${o.claim}
    WHERE id IN (
      SELECT id FROM ${t} WHERE status IN ('pending', 'sending') AND next_at <= ${o.now} AND attempts < ${o.maxAttempts}
      ORDER BY next_at, id LIMIT ${o.limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, attempts`);
  return rowsOf<{ id: number | string; attempts: number | string }>(res).map((r) => ({ id: Number(r.id), attempts: Number(r.attempts) }));
}

/**
 * Starts the lease of a claimed row afresh (`lease` seconds from `now`) just before working on it, so each row of a
 * batch gets the whole lease, not what the rows before it left; false when the claim was lost (do not work on it).
 */
export async function renewLease(db: DbOrTx, table: string, id: number, claim: string, o: { now: number; lease: number }): Promise<boolean> {
  const res = await db.execute(sql`UPDATE ${sql.identifier(table)} SET next_at = ${o.now + o.lease}
    WHERE id = ${id} AND claim = ${claim} AND status = 'sending' RETURNING id`);
  return rowsOf(res).length > 0;
}

/** Marks a claimed row done (`set` adds columns, e.g. sent_at); false when the claim was lost meanwhile. */
export async function settleDone(db: DbOrTx, table: string, id: number, claim: string, set = sql``): Promise<boolean> {
  const res = await db.execute(sql`UPDATE ${sql.identifier(table)} SET status = 'sent', claim = NULL, last_error = ''${set}
    WHERE id = ${id} AND claim = ${claim} AND status = 'sending' RETURNING id`);
  return rowsOf(res).length > 0;
}

/** Puts a claimed row back to be tried at `retryAt`, or marks it failed when that is null; false when the claim was lost. */
export async function settleFailed(db: DbOrTx, table: string, id: number, claim: string, error: string, retryAt: number | null): Promise<boolean> {
  const res = await db.execute(sql`UPDATE ${sql.identifier(table)}
    SET status = ${retryAt === null ? 'failed' : 'pending'}, next_at = ${retryAt ?? sql`next_at`}, claim = NULL, last_error = ${error.slice(0, 500)}
    WHERE id = ${id} AND claim = ${claim} AND status = 'sending' RETURNING id`);
  return rowsOf(res).length > 0;
}

/**
 * Seconds to wait after failed attempt `attempt` (1-based): `base` × 2^(attempt − 1), at most `max`, less up to a
 * fifth at random so that rows failed together do not come back together.
 */
export function backoff(attempt: number, base: number, max = 2 * 3600, random = Math.random()): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.max(1, Math.round(full * (1 - 0.2 * random)));
}
