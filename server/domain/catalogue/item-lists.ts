import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { browsingHistory, favorites, items } from '../../db/schema';
import type { ApiType } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import { page } from '../../http/envelope';
import { goodsCard } from './goods-card';
import type { Deleted, Favorite, FavoriteAdded, FavoriteList, HistoryAdded, HistoryEntry, HistoryList } from '../../../src/api/types/member';

/** The shopper's own item lists: favourites and browsing history (the newest views, at most this many). */
export const HISTORY_KEEP = 200;

/** An item named by its id or by tp (api type) + tid (the source id). */
export type ItemRef = { item_id?: number; tp?: ApiType; tid?: string };

export async function resolveItem(db: Db, ref: ItemRef, missingKey: string): Promise<number> {
  if (!ref.item_id && !(ref.tp && ref.tid)) throw new BizError('error.required', { field: ref.tp ? 'tid' : 'item_id' });
  const where = ref.item_id ? eq(items.id, ref.item_id) : and(eq(items.apiType, ref.tp!), eq(items.numIid, ref.tid!));
  const [item] = await db.select({ id: items.id }).from(items).where(where);
  if (!item) throw notFound(missingKey);
  return item.id;
}

export async function listFavorites(db: Db, userId: number, lang: Lang, current: number, perPage: number): Promise<FavoriteList> {
  const mine = eq(favorites.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(favorites).innerJoin(items, eq(items.id, favorites.itemId)).where(mine);
  const rows = await db.select().from(favorites).innerJoin(items, eq(items.id, favorites.itemId)).where(mine)
    .orderBy(desc(favorites.createdAt), desc(favorites.id)).limit(perPage).offset((current - 1) * perPage);
  const data: Favorite[] = rows.map((r) => ({ id: r.favorites.id, item_id: r.items.id, created_at: r.favorites.createdAt, goods: goodsCard(r.items, lang) }));
  return page(data, Number(total), current, perPage);
}

/** Adding an item already among the favourites answers the existing favourite. */
export async function addFavorite(db: Db, userId: number, ref: ItemRef, now: number): Promise<FavoriteAdded> {
  const itemId = await resolveItem(db, ref, 'favorites.itemNotFound');
  await db.insert(favorites).values({ userId, itemId, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemId)));
  return { id: row.id, item_id: row.itemId, created_at: row.createdAt };
}

/** Removes favourites by their ids (all of them the user's, or nothing changes) or by the item. */
export async function deleteFavorites(db: Db, userId: number, by: { ids?: number[] } & ItemRef): Promise<Deleted> {
  if (!by.ids) {
    const itemId = await resolveItem(db, by, 'favorites.notFound');
    const gone = await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemId))).returning({ id: favorites.id });
    if (!gone.length) throw notFound('favorites.notFound');
    return { deleted: gone.length };
  }
  const ids = by.ids;
  return db.transaction(async (tx) => {
    const where = and(eq(favorites.userId, userId), inArray(favorites.id, ids));
    const own = await tx.select({ id: favorites.id }).from(favorites).where(where);
    if (own.length !== ids.length) throw notFound('favorites.notFound');
    const gone = await tx.delete(favorites).where(where).returning({ id: favorites.id });
    return { deleted: gone.length };
  });
}

export async function listHistory(db: Db, userId: number, lang: Lang, current: number, perPage: number): Promise<HistoryList> {
  const mine = eq(browsingHistory.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(browsingHistory).innerJoin(items, eq(items.id, browsingHistory.itemId)).where(mine);
  const rows = await db.select().from(browsingHistory).innerJoin(items, eq(items.id, browsingHistory.itemId)).where(mine)
    .orderBy(desc(browsingHistory.viewedAt), desc(browsingHistory.id)).limit(perPage).offset((current - 1) * perPage);
  const data: HistoryEntry[] = rows.map((r) => ({ id: r.browsing_history.id, item_id: r.items.id, viewed_at: r.browsing_history.viewedAt, goods: goodsCard(r.items, lang) }));
  return page(data, Number(total), current, perPage);
}

/** Records a view: a new record, or the existing one's `viewed_at` moved to now. Keeps the newest HISTORY_KEEP. */
export async function addHistory(db: Db, userId: number, ref: ItemRef, now: number): Promise<HistoryAdded> {
  const itemId = await resolveItem(db, ref, 'history.itemNotFound');
  const [row] = await db.insert(browsingHistory).values({ userId, itemId, viewedAt: now })
    .onConflictDoUpdate({ target: [browsingHistory.userId, browsingHistory.itemId], set: { viewedAt: now } }).returning();
  const keep = db.select({ id: browsingHistory.id }).from(browsingHistory).where(eq(browsingHistory.userId, userId))
    .orderBy(desc(browsingHistory.viewedAt), desc(browsingHistory.id)).limit(HISTORY_KEEP);
  await db.delete(browsingHistory).where(and(eq(browsingHistory.userId, userId), notInArray(browsingHistory.id, keep)));
  return { id: row.id, item_id: row.itemId, viewed_at: row.viewedAt };
}

/** Removes records by id (all of them the user's, or nothing changes), or clears the whole history. */
export async function deleteHistory(db: Db, userId: number, by: { ids?: number[]; all: boolean }): Promise<Deleted> {
  if (by.all) {
    const gone = await db.delete(browsingHistory).where(eq(browsingHistory.userId, userId)).returning({ id: browsingHistory.id });
    return { deleted: gone.length };
  }
  if (!by.ids) throw new BizError('error.required', { field: 'ids' });
  const ids = by.ids;
  return db.transaction(async (tx) => {
    const where = and(eq(browsingHistory.userId, userId), inArray(browsingHistory.id, ids));
    const own = await tx.select({ id: browsingHistory.id }).from(browsingHistory).where(where);
    if (own.length !== ids.length) throw notFound('history.notFound');
    const gone = await tx.delete(browsingHistory).where(where).returning({ id: browsingHistory.id });
    return { deleted: gone.length };
  });
}
