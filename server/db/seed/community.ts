import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../index';
import { ads, commentReplies, comments, config, items, moneyLog, parcels, shippingLines, users, PARCEL_STATUS, type AddressSnapshot } from '../schema';
import { bannerUrl, itemImageUrl } from '../../domain/catalogue/images';
import type { TemplatePage } from '../../../src/api/types/community';
import { LANGS, type Lang } from '../../i18n';

const DAY = 86_400;

/** Three shoppers of the demo community, each with a parcel received; they never sign in. */
const POSTERS = [
  { username: 'maria_k', nickname: 'Maria Kuznetsova', email: 'maria.k@example.com', country: 'Russia', code: 'RU', city: 'Kazan' },
  { username: 'tom_baker', nickname: 'Tom Baker', email: 'tom.baker@example.com', country: 'United Kingdom', code: 'GB', city: 'Leeds' },
  { username: 'chen_jing', nickname: 'Chen Jing', email: 'chen.jing@example.com', country: 'Canada', code: 'CA', city: 'Vancouver' },
];

type Post = { by: number; daysAgo: number; photos: number; content: string; replies: { by: number; content: string }[] };

/** The demo's posts in each language (the feed shows a reader the posts of theirs). */
const POSTS: Record<Lang, Post[]> = {
  en: [
    {
      by: 0, daysAgo: 9, photos: 2,
      content: 'My first parcel arrived in 11 days by air! Everything was packed in one box, the coat and the boots look exactly like the photos. The warehouse photos helped me check the colour before shipping.',
      replies: [{ by: 1, content: 'Good to know the photos match. Which line did you choose?' }, { by: 0, content: 'Air post, it was cheaper than express and still fast.' }],
    },
    {
      by: 1, daysAgo: 5, photos: 1,
      content: 'Tip: add insurance for electronics. My headphones arrived safe, well wrapped in bubble foam. Customs took two days.',
      replies: [{ by: 2, content: 'Thanks for the tip, I will add insurance to my next parcel.' }],
    },
    {
      by: 2, daysAgo: 2, photos: 3,
      content: 'Combined goods from four shops into one parcel and saved a lot on shipping. Storage was free while I waited for the last order.',
      replies: [],
    },
  ],
  ru: [
    {
      by: 0, daysAgo: 8, photos: 2,
      content: 'Первая посылка пришла авиапочтой за 11 дней! Всё упаковали в одну коробку, пальто и ботинки точно как на фото. Фото со склада помогли проверить цвет до отправки.',
      replies: [{ by: 1, content: 'Хорошо, что фото совпадают. Какую линию выбрали?' }, { by: 0, content: 'Авиапочту: дешевле экспресса и всё равно быстро.' }],
    },
    {
      by: 1, daysAgo: 4, photos: 1,
      content: 'Совет: для электроники добавляйте страховку. Наушники доехали целыми, в пупырчатой плёнке. Таможня заняла два дня.',
      replies: [{ by: 2, content: 'Спасибо за совет, в следующий раз добавлю страховку.' }],
    },
    {
      by: 2, daysAgo: 1, photos: 3,
      content: 'Собрала товары из четырёх магазинов в одну посылку и хорошо сэкономила на доставке. Пока ждала последний заказ, хранение было бесплатным.',
      replies: [],
    },
  ],
  'zh-cn': [
    {
      by: 0, daysAgo: 7, photos: 2,
      content: '第一个包裹空运 11 天就到了！所有东西装在一个箱子里，大衣和靴子和照片一模一样。发货前看仓库照片确认了颜色，很安心。',
      replies: [{ by: 1, content: '照片和实物一致太好了。你选的是哪条线路？' }, { by: 0, content: '航空小包，比快递便宜，速度也不慢。' }],
    },
    {
      by: 1, daysAgo: 3, photos: 1,
      content: '小建议：电子产品记得加保险。我的耳机用气泡膜包得很好，完好无损。清关用了两天。',
      replies: [{ by: 2, content: '谢谢提醒，下次寄包裹我也加保险。' }],
    },
    {
      by: 2, daysAgo: 1, photos: 3,
      content: '把四家店的商品合成一个包裹，运费省了不少。等最后一个订单到货期间仓储免费。',
      replies: [],
    },
  ],
};

const t3 = (en: string, ru: string, zh: string) => ({ en, ru, 'zh-cn': zh });

/** The campaign page of the demo (config section `template`, read by /pages/custom/index?mark=spring-sale or ?id=1). */
export const SPRING_SALE: TemplatePage = {
  id: 1, mark: 'spring-sale',
  title: t3('Spring sale', 'Весенняя распродажа', '春季特卖'),
  blocks: [
    { type: 'banner', image: bannerUrl(7), alt: t3('Spring sale: clothes and shoes', 'Весенняя распродажа: одежда и обувь', '春季特卖：服装鞋履') },
    {
      type: 'html', html: t3(
        '<h3>Spring sale</h3><p>Dresses, coats and boots from our best shops, bought for you and sent in one parcel. <strong>Free storage for 90 days</strong> while you gather your goods.</p>',
        '<h3>Весенняя распродажа</h3><p>Платья, пальто и ботинки из лучших магазинов: мы купим их для вас и отправим одной посылкой. <strong>90 дней бесплатного хранения</strong>, пока вы собираете товары.</p>',
        '<h3>春季特卖</h3><p>精选店铺的连衣裙、大衣和靴子，我们为您代购并合并成一个包裹寄出。集齐商品期间<strong>免费仓储90天</strong>。</p>'),
    },
    { type: 'goods', title: t3("Women's clothing", 'Женская одежда', '女装'), cid: 1, limit: 6 },
    // The first home floor (floors are seeded before the community): its goods through index/getFloor.
    { type: 'goods', title: t3('Popular now', 'Сейчас популярно', '当下热门'), floor: 1, limit: 4 },
    {
      type: 'html', html: t3(
        '<ul><li>Prices as on the shop, with our service fee shown before you pay.</li><li>Check your goods on the warehouse photos before they ship.</li></ul><p><a href="#/pages/help/index">How buying for you works</a></p>',
        '<ul><li>Цены как в магазине, наша комиссия видна до оплаты.</li><li>Проверьте товары по фото со склада до отправки.</li></ul><p><a href="#/pages/help/index">Как мы покупаем для вас</a></p>',
        '<ul><li>价格与店铺一致，付款前即可看到服务费。</li><li>发货前可通过仓库照片检查商品。</li></ul><p><a href="#/pages/help/index">代购流程说明</a></p>'),
    },
  ],
};

/** What each seeded community parcel weighed and paid for its shipping (fen). */
const PARCEL_WEIGHT_G = 1_800;
const PARCEL_SHIPPING_FEN = 16_000;

/**
 * Community (issue 13): three shoppers' posts about their received parcels, with photos and replies, so the
 * community page is not empty; and the spring-sale campaign page with a home banner leading to it.
 */
export async function seedCommunity(db: Db, now: number) {
  await db.insert(config).values({ name: SPRING_SALE.mark, section: 'template', value: SPRING_SALE }).onConflictDoNothing();
  await db.insert(ads).values({
    mark: 'wap_home_banner', title: SPRING_SALE.title, image: bannerUrl(7), link: `/pages/custom/index?mark=${SPRING_SALE.mark}`, sort: 90,
  });

  const taken = await db.select({ id: users.id }).from(users).where(inArray(users.username, POSTERS.map((p) => p.username)));
  if (taken.length) return;
  const [line] = await db.select({ id: shippingLines.id }).from(shippingLines).orderBy(asc(shippingLines.id)).limit(1);
  const pics = await db.select({ id: items.id }).from(items).orderBy(asc(items.id)).limit(6);
  // One received parcel per poster and language: a post is about one parcel (comments_parcel_once).
  const people: { u: typeof users.$inferSelect; parcels: Partial<Record<Lang, number>> }[] = [];
  for (const [i, p] of POSTERS.entries()) {
    const [u] = await db.insert(users).values({ username: p.username, nickname: p.nickname, email: p.email, passwordHash: 'none', createdAt: now - 60 * DAY }).returning();
    const address: AddressSnapshot = { name: p.nickname, mcode: '+1', mobile: '5550100', country: p.country, countryCode: p.code, region: '', city: p.city, address: '1 Demo Street', zipcode: '00001' };
    const own: Partial<Record<Lang, number>> = {};
    for (const [k, lang] of LANGS.entries()) {
      const sn = `S2601010009${k}${i}`;
      const [parcel] = await db.insert(parcels).values({
        sn, userId: u.id, address, countryCode: p.code, lineId: line?.id ?? 1, status: PARCEL_STATUS.received, declaration: [],
        weightG: PARCEL_WEIGHT_G, shippingFen: PARCEL_SHIPPING_FEN, totalFen: PARCEL_SHIPPING_FEN,
        createdAt: now - 40 * DAY, paidAt: now - 35 * DAY, shippedAt: now - 30 * DAY, receivedAt: now - 20 * DAY,
      }).onConflictDoNothing().returning();
      if (!parcel) continue;
      own[lang] = parcel.id;
      // Its shipping was paid as any parcel's is: money in, then the parcel's payment (the ledger holds every paid bill).
      const paidAt = now - 35 * DAY;
      await db.insert(moneyLog).values({ userId: u.id, type: 'recharge', amountFen: PARCEL_SHIPPING_FEN, balanceAfterFen: PARCEL_SHIPPING_FEN, memo: 'Demo balance', createdAt: paidAt - 900 });
      await db.insert(moneyLog).values({ userId: u.id, type: 'payment', amountFen: -PARCEL_SHIPPING_FEN, balanceAfterFen: 0, refType: 'parcel', refSn: sn, memo: `pay ${sn}`, createdAt: paidAt });
    }
    people.push({ u, parcels: own });
  }
  for (const lang of LANGS) {
    for (const [n, post] of POSTS[lang].entries()) {
      const { u, parcels: own } = people[post.by];
      const parcelId = own[lang];
      if (!parcelId) continue;
      const images = pics.slice(n, n + post.photos).map((it) => itemImageUrl(it.id, 0));
      const at = now - post.daysAgo * DAY;
      const [c] = await db.insert(comments).values({ userId: u.id, parcelId, content: post.content, lang, images, replyCount: post.replies.length, createdAt: at }).returning();
      for (const [k, r] of post.replies.entries()) {
        await db.insert(commentReplies).values({ commentId: c.id, userId: people[r.by].u.id, content: r.content, createdAt: at + (k + 1) * 3600 });
      }
    }
  }
}
