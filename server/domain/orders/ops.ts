import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { expressCompanies, onepayOrders, orderGoods, orders, parcels, ORDER_STATUS } from '../../db/schema';
import type { Deps } from '../../http/env';
import { BizError, notFound } from '../../http/errors';
import { addMessage, type MessageRef } from './messages';
import { makeQcPhotos } from './qc-photos';
import { addTracking } from '../parcels/tracking';
import { notify } from '../messages/notify';
import { yuan } from '../money/money';
import type { Order } from './orders';
import { arrivalsWire, measureGoods, orderLines, storeArrivals, wrongStatus, type Measures } from '../ops/ops-common';
import type { OrderMessage } from '../../../src/api/types/order';

export { buyOnepay, shipOnepay, deliverOnepay } from '../onepay/ops';
export { opsT, QC_PHOTOS_PER_LINE, type Measures } from '../ops/ops-common';

async function orderById(db: DbOrTx, id: number): Promise<Order> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw notFound('order.notFound');
  return o;
}

/** Staff bought the goods from the seller (1 → 2); the seller ships them to the warehouse. */
export async function buyOrder(deps: Deps, p: { id: number; expressCompany?: string; expressNo?: string }) {
  const { db } = deps;
  const now = deps.now();
  const o = await orderById(db, p.id);
  if (o.status !== ORDER_STATUS.paid) throw wrongStatus('order', o.sn, o.status, ORDER_STATUS.paid);
  if (o.problem === 'out_of_stock' || (o.problem === 'price_change' && o.problemFen > 0)) throw new BizError('ops.problemPending', { sn: o.sn });
  const [first] = await db.select({ code: expressCompanies.code }).from(expressCompanies).orderBy(asc(expressCompanies.id)).limit(1);
  const expressCompany = p.expressCompany || first?.code || 'SF';
  const expressNo = p.expressNo || `${expressCompany.slice(0, 2).toUpperCase()}${String(o.id).padStart(10, '0')}`;
  return db.transaction(async (tx) => {
    const [u] = await tx.update(orders).set({ status: ORDER_STATUS.bought, boughtAt: now, expressCompany, expressNo })
      .where(and(eq(orders.id, o.id), eq(orders.status, ORDER_STATUS.paid))).returning();
    if (!u) throw wrongStatus('order', o.sn, o.status, ORDER_STATUS.paid);
    await addTracking(tx, 'order', o.id, [
      { time: now, status: 'bought', place: 'seller' },
      { time: now, status: 'sellerShipped', params: { company: expressCompany, number: expressNo }, place: 'seller' },
    ]);
    await notify(tx, { userId: o.userId, kind: 'order_bought', params: { sn: o.sn, seller: o.sellerName }, ref: { type: 'order', id: o.id, sn: o.sn } }, now);
    return { id: u.id, sn: u.sn, status: u.status, express_company: expressCompany, express_no: expressNo };
  });
}

/** The goods arrived in the warehouse (2 → 3): weight, volume, arrival time and QC photos per line. */
export async function receiveOrder(deps: Deps, p: { id: number } & Measures) {
  const { db } = deps;
  const now = deps.now();
  const o = await orderById(db, p.id);
  if (o.status !== ORDER_STATUS.bought) throw wrongStatus('order', o.sn, o.status, ORDER_STATUS.bought);
  const arrivals = await measureGoods(deps, await orderLines(db, o.id), p);
  return db.transaction(async (tx) => {
    const [u] = await tx.update(orders).set({ status: ORDER_STATUS.warehouse, storedAt: now })
      .where(and(eq(orders.id, o.id), eq(orders.status, ORDER_STATUS.bought))).returning();
    if (!u) throw wrongStatus('order', o.sn, o.status, ORDER_STATUS.bought);
    await storeArrivals(tx, arrivals, now);
    await addTracking(tx, 'order', o.id, [{ time: now, status: 'warehouseSigned', place: 'warehouse' }]);
    await notify(tx, { userId: o.userId, kind: 'order_arrived', params: { sn: o.sn }, ref: { type: 'order', id: o.id, sn: o.sn } }, now);
    return { id: u.id, sn: u.sn, status: u.status, goods: arrivalsWire(arrivals) };
  });
}

/** Staff found a problem while buying (status 1): out of stock, or a price change to be paid extra. */
export async function raiseProblem(deps: Deps, p: { id: number; kind: 'out_of_stock' | 'price_change'; amountFen?: number }) {
  const o = await orderById(deps.db, p.id);
  if (o.status !== ORDER_STATUS.paid) throw wrongStatus('order', o.sn, o.status, ORDER_STATUS.paid);
  if (p.kind === 'price_change' && !(p.amountFen && p.amountFen > 0)) throw new BizError('error.required', { field: 'amount' });
  const problemFen = p.kind === 'price_change' ? p.amountFen! : 0;
  // Each problem raised gets the next number: a later price change is a new bill, paid on its own.
  return deps.db.transaction(async (tx) => {
    const [u] = await tx.update(orders).set({ problem: p.kind, problemFen, problemNo: sql`${orders.problemNo} + 1` }).where(eq(orders.id, o.id)).returning();
    await notify(tx, { userId: o.userId, kind: 'order_problem', name: `order_problem.${p.kind}`, params: { sn: o.sn, amount: yuan(problemFen) }, ref: { type: 'order', id: o.id, sn: o.sn } }, deps.now());
    return { id: u.id, sn: u.sn, status: u.status, problem: u.problem, problem_fen: u.problemFen };
  });
}

/** The owner of an order, one-pay order or parcel, for a staff message. */
async function ownerOf(db: DbOrTx, refType: MessageRef, id: number): Promise<number> {
  const table = refType === 'order' ? orders : refType === 'onepay' ? onepayOrders : parcels;
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(`${refType}.notFound`);
  return row.userId;
}

/** A message from staff to the shopper about an order, one-pay order or parcel. */
export async function staffReply(deps: Deps, p: { refType: MessageRef; id: number; content: string; image?: string }): Promise<OrderMessage> {
  const userId = await ownerOf(deps.db, p.refType, p.id);
  return addMessage(deps.db, { refType: p.refType, refId: p.id, userId, fromStaff: true, content: p.content, image: p.image, now: deps.now() });
}

/** Staff answer a request for more photos: one more photo (given, or taken now) and the request cleared. */
export async function answerPhoto(deps: Deps, p: { goodsId: number; photo?: string }) {
  const [g] = await deps.db.select().from(orderGoods).where(and(eq(orderGoods.id, p.goodsId), eq(orderGoods.deleted, false)));
  if (!g) throw notFound('order.goodsNotFound');
  const added = p.photo ? [p.photo] : await makeQcPhotos(deps, g, 1, deps.now(), g.photos.length);
  const [u] = await deps.db.update(orderGoods).set({ photos: [...g.photos, ...added], photoRequested: false }).where(eq(orderGoods.id, g.id)).returning();
  return { goods_id: u.id, photos: u.photos, photo_requested: u.photoRequested };
}
