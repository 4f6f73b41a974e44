import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { moneyLog, onepayOrders, orders, parcels, uploads, users } from '../../server/db/schema';
import type { AddressSnapshot } from '../../server/db/schema';

/** Bills the pay, coupon and offline-pay tests share, straight in the database. */
const now = () => Math.floor(Date.now() / 1000);
export const digits = () => String(Math.floor(Math.random() * 1e12)).padStart(12, '0');

const address: AddressSnapshot = {
  name: 'Ivan Petrov', mcode: '+7', mobile: '9001234567', country: 'Russia', countryCode: 'RU',
  region: 'Moscow', city: 'Moscow', address: 'Tverskaya 1', zipcode: '101000',
};

/** A second purchase order in an existing group: goods + domestic shipping + service fee. */
export async function addOrderToGroup(db: Db, userId: number, groupId: number, fen: { goods: number; post: number; service: number }) {
  const [o] = await db.insert(orders).values({
    sn: `O${digits()}`, groupId, userId, sellerName: 'Second shop', goodsFen: fen.goods, postFeeFen: fen.post, serviceFen: fen.service,
    totalFen: fen.goods + fen.post + fen.service, createdAt: now(),
  }).returning();
  return o;
}

/** A parcel; from status 1 (weighed) on it carries its fee: shipping + insurance. */
export async function makeParcel(db: Db, userId: number, status: number, fen = { shipping: 12000, insurance: 300 }) {
  const weighed = status >= 1;
  const [p] = await db.insert(parcels).values({
    sn: `S${digits()}`, userId, address, countryCode: 'RU', lineId: 1, status, declaration: [],
    shippingFen: weighed ? fen.shipping : null, insuranceFen: weighed ? fen.insurance : 0, totalFen: weighed ? fen.shipping + fen.insurance : null,
    weightG: weighed ? 1500 : null, createdAt: now(), weighedAt: weighed ? now() : null,
  }).returning();
  return p;
}

/** An unpaid one-pay order: goods ¥80 + domestic ¥6 + international ¥90 = ¥176. */
export async function makeOnepay(db: Db, userId: number, status = 0) {
  const [p] = await db.insert(onepayOrders).values({
    sn: `P${digits()}`, userId, address, countryCode: 'RU', lineId: 1, goodsFen: 8000, postFeeFen: 600, shippingFen: 9000,
    totalFen: 17600, status, createdAt: now(),
  }).returning();
  return p;
}

/** An uploaded file of the user (what /api/common/upload records). */
export async function makeUpload(db: Db, userId: number) {
  const url = `/uploads/remit/20260101/${digits()}.png`;
  await db.insert(uploads).values({ userId, url, mime: 'image/png', size: 1234, createdAt: now() });
  return url;
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [u] = await db.select({ fen: users.moneyFen }).from(users).where(eq(users.id, userId));
  return Number(u.fen);
}

export function ledger(db: Db, userId: number) {
  return db.select().from(moneyLog).where(eq(moneyLog.userId, userId)).orderBy(moneyLog.id);
}

export function paymentsFor(db: Db, sn: string) {
  return db.select().from(moneyLog).where(and(eq(moneyLog.type, 'payment'), eq(moneyLog.refSn, sn)));
}
