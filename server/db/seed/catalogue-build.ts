import { API_TYPES, type ApiType, type I18nText, type SkuProp, type items, type itemSkus, type reviews } from '../schema';
import { rng } from './random';
import { CATEGORIES, COLOURS, COLOUR_NAME, COLOUR_PID, title, type Cat, type Sub } from './catalogue-words';
import { BRANDS, CITIES, DESC, INTROS, NICKNAMES, REVIEWS, SHOP_NAMES } from './catalogue-texts';
import { categoryImageUrl, itemImageUrl } from '../../domain/catalogue/images';
import { text } from './catalogue-words';

/** Items per sub-category: 13 categories × 3 sub-categories × 6 = 234 items. */
const PER_SUB = 6;
const SHOPS_PER_TYPE = 10;
const DAY = 86_400;

type Item = typeof items.$inferInsert & { id: number };
type Sku = Omit<typeof itemSkus.$inferInsert, 'itemId'> & { itemId: number };
type Review = typeof reviews.$inferInsert;

/** The whole demo catalogue as rows, computed from a seeded PRNG (no database, no randomness). */
export function buildCatalogue(now: number) {
  const r = rng(0x5eed_ca7a);
  const categories: { id: number; pid: number; name: I18nText; image: string; keyword: string; sort: number }[] = [];
  const subs: { id: number; cat: Cat; catIndex: number; sub: Sub }[] = [];
  CATEGORIES.forEach((cat, i) => categories.push({ id: i + 1, pid: 0, name: cat.name, image: categoryImageUrl(i + 1), keyword: cat.keyword, sort: i }));
  let nextId = CATEGORIES.length + 1;
  CATEGORIES.forEach((cat, i) => cat.subs.forEach((sub, j) => {
    const id = nextId++;
    categories.push({ id, pid: i + 1, name: sub.name, image: categoryImageUrl(id), keyword: sub.nouns[0].en, sort: j });
    subs.push({ id, cat, catIndex: i, sub });
  }));

  const shops = BRANDS.map(([b, z], i) => {
    const apiType = API_TYPES[i % API_TYPES.length];
    const name = text(SHOP_NAMES[apiType].replaceAll('{b}', b).replaceAll('{z}', z));
    return { id: i + 1, apiType, sellerId: String(2_200_000_000 + i * 7919 + r.int(0, 7000)), name, rating: r.int(3, 5), location: CITIES[i % CITIES.length].en, city: CITIES[i % CITIES.length] };
  });
  const shopsOf = (t: ApiType) => shops.filter((s) => s.apiType === t);

  const itemRows: Item[] = [];
  const skuRows: Sku[] = [];
  const reviewRows: Review[] = [];
  const usedIids = new Set<string>();
  const usedTitles = new Set<string>();
  let id = 0;
  for (const { id: categoryId, cat, catIndex, sub } of subs) {
    for (let k = 0; k < PER_SUB; k++) {
      id++;
      const apiType = API_TYPES[id % API_TYPES.length];
      const shop = shopsOf(apiType)[(catIndex + k * 3) % SHOPS_PER_TYPE];
      const numIid = uniqueIid(apiType, r, usedIids);
      const noun = sub.nouns[k % sub.nouns.length];
      const style = sub.a2[(Math.floor(k / sub.nouns.length) + catIndex) % sub.a2.length];
      let m = r.int(0, sub.a1.length - 1);
      let t = title(style, sub.a1[m], noun);
      for (let tries = 1; usedTitles.has(t.en) && tries < sub.a1.length; tries++) t = title(style, sub.a1[(m = (m + 1) % sub.a1.length)], noun);
      usedTitles.add(t.en);
      const wholesale = apiType === '1688' ? 0.65 : 1;
      const base = Math.exp(r.next() * (Math.log(cat.price[1]) - Math.log(cat.price[0])) + Math.log(cat.price[0])) * wholesale;
      const imageCount = r.int(2, 4);
      const colourIdx = pickDistinct(r, COLOURS.length, r.int(2, 4));
      // Picture n shows the n-th colour, so every colour option has a picture (and thumbnail) of its own.
      const images = Array.from({ length: Math.max(imageCount, colourIdx.length) }, (_, n) => itemImageUrl(id, n));
      const vCount = Math.min(sub.variant.values.length, r.int(2, 4));
      const vStart = r.int(0, sub.variant.values.length - vCount);
      const vIdx = Array.from({ length: vCount }, (_, i) => vStart + i);
      const props: SkuProp[] = [
        { pid: COLOUR_PID, name: COLOUR_NAME, values: colourIdx.map((c, i) => ({ vid: String(c + 1), name: COLOURS[c], image: itemImageUrl(id, i).replace('.webp', '_200.webp') })) },
        { pid: sub.variant.pid, name: sub.variant.name, values: vIdx.map((v) => ({ vid: String(v + 1), name: sub.variant.values[v] })) },
      ];
      let stock = 0;
      let minPrice = Infinity;
      let n = 0;
      for (const c of colourIdx) {
        for (const v of vIdx) {
          const price = nicePrice(base * sub.variant.mult[v]);
          const skuStock = r.next() < 0.12 ? 0 : r.int(3, 300);
          stock += skuStock;
          minPrice = Math.min(minPrice, price);
          skuRows.push({ itemId: id, skuId: String(5_000_000_000_000 + id * 100 + n++), properties: `${COLOUR_PID}:${c + 1};${sub.variant.pid}:${v + 1}`, priceFen: price, stock: skuStock });
        }
      }
      const weightG = Math.round((cat.weight[0] + r.next() * (cat.weight[1] - cat.weight[0])) / 10) * 10;
      const sales = r.next() < 0.06 ? 0 : Math.floor(Math.exp(r.next() * Math.log(20_000))) * (apiType === '1688' ? 3 : 1);
      const intro = INTROS[r.int(0, INTROS.length - 1)];
      itemRows.push({
        id, apiType, numIid, title: t, categoryId, shopId: shop.id, priceFen: minPrice,
        origPriceFen: nicePrice((minPrice / 100) * (1.15 + r.next() * 0.45)), postFeeFen: r.next() < 0.5 ? 0 : r.int(6, 15) * 100,
        sales, stock, weightG, images, props, phash: '', goodsType: sub.goodsType, createdAt: now - r.int(0, 90) * DAY - r.int(0, DAY - 1),
        descHtml: describe(t, intro, sub.name, weightG, shop.city, numIid, images[1] ?? images[0]),
      });

      const reviewCount = r.int(3, 8);
      for (let i = 0; i < reviewCount; i++) {
        const roll = r.next();
        const rating = roll < 0.6 ? 5 : roll < 0.9 ? 4 : 3;
        const c = colourIdx[r.int(0, colourIdx.length - 1)];
        const v = vIdx[r.int(0, vIdx.length - 1)];
        reviewRows.push({
          itemId: id, nickname: r.pick(NICKNAMES), content: r.pick(REVIEWS[rating as 3 | 4 | 5]), rating,
          skuText: `${COLOURS[c].en} / ${sub.variant.values[v].en}`, createdAt: now - r.int(1, 180) * DAY - r.int(0, DAY - 1),
        });
      }
    }
  }
  const shareCodes = itemRows.map((it) => ({ code: `₤${randomCode(r, 11)}₤`, itemId: it.id }));
  return { categories, shops: shops.map(({ city: _city, ...s }) => s), items: itemRows, skus: skuRows, reviews: reviewRows, shareCodes };
}

/** Platform-shaped source ids: Taobao and 1688 12 digits, JD 12 digits from 10…, Weidian 10 digits. */
function uniqueIid(t: ApiType, r: ReturnType<typeof rng>, used: Set<string>): string {
  for (;;) {
    const v = t === 'taobao' ? 700_000_000_000 + r.int(0, 99_999_999_999)
      : t === '1688' ? 500_000_000_000 + r.int(0, 99_999_999_999)
        : t === 'jd' ? 100_000_000_000 + r.int(0, 9_999_999_999)
          : 4_000_000_000 + r.int(0, 999_999_999);
    const s = String(v);
    if (!used.has(s)) {
      used.add(s);
      return s;
    }
  }
}

/** Shop-like prices: under ¥100 end in .90, above end in 9 yuan. Answers fen. */
function nicePrice(yuan: number): number {
  if (yuan < 100) return Math.max(990, (Math.floor(yuan) * 100) + 90);
  return (Math.round(yuan / 10) * 10 - 1) * 100;
}

function pickDistinct(r: ReturnType<typeof rng>, n: number, count: number): number[] {
  const out: number[] = [];
  while (out.length < count) {
    const v = r.int(0, n - 1);
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
function randomCode(r: ReturnType<typeof rng>, len: number): string {
  return Array.from({ length: len }, () => r.pick(CODE_CHARS.split(''))).join('');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Description HTML per language: two paragraphs, a spec list and a picture. */
function describe(t: I18nText, intro: I18nText, cat: I18nText, weightG: number, city: I18nText, numIid: string, image: string): I18nText {
  const one = (l: keyof I18nText) => {
    const [dot, colon] = l === 'zh-cn' ? ['。', '：'] : ['. ', ': '];
    return [
      `<p><strong>${esc(t[l])}</strong>${dot}${esc(intro[l])}</p>`,
      `<p>${esc(DESC.options[l])}</p>`,
      '<ul>',
      `<li>${DESC.category[l]}${colon}${esc(cat[l])}</li>`,
      `<li>${DESC.weight[l]}${colon}${weightG} ${DESC.grams[l]}</li>`,
      `<li>${DESC.from[l]}${colon}${esc(city[l])}</li>`,
      `<li>${DESC.itemNo[l]}${colon}${numIid}</li>`,
      '</ul>',
      `<p><img src="${image}" width="800" height="800" alt="${esc(t[l])}"></p>`,
    ].join('');
  };
  return { en: one('en'), ru: one('ru'), 'zh-cn': one('zh-cn') };
}
