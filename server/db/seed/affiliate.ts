import { and, eq } from 'drizzle-orm';
import type { Db } from '../index';
import { affiliateCommissions, affiliateLevels, affiliateLog, affiliateTasks, affiliates, orderGroups, users } from '../schema';
import { DEMO_USER } from './core';

const DAY = 86_400;

/** Three affiliate levels by commission earned: 3 % from the start, 5 % from ¥1 000, 8 % from ¥10 000. */
const LEVELS = [
  { name: { en: 'Bronze', ru: 'Бронза', 'zh-cn': '青铜' }, minRevenueFen: 0, rateBp: 300, sort: 1 },
  { name: { en: 'Silver', ru: 'Серебро', 'zh-cn': '白银' }, minRevenueFen: 100_000, rateBp: 500, sort: 2 },
  { name: { en: 'Gold', ru: 'Золото', 'zh-cn': '黄金' }, minRevenueFen: 1_000_000, rateBp: 800, sort: 3 },
];

const TASKS = [
  {
    title: { en: 'Share your link on social media', ru: 'Поделитесь ссылкой в соцсетях', 'zh-cn': '在社交媒体分享您的链接' },
    body: {
      en: 'Post your affiliate link with a few words about the shop, then send a screenshot of the post.',
      ru: 'Опубликуйте партнёрскую ссылку с парой слов о магазине и пришлите снимок экрана публикации.',
      'zh-cn': '发布您的推广链接并附上几句介绍，然后提交帖子的截图。',
    },
    rewardFen: 500, sort: 1,
  },
  {
    title: { en: 'Write a haul review', ru: 'Напишите обзор покупок', 'zh-cn': '撰写购物分享' },
    body: {
      en: 'Write a review with photos of goods you bought through us and include your link. Send its address and a picture.',
      ru: 'Напишите обзор с фото купленных у нас товаров и добавьте свою ссылку. Пришлите адрес обзора и изображение.',
      'zh-cn': '撰写带照片的购物分享并附上您的链接，提交分享地址和图片。',
    },
    rewardFen: 2_000, sort: 2,
  },
];

/**
 * The affiliate programme (issue 14): levels, two promotion tasks, and the demo shopper as an approved affiliate
 * (link code DEMO2024) credited with commission on the first order of Anna Petrova (seed/invite.ts), who is
 * linked to the demo shopper's affiliate account, so the affiliate pages show revenue.
 */
export async function seedAffiliate(db: Db, now: number) {
  if (!(await db.select({ id: affiliateLevels.id }).from(affiliateLevels).limit(1)).length) await db.insert(affiliateLevels).values(LEVELS);
  if (!(await db.select({ id: affiliateTasks.id }).from(affiliateTasks).limit(1)).length) {
    await db.insert(affiliateTasks).values(TASKS.map((t) => ({ ...t, startsAt: now - DAY, endsAt: now + 365 * DAY })));
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!demo || (await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, demo.id))).length) return;
  const [bronze] = await db.select().from(affiliateLevels).where(eq(affiliateLevels.minRevenueFen, 0)).limit(1);
  const [aff] = await db.insert(affiliates).values({
    userId: demo.id, status: 1, code: 'DEMO2024', levelId: bronze?.id ?? 1, channel: 'Blog', contact: DEMO_USER.email, reason: 'Demo affiliate',
    createdAt: now - 30 * DAY, decidedAt: now - 29 * DAY,
  }).onConflictDoNothing().returning();
  if (!aff) return;
  const [anna] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'anna.petrova@example.com'));
  const [group] = anna ? await db.select().from(orderGroups).where(and(eq(orderGroups.userId, anna.id), eq(orderGroups.sn, 'OG250101000102'))) : [];
  if (!anna || !group) return;
  await db.update(users).set({ affiliateId: aff.id }).where(eq(users.id, anna.id));
  const rateBp = bronze?.rateBp ?? 300;
  const baseFen = 15_900;
  const amountFen = Math.floor((baseFen * rateBp) / 10_000);
  const at = group.paidAt ?? now - 12 * DAY;
  const [c] = await db.insert(affiliateCommissions).values({ affiliateId: aff.id, buyerId: anna.id, refType: 'order_group', refSn: group.sn, baseFen, rateBp, amountFen, createdAt: at }).returning();
  await db.insert(affiliateLog).values({ affiliateId: aff.id, type: 'commission', amountFen, balanceAfterFen: amountFen, ref: String(c.id), createdAt: at });
  await db.update(affiliates).set({ balanceFen: amountFen }).where(eq(affiliates.id, aff.id));
}
