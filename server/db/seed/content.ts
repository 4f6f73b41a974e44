import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../index';
import { articleCategories, articles } from '../schema';
import { HELP, type DocGroup } from './content-help';
import { INFO, NEWS } from './content-info';

const DAY = 86_400;

/** The English names of the categories the catalogue seeder wrote before this one existed (a few short articles each). */
const EARLIER = ['Getting started', 'Payment', 'Shipping', 'Returns & after-sales', 'News'];

/**
 * News, the help centre and the service information in en, ru and zh-cn (design §4b "Content"). On a
 * database seeded before, the few short demo articles of the catalogue seeder give way to these.
 */
export async function seedContent(db: Db, now: number) {
  const old = await db.select({ id: articleCategories.id }).from(articleCategories).where(inArray(sql`${articleCategories.name}->>'en'`, EARLIER));
  if (old.length) {
    const ids = old.map((c) => c.id);
    await db.delete(articles).where(inArray(articles.categoryId, ids));
    await db.delete(articleCategories).where(inArray(articleCategories.id, ids));
  }
  const groups: DocGroup[] = [...HELP, INFO, NEWS];
  for (const [i, g] of groups.entries()) {
    const [cat] = await db.insert(articleCategories).values({ name: g.name, sort: i + 1 }).returning({ id: articleCategories.id });
    await db.insert(articles).values(g.docs.map((d, k) => ({
      categoryId: cat.id, kind: g.kind, title: d.title, content: d.html,
      // News a few days apart, newest first; help and information written a month ago, in reading order.
      createdAt: g.kind === 'news' ? now - k * 9 * DAY - 3600 : now - 30 * DAY + k * 60,
    })));
  }
}
