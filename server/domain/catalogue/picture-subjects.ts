import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { categories, items } from '../../db/schema';
import { categorySubject, itemSubject, type Subject } from './images';

/** The keywords of a category and of its parent, nearest first (what an item picture falls back on). */
async function categoryKeywords(db: DbOrTx, id: number): Promise<string[]> {
  const [cat] = await db.select({ pid: categories.pid, keyword: categories.keyword }).from(categories).where(eq(categories.id, id));
  if (!cat) return [];
  if (!cat.pid) return [cat.keyword];
  const [parent] = await db.select({ keyword: categories.keyword }).from(categories).where(eq(categories.id, cat.pid));
  return parent ? [cat.keyword, parent.keyword] : [cat.keyword];
}

/**
 * What the picture at `url` of item `id` shows (the product its title names, in its colour options), or
 * null when the item has no such picture. The seed hashes the same subject (seed/catalogue.ts).
 */
export async function itemPictureSubject(db: DbOrTx, id: number, url: string): Promise<Subject | null> {
  const [row] = await db.select({ images: items.images, title: items.title, props: items.props, categoryId: items.categoryId }).from(items).where(eq(items.id, id));
  if (!row?.images.includes(url)) return null;
  return itemSubject(row, await categoryKeywords(db, row.categoryId));
}

/** What the icon of category `id` shows, or null when there is no such category. */
export async function categoryPictureSubject(db: DbOrTx, id: number): Promise<Subject | null> {
  const [cat] = await db.select({ pid: categories.pid, keyword: categories.keyword, name: categories.name }).from(categories).where(eq(categories.id, id));
  if (!cat) return null;
  const parent = cat.pid ? await categoryKeywords(db, cat.pid) : [];
  return categorySubject(id, [cat.keyword, cat.name.en, ...parent]);
}
