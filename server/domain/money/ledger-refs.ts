import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { membershipCards, offlinePayAccounts, onepayOrders, orderGroups, orders, parcels, remittances, userCards, withdrawals } from '../../db/schema';
import type { I18nText } from '../../db/schema';
import type { LedgerRow } from './records';

/** The bills a ledger entry (or the remittance behind it) can name by their number. */
export const BILL_REFS = ['order_group', 'order', 'order_problem', 'onepay', 'parcel'] as const;
export type BillRef = (typeof BILL_REFS)[number];
export const isBillRef = (refType: string): refType is BillRef => (BILL_REFS as readonly string[]).includes(refType);

/** The storefront's pages an entry opens (the router's paths, without the '#'). */
export const PAGES = {
  order: (id: number) => `/pages/member/order/detail?id=${id}`,
  orders: '/pages/member/order/index',
  onepay: (id: number) => `/pages/member/onepayorder/detail?id=${id}`,
  parcel: (id: number) => `/pages/member/sendorder/detail?id=${id}`,
  topUps: '/pages/member/recharge/index',
  withdrawals: '/pages/member/cash/index',
  cards: '/pages/membershipcard/index',
  rebates: '/pages/member/invitefriends/record',
  affiliate: '/pages/affiliate/withdrawrecord',
};

export type Remit = { bank: I18nText | null; billSn: string; billType: string; reference: string };

/** What a page of entries refers to, read at once and only among the user's own things. */
export type LedgerRefs = {
  /** A bill's number → the page it opens (an order group of one order opens that order; of several, the order list). */
  bills: Map<string, string>;
  /** An order's id → its number (storage days name the order by id). */
  orderSn: Map<number, string>;
  remits: Map<number, Remit>;
  /** A withdrawal's number → its status (a return says whether it was rejected or cancelled). */
  withdrawals: Map<string, number>;
  /** A card purchase's number → the card's name. */
  cards: Map<string, I18nText>;
};

/** The order's id in a storage purchase's number: ST<order id>-<n>. */
export const storageOrderId = (refSn: string): number => Number(/^ST(\d+)-\d+$/.exec(refSn)?.[1] ?? 0);

const some = <T>(list: T[]) => list.length > 0;

export async function ledgerRefs(db: DbOrTx, userId: number, rows: LedgerRow[]): Promise<LedgerRefs> {
  const refs: LedgerRefs = { bills: new Map(), orderSn: new Map(), remits: new Map(), withdrawals: new Map(), cards: new Map() };
  const remitIds = rows.filter((r) => r.refType === 'remittance').map((r) => Number(r.refSn)).filter((n) => Number.isInteger(n) && n > 0);
  if (some(remitIds)) {
    const list = await db.select({ r: remittances, bank: offlinePayAccounts.bankName }).from(remittances)
      .leftJoin(offlinePayAccounts, eq(offlinePayAccounts.id, remittances.accountId))
      .where(and(eq(remittances.userId, userId), inArray(remittances.id, remitIds)));
    for (const { r, bank } of list) refs.remits.set(r.id, { bank, billSn: r.billSn, billType: r.billType, reference: r.reference });
  }
  const sns = new Set(rows.filter((r) => isBillRef(r.refType)).map((r) => r.refSn));
  for (const r of refs.remits.values()) if (r.billSn) sns.add(r.billSn);
  const of = (prefix: RegExp) => [...sns].filter((sn) => prefix.test(sn));
  const groupSns = of(/^OG/);
  if (some(groupSns)) {
    const list = await db.select({ sn: orderGroups.sn, id: orders.id }).from(orderGroups).innerJoin(orders, eq(orders.groupId, orderGroups.id))
      .where(and(eq(orderGroups.userId, userId), inArray(orderGroups.sn, groupSns))).orderBy(orders.id);
    for (const sn of groupSns) {
      const ids = list.filter((x) => x.sn === sn).map((x) => x.id);
      if (ids.length) refs.bills.set(sn, ids.length === 1 ? PAGES.order(ids[0]) : PAGES.orders);
    }
  }
  const orderIds = rows.filter((r) => r.refType === 'storage').map((r) => storageOrderId(r.refSn)).filter((n) => n > 0);
  const orderSns = of(/^O\d/);
  if (some(orderSns) || some(orderIds)) {
    const bySn = some(orderSns) ? inArray(orders.sn, orderSns) : undefined;
    const byId = some(orderIds) ? inArray(orders.id, orderIds) : undefined;
    const list = await db.select({ id: orders.id, sn: orders.sn }).from(orders).where(and(eq(orders.userId, userId), or(bySn, byId)));
    for (const o of list) {
      refs.bills.set(o.sn, PAGES.order(o.id));
      refs.orderSn.set(o.id, o.sn);
    }
  }
  const onepaySns = of(/^P/);
  if (some(onepaySns)) {
    const list = await db.select({ id: onepayOrders.id, sn: onepayOrders.sn }).from(onepayOrders).where(and(eq(onepayOrders.userId, userId), inArray(onepayOrders.sn, onepaySns)));
    for (const p of list) refs.bills.set(p.sn, PAGES.onepay(p.id));
  }
  const parcelSns = of(/^S/);
  if (some(parcelSns)) {
    const list = await db.select({ id: parcels.id, sn: parcels.sn }).from(parcels).where(and(eq(parcels.userId, userId), inArray(parcels.sn, parcelSns)));
    for (const p of list) refs.bills.set(p.sn, PAGES.parcel(p.id));
  }
  const withdrawalSns = rows.filter((r) => r.refType === 'withdrawal').map((r) => r.refSn);
  if (some(withdrawalSns)) {
    const list = await db.select({ sn: withdrawals.sn, status: withdrawals.status }).from(withdrawals).where(and(eq(withdrawals.userId, userId), inArray(withdrawals.sn, withdrawalSns)));
    for (const w of list) refs.withdrawals.set(w.sn, w.status);
  }
  const cardSns = rows.filter((r) => r.refType === 'membership').map((r) => r.refSn);
  if (some(cardSns)) {
    const list = await db.select({ sn: userCards.sn, name: membershipCards.name }).from(userCards).innerJoin(membershipCards, eq(membershipCards.id, userCards.cardId))
      .where(and(eq(userCards.userId, userId), inArray(userCards.sn, cardSns)));
    for (const c of list) refs.cards.set(c.sn, c.name);
  }
  return refs;
}
