import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db';
import { onepayOrders, orderGoods, orderGroups, orders, shippingLines, ONEPAY_STATUS, ORDER_STATUS } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import { addressSnapshot } from '../account/address-snapshot';
import { cartRows, deleteLines, lineState, MAX_LINE_FEN, type CartRow } from './cart';
import { fen, yuan } from '../money/money';
import { bySeller, cartBill, sellerBill } from './service-fee';
import { insuranceFen, lineRefusal, quoteLine } from '../parcels/shipping';
import { lineOptions, type Shipment } from '../parcels/lines';
import { withUniqueSn } from '../numbers/sn';
import type { ItemSource } from '../catalogue/sources';
import { recheckLines, repriceLines, type Repriced } from './recheck';
import type { CartToOnepayResult, CartToOrderResult, OnepayQuote } from '../../../src/api/types/cart';

/** Weight assumed for goods whose weight is unknown (manual goods), grams per piece. */
export const DEFAULT_WEIGHT_G = 500;

/**
 * The lines to check out (`ids` of the user's, else the selected ones), locked for the transaction.
 * Refuses an empty choice, and goods that cannot be ordered, naming them.
 */
async function checkoutRows(tx: DbOrTx, userId: number, ids: number[] | undefined): Promise<CartRow[]> {
  const rows = await cartRows(tx, userId, ids ? { ids, lock: true } : { selected: true, lock: true });
  if (!rows.length) throw new BizError('cart.nothingSelected');
  const bad = rows.filter((r) => lineState(r).invalid);
  if (bad.length) throw new BizError('cart.invalidGoods', { names: names(bad) });
  const short = rows.filter((r) => r.line.quantity > (lineState(r).stock ?? Infinity));
  if (short.length) throw new BizError('cart.stockShort', { names: names(short) });
  return rows;
}

/** What the lines weigh (grams; goods of unknown weight at DEFAULT_WEIGHT_G a piece) and the goods types among them. */
function shipmentOf(rows: CartRow[]): { weightG: number; goodsTypes: string[] } {
  return {
    weightG: rows.reduce((s, r) => s + (r.item?.weightG ?? DEFAULT_WEIGHT_G) * r.line.quantity, 0),
    goodsTypes: [...new Set(rows.map((r) => r.item?.goodsType ?? 'general'))],
  };
}

/** Refuses an order (a group of purchase orders, or a one-pay order) that comes to more than one order may, so no total outgrows its column. */
function checkOrderTotal(totalFen: number): void {
  if (totalFen > MAX_LINE_FEN) throw new BizError('cart.orderTooMuch', { max: yuan(MAX_LINE_FEN) });
}

const lineName = (r: CartRow) => `“${r.line.title.slice(0, 40)}”`;
const names = (rows: CartRow[]) => rows.map(lineName).join(', ');

/** The refusal of an order whose goods' prices moved (the lines now carry the new prices): each named with old → new. */
const priceChanged = (moved: Repriced[]) => new BizError('cart.priceChanged', {
  goods: moved.map((m) => `${lineName(m.row)} ¥${yuan(m.fromFen)} → ¥${yuan(m.toFen)}`).join(', '),
});

/** What placing an order needs besides its own input: the item source to ask again and the request's language. */
export type Placing = { source: ItemSource; lang: Lang; now: number };

/**
 * Places an order of the lines to check out (`ids`, else the selected ones) with `place`, in one transaction:
 * the provider's goods are fetched again first (recheck.ts), and when one's price has moved the order is not
 * placed — the lines are re-priced (that is committed) and the call refused with 'cart.priceChanged', so the
 * shopper sees the new total and confirms again.
 */
async function placeOrder<T>(db: Db, userId: number, ids: number[] | undefined, p: Placing, place: (tx: Tx, rows: CartRow[]) => Promise<T>): Promise<T> {
  await recheckLines(db, p.source, userId, ids, p.lang, p.now);
  const out = await db.transaction(async (tx): Promise<{ moved: Repriced[] } | { placed: T }> => {
    const rows = await checkoutRows(tx, userId, ids);
    const moved = await repriceLines(tx, rows, p.now);
    return moved.length ? { moved } : { placed: await place(tx, rows) };
  });
  if ('moved' in out) throw priceChanged(out.moved);
  return out.placed;
}

/** Inserts under a fresh number, each try in a savepoint so a clash does not abort the transaction. */
const insertWithSn = <T>(tx: Tx, prefix: 'OG' | 'O' | 'P', now: number, insert: (sp: Tx, sn: string) => Promise<T>) =>
  withUniqueSn(prefix, now, (sn) => tx.transaction((sp) => insert(sp, sn)));

/** The order_goods copy of a cart line. */
const goodsOf = (r: CartRow, userId: number) => ({
  userId, itemId: r.line.itemId, title: r.line.title, picUrl: r.line.picUrl, url: r.line.url, skuText: r.line.skuText,
  priceFen: r.line.priceFen, quantity: r.line.quantity, remark: r.line.remark, goodsType: r.item?.goodsType ?? 'general',
});

/**
 * Cart → an order group (`OG…`) with one unpaid purchase order (`O…`) per seller and their goods, the
 * ordered lines leaving the cart, all in one transaction.
 */
export async function cartToOrder(db: Db, userId: number, opts: { ids?: number[]; remark: string; rate: number } & Placing): Promise<CartToOrderResult> {
  return placeOrder(db, userId, opts.ids, opts, async (tx, rows) => {
    const sellers = bySeller(rows.map((r) => ({ ...r.line, row: r }))).map(([seller, lines]) => ({ seller, lines, bill: sellerBill(lines, opts.rate) }));
    const totalFen = sellers.reduce((s, x) => s + x.bill.totalFen, 0);
    checkOrderTotal(totalFen);
    const group = await insertWithSn(tx, 'OG', opts.now, async (sp, sn) => (await sp.insert(orderGroups)
      .values({ sn, userId, totalFen, status: ORDER_STATUS.unpaid, createdAt: opts.now }).returning())[0]);
    const placed: CartToOrderResult['orders'] = [];
    for (const { seller, lines, bill } of sellers) {
      const order = await insertWithSn(tx, 'O', opts.now, async (sp, sn) => (await sp.insert(orders).values({
        sn, groupId: group.id, userId, sellerName: seller, status: ORDER_STATUS.unpaid, goodsFen: bill.goodsFen,
        postFeeFen: bill.postFeeFen, serviceFen: bill.serviceFen, totalFen: bill.totalFen, remark: opts.remark, createdAt: opts.now,
        shipping: lines[0].shipping,
      }).returning())[0]);
      await tx.insert(orderGoods).values(lines.map((l) => ({ ...goodsOf(l.row, userId), orderId: order.id })));
      placed.push({ sn: order.sn, seller, goods: yuan(bill.goodsFen), post_fee: yuan(bill.postFeeFen), service_fee: yuan(bill.serviceFen), total: yuan(bill.totalFen) });
    }
    await deleteLines(tx, userId, rows.map((r) => r.line.id));
    return { order_sn: group.sn, total: yuan(totalFen), orders: placed };
  });
}

/** What a one-pay order costs: goods, domestic post, the line's shipping fee and insurance — the one sum its quote and its order use. */
const onepayTotalFen = (bill: { goodsFen: number; postFeeFen: number }, shippingFen: number, insuredFen: number) =>
  bill.goodsFen + bill.postFeeFen + shippingFen + insuredFen;

export type OnepayInput = { ids?: number[]; addressId: number; lineId: number; insurance: boolean; remark: string };

/**
 * Cart → a one-pay order (`P…`): goods, domestic post and international shipping on the chosen line to
 * the chosen address (plus insurance when asked), paid in one bill; the lines leave the cart.
 */
export async function cartToOnepay(db: Db, userId: number, o: OnepayInput, p: Placing): Promise<CartToOnepayResult> {
  const { lang, now } = p;
  return placeOrder(db, userId, o.ids, p, async (tx, rows) => {
    const address = await addressSnapshot(tx, userId, o.addressId, lang);
    const [line] = await tx.select().from(shippingLines).where(eq(shippingLines.id, o.lineId));
    if (!line || !line.enabled) throw notFound('cart.lineNotFound');
    const { weightG, goodsTypes } = shipmentOf(rows);
    const quote = quoteLine(line, { weightG });
    const refusal = lineRefusal(line, address.countryCode, goodsTypes, quote.chargeableG);
    if (refusal) throw new BizError(`cart.line.${refusal}`, { country: address.country || address.countryCode, weight: quote.chargeableG, max: line.maxWeightG });
    const bill = cartBill(rows.map((r) => r.line), 0);
    const insured = o.insurance ? insuranceFen(line, bill.goodsFen) : 0;
    const totalFen = onepayTotalFen(bill, quote.feeFen, insured);
    checkOrderTotal(totalFen);
    const order = await insertWithSn(tx, 'P', now, async (sp, sn) => (await sp.insert(onepayOrders).values({
      sn, userId, address, countryCode: address.countryCode, lineId: line.id, goodsFen: bill.goodsFen, postFeeFen: bill.postFeeFen,
      shippingFen: quote.feeFen, insurance: o.insurance, insuranceFen: insured, totalFen, status: ONEPAY_STATUS.unpaid,
      remark: o.remark, createdAt: now,
    }).returning())[0]);
    await tx.insert(orderGoods).values(rows.map((r) => ({ ...goodsOf(r, userId), onepayId: order.id })));
    await deleteLines(tx, userId, rows.map((r) => r.line.id));
    return {
      order_sn: order.sn, total: yuan(totalFen), goods: yuan(bill.goodsFen), post_fee: yuan(bill.postFeeFen),
      shipping: yuan(quote.feeFen), insurance: yuan(insured), weight: weightG, chargeable_weight: quote.chargeableG,
    };
  });
}

/**
 * What a one-pay order of these lines (`ids`, else the selected ones) to this address would cost on every
 * shipping line, priced exactly as cartToOnepay prices it, with the lines that refuse it and why. Orders nothing.
 */
export async function onepayQuote(db: DbOrTx, userId: number, o: { ids?: number[]; addressId: number }, lang: Lang): Promise<OnepayQuote> {
  const rows = await cartRows(db, userId, o.ids ? { ids: o.ids } : { selected: true });
  if (!rows.length) throw new BizError('cart.nothingSelected');
  const address = await addressSnapshot(db, userId, o.addressId, lang);
  const { weightG, goodsTypes } = shipmentOf(rows);
  const bill = cartBill(rows.map((r) => r.line), 0);
  const shipment: Shipment = { countryCode: address.countryCode, goodsTypes, measure: { weightG } };
  const { lines, refused } = await lineOptions(db, shipment, lang);
  return {
    country_code: address.countryCode, country: address.country, weight_g: weightG,
    goods: yuan(bill.goodsFen), post_fee: yuan(bill.postFeeFen),
    lines: lines.map((l) => {
      const insured = insuranceFen({ insuranceRate: l.insurance_rate }, bill.goodsFen);
      return { ...l, insurance: yuan(insured), total: yuan(onepayTotalFen(bill, fen(l.fee), 0)), total_insured: yuan(onepayTotalFen(bill, fen(l.fee), insured)) };
    }),
    refused,
  };
}
