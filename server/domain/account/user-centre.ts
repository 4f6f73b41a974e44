import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db';
import { onepayOrders, orders, parcels } from '../../db/schema';
import type { UserRow } from '../../http/env';
import type { Lang } from '../../i18n';
import type { Session } from './users';
import { userinfo } from './users';
import { yuan } from '../money/money';
import { unreadCount } from '../messages/inbox';
import { shopperChatUnread } from '../service/chat-unread';
import type { StatusCounts, UserCentre } from '../../../src/api/types/user';

const TABS = [0, 1, 2, 3] as const;

async function countByStatus(db: DbOrTx, table: PgTable, status: PgColumn, where: SQL | undefined): Promise<StatusCounts> {
  const rows = await db.select({ status, n: count() }).from(table)
    .where(and(where, inArray(status, [...TABS]))).groupBy(status);
  const counts: StatusCounts = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const r of rows) counts[String(r.status) as keyof StatusCounts] = Number(r.n);
  return counts;
}

/** The user centre: userinfo, counts per status tab, unread messages (message/countNotRead), level and balance, unread chat replies. */
export async function userCentre(db: DbOrTx, user: UserRow, lang: Lang, session: Session): Promise<UserCentre> {
  const [info, order, parcel, onepay, unread, chatUnread] = await Promise.all([
    userinfo(db, user, lang, session),
    countByStatus(db, orders, orders.status, and(eq(orders.userId, user.id), eq(orders.deleted, false))),
    countByStatus(db, parcels, parcels.status, eq(parcels.userId, user.id)),
    countByStatus(db, onepayOrders, onepayOrders.status, and(eq(onepayOrders.userId, user.id), eq(onepayOrders.deleted, false))),
    unreadCount(db, user.id),
    shopperChatUnread(db, user.id),
  ]);
  return {
    userinfo: info, order_count: order, sendorder_count: parcel, onepay_count: onepay,
    message_count: unread, level_name: info.level_name, balance: yuan(user.moneyFen), chat_unread: chatUnread,
  };
}
