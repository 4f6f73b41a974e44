import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError } from '../http/errors';
import { adsByMark, bestSellers, categoryTree, flashSale, floorGoods, floorsOf, hotKeywords, recentOpinions } from '../domain/catalogue/home-feed';
import { searchItems } from '../domain/catalogue/item-search';

const blank = (v: unknown) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v);
const paging = { page: f.page(), pagesize: f.pagesize() };

/** /api/index/*: what the home page shows. */
const index = defineGroup('/api/index', (on) => {
  on('category', {}, ({ db, lang }) => categoryTree(db, lang));

  on('hotsearch', {}, ({ db, lang }) => hotKeywords(db, lang));

  on('floor', {}, ({ db, lang }) => floorsOf(db, 'home', lang));

  on('getFloor', { input: z.object({ id: f.id(), ...paging }) }, ({ db, input, lang }) => floorGoods(db, input.id, null, input.page, input.pagesize, lang));

  on('shoppingTime', {}, ({ db, now, lang }) => flashSale(db, now(), lang));

  on('geMatterOfOpinion', { input: z.object({ limit: f.count(30).catch(10).default(10) }) }, ({ db, input, lang }) =>
    recentOpinions(db, lang, input.limit));
});

/** /api/adszone/getAdsByMark: the ads of a zone (an unknown zone has none). */
const adszone = defineGroup('/api/adszone', (on) => {
  on('getAdsByMark', { input: z.object({ mark: f.nonEmpty(64) }) }, ({ db, input, lang }) => adsByMark(db, input.mark, lang));
});

/** /api/mall/*: mall floors, and the goods of one floor or one category. */
const mall = defineGroup('/api/mall', (on) => {
  on('floor', {}, ({ db, lang }) => floorsOf(db, 'mall', lang));

  on('lists', { input: z.object({ id: z.preprocess(blank, f.id().optional()), cid: z.preprocess(blank, f.id().optional()), ...paging }) }, ({ db, input, lang }) => {
    if (input.id) return floorGoods(db, input.id, 'mall', input.page, input.pagesize, lang);
    if (input.cid) return searchItems(db, { cid: input.cid }, 'sales', input.page, input.pagesize, lang);
    throw new BizError('error.required', { field: 'id' });
  });
});

/** /api/hotrecommend/*: best sellers and hot keywords. */
const hotrecommend = defineGroup('/api/hotrecommend', (on) => {
  on('goods_list', { input: z.object(paging) }, ({ db, input, lang }) => bestSellers(db, input.page, input.pagesize, lang));

  on('keywords', {}, ({ db, lang }) => hotKeywords(db, lang));
});

export default function home(app: Hono<AppEnv>) {
  for (const g of [index, adszone, mall, hotrecommend]) g(app);
}
