import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { affiliateWithdrawals, affiliates, config, users } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { earnedFen } from './levels';
import { notify } from '../messages/notify';

export type AffiliateRow = typeof affiliates.$inferSelect;

/**
 * An affiliate account's status: -2 made by the token exchange, never applied (our addition to the schema's
 * 0 / 1 / -1); 0 applied; 1 approved (earns, withdraws, takes tasks); -1 rejected (may apply again).
 */
export const AFFILIATE_STATUS = { none: -2, applied: 0, approved: 1, rejected: -1 } as const;

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');

/** The shopper's affiliate row, made (status -2, a fresh link code) when there is none; safe under racing calls. */
export async function ensureAffiliate(db: DbOrTx, userId: number, now: number): Promise<AffiliateRow> {
  for (let attempt = 0; ; attempt++) {
    const [found] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
    if (found) return found;
    try {
      const [made] = await db.insert(affiliates).values({ userId, status: AFFILIATE_STATUS.none, code: newCode(), createdAt: now })
        .onConflictDoNothing({ target: affiliates.userId }).returning();
      if (made) return made;
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}

export type Application = { channel: string; contact: string; reason: string };

/** Applies (or applies again after a rejection); an open application or an approved account is refused. */
export async function applyAffiliate(db: Db, affiliateId: number, a: Application, now: number): Promise<AffiliateRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliateId)).for('update');
    if (!row) throw notFound();
    if (row.status === AFFILIATE_STATUS.applied) throw new BizError('aff.pending');
    if (row.status === AFFILIATE_STATUS.approved) throw new BizError('aff.already');
    const [updated] = await tx.update(affiliates).set({ status: AFFILIATE_STATUS.applied, ...a, rejectReason: '', createdAt: now, decidedAt: null })
      .where(eq(affiliates.id, affiliateId)).returning();
    return updated;
  });
}

/** The operator decides an application: approved (earns from now on) or rejected with a reason. Only an open one. */
export async function decideApplication(db: Db, id: number, d: { approve: boolean; reason?: string }, now: number): Promise<AffiliateRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(affiliates)
      .set(d.approve ? { status: AFFILIATE_STATUS.approved, decidedAt: now } : { status: AFFILIATE_STATUS.rejected, rejectReason: d.reason ?? '', decidedAt: now })
      .where(and(eq(affiliates.id, id), eq(affiliates.status, AFFILIATE_STATUS.applied))).returning();
    if (!row) {
      const [exists] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, id));
      throw new BizError(exists ? 'aff.decided' : 'error.notFound');
    }
    await notify(tx, { userId: row.userId, kind: 'affiliate', name: d.approve ? 'aff_approved' : 'aff_rejected', params: { reason: row.rejectReason }, ref: { type: 'affiliate', id: row.id, sn: row.code } }, now);
    return row;
  });
}

/** Applications for the operator (status 0 open by default), with the shopper's e-mail. */
export async function applicationsForReview(db: DbOrTx, status: number = AFFILIATE_STATUS.applied) {
  return db.select({ a: affiliates, email: users.email, username: users.username }).from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId)).where(eq(affiliates.status, status)).orderBy(desc(affiliates.id)).limit(200);
}

/** The approved affiliate whose link code this is (registration through the link), or null. */
export async function approvedAffiliateByCode(db: DbOrTx, code: string): Promise<AffiliateRow | null> {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,16}$/.test(c)) return null;
  const [row] = await db.select().from(affiliates).where(and(eq(affiliates.code, c), eq(affiliates.status, AFFILIATE_STATUS.approved)));
  return row ?? null;
}

/** Sets a new shopper's affiliate (registration through `aff=CODE`); never the shopper's own account. */
export async function linkToAffiliate(db: DbOrTx, userId: number, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const aff = await approvedAffiliateByCode(db, code);
  if (!aff || aff.userId === userId) return null;
  await db.update(users).set({ affiliateId: aff.id }).where(eq(users.id, userId));
  return aff.id;
}

export type AffiliateRules = { withdrawMinFen: number };
const DEFAULT_RULES: AffiliateRules = { withdrawMinFen: 5_000 };

/** The programme's rules: the smallest withdrawal (config row `affiliate_withdraw_min_fen`, section "affiliate"; ¥50 by default). */
export async function affiliateRules(db: DbOrTx): Promise<AffiliateRules> {
  const [row] = await db.select().from(config).where(and(eq(config.section, 'affiliate'), eq(config.name, 'affiliate_withdraw_min_fen')));
  const v = row?.value;
  return { withdrawMinFen: typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_RULES.withdrawMinFen };
}

export type AffiliateSums = { earnedFen: number; frozenFen: number; withdrawnFen: number };

/** Commission kept, withdrawals pending (frozen) and paid (withdrawn), in fen. */
export async function affiliateSums(db: DbOrTx, affiliateId: number): Promise<AffiliateSums> {
  const rows = await db.select({ status: affiliateWithdrawals.status, s: sql<string>`coalesce(sum(${affiliateWithdrawals.amountFen}), 0)` })
    .from(affiliateWithdrawals).where(and(eq(affiliateWithdrawals.affiliateId, affiliateId), inArray(affiliateWithdrawals.status, [0, 1])))
    .groupBy(affiliateWithdrawals.status);
  const of = (s: number) => Number(rows.find((r) => r.status === s)?.s ?? 0);
  return { earnedFen: await earnedFen(db, affiliateId), frozenFen: of(0), withdrawnFen: of(1) };
}
