import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { AuthError, BizError } from '../http/errors';
import { reply } from '../http/envelope';
import { API_TYPES, findItem, findItemById, itemDetail, type ApiType } from '../domain/catalogue/items';
import { itemOfShareCodes, itemsByNumber, shopGoods } from '../domain/catalogue/item-lookups';
import { similarItems, SORTS } from '../domain/catalogue/item-search';
import { sourceFor } from '../domain/catalogue/sources';
import { decodeImgcode, searchedPicture, storeImageSearch } from '../domain/catalogue/image-search';
import { estimateItem } from '../domain/catalogue/item-estimate';
import { MAX_QUANTITY } from '../domain/cart/cart';
import { parseItemLink, shareCodesIn } from '../domain/catalogue/links';
import { resolveShortLink } from '../domain/catalogue/short-links';
import { addHistory } from '../domain/catalogue/item-lists';
import type { ImageSearchAnswer, KeywordCheck, SharedItemRef, ShopGoods } from '../../src/api/types/catalogue';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
const apiType = () => z.enum(API_TYPES as [ApiType, ...ApiType[]]);
const paging = { page: f.page(), pagesize: f.pagesize() };
const itemKey = { tp: apiType(), tid: f.nonEmpty(32) };

const listInput = z.object({
  keyword: opt(f.text(100)),
  cid: z.preprocess((v) => (v === '0' || v === 0 ? undefined : blank(v)), f.id().optional()),
  tp: opt(apiType()),
  sort: z.preprocess(blank, z.enum(SORTS).default('default')),
  start_price: opt(f.yuan()),
  end_price: opt(f.yuan()),
  imgid: opt(z.string().trim().regex(/^[0-9a-f]{16}$/)),
  ...paging,
});

/** /api/obapi/*: item search, item pages, share links and codes, image search, reviews, shops. */
const obapi = defineGroup('/api/obapi', (on) => {
  on('getItemlist', { auth: 'optional', input: listInput }, async ({ db, config, input, user, lang }) => {
    const filter = { keyword: input.keyword || undefined, cid: input.cid, tp: input.tp, minFen: input.start_price, maxFen: input.end_price };
    if (!input.imgid) return sourceFor(config).search(db, filter, input.sort, input.page, input.pagesize, lang);
    if (!user) throw new AuthError();
    return sourceFor(config).imageSearch(db, filter, await searchedPicture(db, user.id, input.imgid), input.page, input.pagesize, lang);
  });

  on('getItem', { auth: 'optional', input: z.object(itemKey) }, async ({ db, config, input, user, lang, now, t }) => {
    const { row: item, stale } = await sourceFor(config).item(db, input.tp, input.tid, lang, now());
    if (user) await addHistory(db, user.id, { item_id: item.id }, now());
    const detail = await itemDetail(db, item, lang, user?.id ?? null, now());
    return stale ? { ...detail, stale_note: t('item.staleNote') } : detail;
  });

  on('estimate', {
    input: z.object({ ...itemKey, country: z.string().trim().regex(/^[A-Za-z]{2}$/).transform((s) => s.toUpperCase()), quantity: z.preprocess(blank, f.count(MAX_QUANTITY).default(1)) }),
  }, async ({ db, input, lang }) => estimateItem(db, await findItem(db, input.tp, input.tid), input.country, input.quantity, lang));

  // A platform's link, or its short link (m.tb.cn …) followed to the item it leads to.
  on('check_keyword', { input: z.object({ keyword: f.nonEmpty(2000) }) }, async ({ config, input }): Promise<KeywordCheck> => {
    const link = parseItemLink(input.keyword) ?? await resolveShortLink(input.keyword, config.shortLinks);
    return link ? { type: 'item', ...link } : { type: 'keyword', keyword: input.keyword };
  });

  on('itemPassword', { input: z.object({ password: f.nonEmpty(2000) }) }, async ({ db, config, input }): Promise<SharedItemRef> => {
    const shared = await itemOfShareCodes(db, shareCodesIn(input.password));
    if (shared) return shared;
    const link = parseItemLink(input.password) ?? await resolveShortLink(input.password, config.shortLinks);
    if (link) return link;
    throw new BizError('item.shareCodeInvalid');
  });

  // A picture as base64 in a form: room for the 2 MB the search takes, so a bigger one gets its 4002 answer.
  on('uploadImg', { auth: 'required', input: z.object({ imgcode: z.string().min(1) }), maxBody: 4 * 1024 * 1024 }, async ({ db, config, input, user, now, t, c }) => {
    const decoded = decodeImgcode(input.imgcode);
    const id = decoded.ok ? await storeImageSearch(db, sourceFor(config), user.id, decoded.bytes, now()) : null;
    if (id) return { error_code: '0000', msg: '', items: { item: { name: id } } } satisfies ImageSearchAnswer;
    const failure: ImageSearchAnswer = decoded.ok ? { error_code: '4001', msg: t('item.imageInvalid') } : { error_code: decoded.code, msg: t(decoded.key) };
    return reply(c, 1, failure.msg, failure);
  });

  on('getReview', { input: z.object({ id: opt(f.id()), tp: opt(apiType()), tid: opt(f.nonEmpty(32)), ...paging }) }, async ({ db, config, input, lang, now }) => {
    if (!input.id && !(input.tp && input.tid)) throw new BizError('error.required', { field: input.tp ? 'tid' : 'tp' });
    const source = sourceFor(config);
    const item = input.id ? await findItemById(db, input.id) : (await source.item(db, input.tp!, input.tid!, lang, now())).row;
    return source.reviews(db, item, input.page, input.pagesize, lang);
  });

  on('getItemSearchShop', { input: z.object({ seller_id: f.nonEmpty(64), tp: opt(apiType()), ...paging }) }, ({ db, input, lang }): Promise<ShopGoods> =>
    shopGoods(db, input.seller_id, input.tp, input.page, input.pagesize, lang));

  on('goodsSnSearchGood', { input: z.object({ goods_sn: f.nonEmpty(64) }) }, ({ db, input, lang }) => itemsByNumber(db, input.goods_sn, lang));

  on('goodsFindSimilar', { input: z.object(itemKey) }, async ({ db, input, lang }) => similarItems(db, await findItem(db, input.tp, input.tid), lang));
});

export default obapi;
