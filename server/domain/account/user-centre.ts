import { and, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db';
import { messages, onepayOrders, orders, parcels } from '../../db/schema';
import type { UserRow } from '../../http/env';
import type { Lang } from '../../i18n';
import type { Session } from './users';
import { userinfo } from './users';
import { yuan } from '../money/money';
import type { StatusCounts, UserCentre } from '../../../src/api/types/user';

/** Staff messages this recent count as news in the user centre. */
export const MESSAGE_WINDOW = 30 * 24 * 3600;
const TABS = [0, 1, 2, 3] as const;

async function countByStatus(db: DbOrTx, table: PgTable, status: PgColumn, where: SQL | undefined): Promise<StatusCounts> {
  const rows = await db.select({ status, n: count() }).from(table)
    .where(and(where, inArray(status, [...TABS]))).groupBy(status);
  const counts: StatusCounts = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const r of rows) counts[String(r.status) as keyof StatusCounts] = Number(r.n);
  return counts;
}

/** The user centre: userinfo, counts per status tab, recent staff messages, level and balance. */
export async function userCentre(db: DbOrTx, user: UserRow, lang: Lang, session: Session, now: number): Promise<UserCentre> {
  const [info, order, parcel, onepay, [msg]] = await Promise.all([
    userinfo(db, user, lang, session),
    countByStatus(db, orders, orders.status, and(eq(orders.userId, user.id), eq(orders.deleted, false))),
    countByStatus(db, parcels, parcels.status, eq(parcels.userId, user.id)),
    countByStatus(db, onepayOrders, onepayOrders.status, and(eq(onepayOrders.userId, user.id), eq(onepayOrders.deleted, false))),
    db.select({ n: count() }).from(messages)
      .where(and(eq(messages.userId, user.id), eq(messages.fromStaff, true), gt(messages.createdAt, now - MESSAGE_WINDOW))),
  ]);
  return {
    userinfo: info, order_count: order, sendorder_count: parcel, onepay_count: onepay,
    message_count: Number(msg?.n ?? 0), level_name: info.level_name, balance: yuan(user.moneyFen),
  };
}
