import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { shopApplications, users } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../numbers/sn';
import { notify } from '../messages/notify';

/**
 * Seller settlement (design §4b, issue 13): a shopper applies to settle a shop; the operator approves or rejects
 * it with a reason, and the shopper gets a message. One open application (under review or approved) per shopper,
 * however many requests race (the table's partial unique index); after a rejection the shopper may apply again.
 */

export type ShopRow = typeof shopApplications.$inferSelect;
export const SHOP_STATUS = { pending: 0, approved: 1, rejected: -1 } as const;
export const SHOP_PLATFORMS = ['taobao', '1688', 'jd', 'weidian', 'other'] as const;

export type ShopInput = {
  shopName: string; platform: (typeof SHOP_PLATFORMS)[number]; shopUrl: string; contactName: string; contact: string; description: string;
};

export async function applyShop(db: Db, userId: number, p: ShopInput, now: number): Promise<ShopRow> {
  try {
    const [row] = await db.insert(shopApplications).values({ userId, ...p, createdAt: now }).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError('shop.applied');
    throw err;
  }
}

/** The shopper's latest application, or null. */
export async function latestShop(db: DbOrTx, userId: number): Promise<ShopRow | null> {
  const [row] = await db.select().from(shopApplications).where(eq(shopApplications.userId, userId)).orderBy(desc(shopApplications.id)).limit(1);
  return row ?? null;
}

/** Applications for the operator (status 0 under review by default), oldest first, with the shopper. */
export async function shopsForReview(db: DbOrTx, status: number = SHOP_STATUS.pending) {
  return db.select({ s: shopApplications, email: users.email, username: users.username }).from(shopApplications)
    .leftJoin(users, eq(users.id, shopApplications.userId)).where(eq(shopApplications.status, status)).orderBy(asc(shopApplications.id)).limit(200);
}

/** Approves (1) or rejects (-1, with the reason the shopper reads) an application under review, once; the shopper gets a message. */
export async function decideShop(db: Db, id: number, d: { approve: boolean; reason?: string }, now: number): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(shopApplications)
      .set({ status: d.approve ? SHOP_STATUS.approved : SHOP_STATUS.rejected, reason: d.approve ? '' : d.reason ?? '', decidedAt: now })
      .where(and(eq(shopApplications.id, id), eq(shopApplications.status, SHOP_STATUS.pending))).returning();
    if (!row) {
      const [was] = await tx.select({ status: shopApplications.status }).from(shopApplications).where(eq(shopApplications.id, id));
      throw was ? new BizError('shop.decided', { id, status: was.status }) : notFound('shop.notFound');
    }
    await notify(tx, {
      userId: row.userId, kind: 'shop', name: d.approve ? 'shop_approved' : 'shop_rejected',
      params: { shop: row.shopName, reason: row.reason }, ref: { type: 'shop', id: row.id, sn: '' },
    }, now);
    return row;
  });
}
