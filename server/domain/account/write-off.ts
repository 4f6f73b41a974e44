import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db';
import {
  addresses, affiliates, browsingHistory, buyselfGoods, cartItems, favorites, onepayOrders, orders, parcels, remittances, users,
  ONEPAY_STATUS, ORDER_STATUS, PARCEL_STATUS,
} from '../../db/schema';
import type { UserRow } from '../../http/env';
import { BizError } from '../../http/errors';
import { t, type Lang } from '../../i18n';
import { lockBalance } from '../money/wallet';
import { frozenOf } from '../money/withdrawals';
import { REMIT_STATUS } from '../money/remittances';
import { PAGES } from '../money/ledger-refs';
import { yuan } from '../money/money';
import { rebateTotals } from '../rewards/rebates';
import { lockAffiliate } from '../affiliate/ledger';
import { withdrawableFen } from '../affiliate/commissions';
import { affiliateSums } from '../affiliate/programme';
import { BUYSELF_STATUS } from '../shipforme/buyself';
import { verifyPassword } from './passwords';
import { revokeAllTokens } from './tokens';
import type { WriteOffBlocker, WriteOffKind } from '../../../src/api/types/user';

/*
 * Deleting an account (write_off, issue 33): an account that still holds the shopper's money or goods is not
 * deleted. Money: the wallet balance, withdrawals being paid out, bank transfers being reviewed, rebates (earned or
 * pending), affiliate revenue (withdrawable or pending) and affiliate withdrawals being paid. Goods (design §4
 * statuses): purchase orders paid and not yet in the warehouse (1, 2), goods in the warehouse (3; the orders of a
 * parcel, 4, are named by their parcel), parcels not received nor cancelled (0–3), one-pay orders paid and not
 * received (1–3), ship-for-me goods declared and on their way (0). Points and coupons are not money.
 */

/** The pages where each thing is done (the router's paths). */
const LINKS: Record<WriteOffKind, string> = {
  balance: PAGES.withdrawals,
  withdrawal: PAGES.withdrawals,
  remittance: PAGES.topUps,
  rebate: PAGES.rebates,
  rebate_pending: PAGES.rebates,
  affiliate: '/pages/affiliate/withdrawapply',
  affiliate_pending: '/pages/affiliate/revenue',
  affiliate_withdrawal: PAGES.affiliate,
  orders: PAGES.orders,
  warehouse: '/pages/member/myWarehouse/index',
  parcels: '/pages/member/sendorder/index',
  onepay: '/pages/member/onepayorder/index',
  shipforme: '/pages/member/shipforme/index',
};

/** The message key of each kind (server/i18n/messages/user.ts). */
const KEYS: Record<WriteOffKind, string> = {
  balance: 'writeOff.balance', withdrawal: 'writeOff.withdrawal', remittance: 'writeOff.remittance', rebate: 'writeOff.rebate',
  rebate_pending: 'writeOff.rebatePending', affiliate: 'writeOff.affiliate', affiliate_pending: 'writeOff.affiliatePending',
  affiliate_withdrawal: 'writeOff.affiliateWithdrawal', orders: 'writeOff.orders', warehouse: 'writeOff.warehouse',
  parcels: 'writeOff.parcels', onepay: 'writeOff.onepay', shipforme: 'writeOff.shipforme',
};

/** How many numbers of open things a message names; the count says how many there are. */
const SHOWN = 3;
type Open = { count: number; list: string };
/** A table of things that can be open: its columns, and the statuses in which the thing is still the shopper's. */
type Source = { table: PgTable; id: PgColumn; user: PgColumn; status: PgColumn; ref: PgColumn; statuses: number[] };

/** Bank transfers, then goods (design §4), in the order the shopper reads them. */
const OPEN: [WriteOffKind, Source][] = [
  ['remittance', { table: remittances, id: remittances.id, user: remittances.userId, status: remittances.status, ref: remittances.reference, statuses: [REMIT_STATUS.pending] }],
  ['orders', { table: orders, id: orders.id, user: orders.userId, status: orders.status, ref: orders.sn, statuses: [ORDER_STATUS.paid, ORDER_STATUS.bought] }],
  ['warehouse', { table: orders, id: orders.id, user: orders.userId, status: orders.status, ref: orders.sn, statuses: [ORDER_STATUS.warehouse] }],
  ['parcels', {
    table: parcels, id: parcels.id, user: parcels.userId, status: parcels.status, ref: parcels.sn,
    statuses: [PARCEL_STATUS.packing, PARCEL_STATUS.weighed, PARCEL_STATUS.paid, PARCEL_STATUS.shipped],
  }],
  ['onepay', {
    table: onepayOrders, id: onepayOrders.id, user: onepayOrders.userId, status: onepayOrders.status, ref: onepayOrders.sn,
    statuses: [ONEPAY_STATUS.paid, ONEPAY_STATUS.warehouse, ONEPAY_STATUS.shipped],
  }],
  ['shipforme', { table: buyselfGoods, id: buyselfGoods.id, user: buyselfGoods.userId, status: buyselfGoods.status, ref: buyselfGoods.trackingNo, statuses: [BUYSELF_STATUS.pending] }],
];

/** The user's open rows of a source: how many, and the numbers of the first few. */
async function openRows(db: DbOrTx, s: Source, userId: number): Promise<Open> {
  const rows = await db.select({ ref: s.ref, n: sql<string>`count(*) over ()` }).from(s.table)
    .where(and(eq(s.user, userId), inArray(s.status, s.statuses))).orderBy(asc(s.id)).limit(SHOWN);
  const count = Number(rows[0]?.n ?? 0);
  return { count, list: rows.map((r) => String(r.ref)).join(', ') + (count > SHOWN ? ', …' : '') };
}

/** What the user's affiliate account holds: revenue withdrawable now, its pending part, withdrawals being paid (fen). */
async function affiliateMoney(db: DbOrTx, userId: number) {
  const [aff] = await db.select({ id: affiliates.id, balanceFen: affiliates.balanceFen }).from(affiliates).where(eq(affiliates.userId, userId));
  if (!aff) return { availableFen: 0, pendingFen: 0, frozenFen: 0 };
  const availableFen = await withdrawableFen(db, aff.id, aff.balanceFen);
  return { availableFen, pendingFen: aff.balanceFen - availableFen, frozenFen: (await affiliateSums(db, aff.id)).frozenFen };
}

/**
 * What must be done before the account can be deleted, each as a translated sentence with the page to do it on;
 * empty when nothing holds money or goods. `balanceFen` is the wallet balance as the caller read it (locked, when
 * the deletion follows).
 */
export async function writeOffBlockers(db: DbOrTx, userId: number, balanceFen: number, lang: Lang): Promise<WriteOffBlocker[]> {
  // One after another: inside the write-off's transaction every query goes over its one connection.
  const frozenFen = await frozenOf(db, userId);
  const rebate = await rebateTotals(db, userId);
  const aff = await affiliateMoney(db, userId);
  const open: [WriteOffKind, Open][] = [];
  for (const [kind, source] of OPEN) open.push([kind, await openRows(db, source, userId)]);
  const money: [WriteOffKind, number][] = [
    ['balance', balanceFen], ['withdrawal', frozenFen], ['rebate', rebate.availableFen], ['rebate_pending', rebate.pendingFen],
    ['affiliate', aff.availableFen], ['affiliate_pending', aff.pendingFen], ['affiliate_withdrawal', aff.frozenFen],
  ];
  const blocker = (kind: WriteOffKind, params: Record<string, string | number>): WriteOffBlocker => ({ kind, text: t(lang, KEYS[kind], params), link: LINKS[kind] });
  return [
    ...money.filter(([, fen]) => fen > 0).map(([kind, fen]) => blocker(kind, { amount: yuan(fen) })),
    ...open.filter(([, o]) => o.count > 0).map(([kind, o]) => blocker(kind, { count: o.count, list: o.list })),
  ];
}

/**
 * Deletes the account after the password is confirmed, when nothing holds money or goods: its sessions,
 * addresses, cart, favourites and history go with it (its linked providers by the foreign key's cascade); orders and the wallet ledger stay as the shop's records
 * under the old id. Otherwise refuses (BizError 'writeOff.blocked' naming what to do first, the blockers as data)
 * and deletes nothing. The check and the deletion are one transaction under the user's row lock (and the affiliate
 * account's), the lock every money movement takes, so nothing is credited between them.
 */
export async function writeOff(db: Db, user: UserRow, password: string, lang: Lang): Promise<void> {
  // An account made by a provider's sign-in has no password until one is set: the deletion still asks for one.
  if (!user.passwordHash) throw new BizError('thirdlogin.setPasswordFirst');
  if (!(await verifyPassword(password, user.passwordHash))) throw new BizError('user.password');
  await db.transaction(async (tx) => {
    const balanceFen = await lockBalance(tx, user.id);
    const [aff] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, user.id));
    if (aff) await lockAffiliate(tx, aff.id);
    const blockers = await writeOffBlockers(tx, user.id, balanceFen, lang);
    if (blockers.length) throw new BizError('writeOff.blocked', { list: blockers.map((b) => b.text).join(' ') }, { blockers });
    await revokeAllTokens(tx, user.id);
    for (const table of [addresses, cartItems, favorites, browsingHistory]) await tx.delete(table).where(eq(table.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
