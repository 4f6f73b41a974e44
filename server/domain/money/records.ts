import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { moneyLog, remittances } from '../../db/schema';
import type { LedgerType } from '../../db/schema';
import { REMIT_STATUS } from './remittances';
import { balanceOf } from './payment';
import { frozenOf } from './withdrawals';

export type LedgerRow = typeof moneyLog.$inferSelect;

/** One page of the user's ledger, newest first; only the given kinds when `types` is set. */
export async function ledgerPage(db: DbOrTx, userId: number, o: { page: number; pagesize: number; types?: LedgerType[] }) {
  const where = and(eq(moneyLog.userId, userId), o.types?.length ? inArray(moneyLog.type, o.types) : undefined);
  const [total] = await db.select({ n: count() }).from(moneyLog).where(where);
  const rows = await db.select().from(moneyLog).where(where).orderBy(desc(moneyLog.id)).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

/** The wallet at a glance: available, frozen in withdrawals, recharged in all, recharges awaiting review (fen). */
export async function walletSummary(db: DbOrTx, userId: number) {
  const [recharged] = await db.select({ s: sum(moneyLog.amountFen) }).from(moneyLog)
    .where(and(eq(moneyLog.userId, userId), eq(moneyLog.type, 'recharge')));
  const [pending] = await db.select({ n: count() }).from(remittances)
    .where(and(eq(remittances.userId, userId), eq(remittances.billType, 'recharge'), eq(remittances.status, REMIT_STATUS.pending)));
  return {
    availableFen: await balanceOf(db, userId),
    frozenFen: await frozenOf(db, userId),
    rechargedFen: Number(recharged.s ?? 0),
    pendingRecharges: Number(pending.n),
  };
}
