import type { Deps } from '../http/env';
import { BizError } from '../http/errors';
import { t, type Lang } from '../i18n';
import { waplang } from '../i18n/waplang';
import { findItem, itemDetail, type ApiType } from '../domain/catalogue/items';
import { searchItems, type ItemFilter } from '../domain/catalogue/item-search';
import { shopGoods } from '../domain/catalogue/item-lookups';
import { categoryTree } from '../domain/catalogue/home-feed';
import type { ItemSort } from '../../src/api/types/catalogue';
import type { Category } from '../../src/api/types/home';
import { APP_BASE, type ShareCard } from './share-page';
import { itemRoute } from '../../src/sw/share-link';

/** Who asks and how the link reads: its language (`named` when the link says it), this site's origin, the link itself (og:url). */
export type LinkContext = { lang: Lang; named: boolean; origin: string; url: string };

/** The shop's name as the storefront shows it (`app.name`, the server's wording of it). */
export const siteName = (lang: Lang) => waplang[lang]['app.name'] || waplang.en['app.name'] || 'BuyForMe';

/**
 * The picture urls the reference server answers from a link alone (issue 24 §1): an item's first picture, a
 * search's first result; an unknown one a small neutral picture, never an error.
 */
export const itemPicture = (tp: string, tid: string) => `${APP_BASE}pic/item/${encodeURIComponent(tp)}/${encodeURIComponent(tid)}`;
export const searchPicture = (query: string) => `${APP_BASE}pic/search${query ? `?${query}` : ''}`;
/** The shop's icon (scripts/vite/service-worker.ts writes it into the build): an invitation's picture. */
export const SHOP_ICON = `${APP_BASE}icon-512.png`;

/** The card of an item share link, or null when the catalogue does not have the item. */
export async function itemCard({ db, now }: Deps, ctx: LinkContext, tp: ApiType, tid: string): Promise<ShareCard | null> {
  const row = await findItem(db, tp, tid).catch((e: unknown) => {
    if (e instanceof BizError) return null;
    throw e;
  });
  if (!row) return null;
  const item = await itemDetail(db, row, ctx.lang, null, now());
  // What the page shows first: the sale price while the item is in the running flash sale.
  const price = item.sale_price ?? item.price;
  const site = siteName(ctx.lang);
  const picture = itemPicture(tp, tid);
  return {
    lang: ctx.lang, keepLang: ctx.named, site, title: item.title, description: t(ctx.lang, 'share.item', { price: `¥${price}`, site }), url: ctx.url,
    image: ctx.origin + picture, large: true, route: itemRoute(tp, tid), preload: picture,
    item: { title: item.title, price },
  };
}

/** A search as its link carries it (the search page's query, validated): keyword, category, shop, platform, sort, price range. */
export type SearchLink = {
  keyword?: string; cid?: number; seller_id?: string; tp?: ApiType; sort?: ItemSort; start_price?: string; end_price?: string;
};

/** The query of a search link in a fixed order: the same for the app's route and the picture's url. */
export function searchQuery(s: SearchLink): string {
  const q = new URLSearchParams();
  for (const k of ['keyword', 'cid', 'seller_id', 'tp', 'sort', 'start_price', 'end_price'] as const) {
    const v = s[k];
    if (v !== undefined && v !== '') q.set(k, String(v));
  }
  return q.toString();
}

const fen = (yuan: string | undefined) => (yuan === undefined ? undefined : Math.round(Number(yuan) * 100));

function findCategory(list: Category[], id: number): Category | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const hit = findCategory(c.children, id);
    if (hit) return hit;
  }
}

/** The card of a search share link: what was searched (a keyword, a category, a shop) and how many goods, from what price. */
export async function searchCard({ db }: Deps, ctx: LinkContext, s: SearchLink): Promise<ShareCard> {
  const site = siteName(ctx.lang);
  const query = searchQuery(s);
  let title = site;
  let filter: ItemFilter = { keyword: s.keyword || undefined, cid: s.cid, tp: s.tp, minFen: fen(s.start_price), maxFen: fen(s.end_price) };
  if (s.seller_id) {
    const shop = await shopGoods(db, s.seller_id, s.tp, 1, 1, ctx.lang).catch((e: unknown) => {
      if (e instanceof BizError) return null;
      throw e;
    });
    title = shop?.shop.name || site;
    filter = { shopId: shop?.shop.id ?? -1 };
  } else if (s.keyword) {
    title = t(ctx.lang, 'share.search', { query: s.keyword, site });
  } else if (s.cid) {
    title = findCategory(await categoryTree(db, ctx.lang), s.cid)?.name || site;
  }
  // The cheapest of what was found: "Goods found: 128, from ¥9.90".
  const cheapest = await searchItems(db, filter, 'price_asc', 1, 1, ctx.lang);
  const first = cheapest.data[0];
  const description = first ? t(ctx.lang, 'share.found', { n: cheapest.total, price: `¥${first.price}` }) : t(ctx.lang, 'share.none', { site });
  const route = `/pages/shop/index${query ? `?${query}` : ''}`;
  // The first result's picture where the server answers one (a keyword or category search that finds goods), else the shop's icon.
  if (!first || s.seller_id || !(s.keyword || s.cid)) return { lang: ctx.lang, keepLang: ctx.named, site, title, description, url: ctx.url, image: ctx.origin + SHOP_ICON, large: false, route };
  const picture = searchPicture(query);
  return { lang: ctx.lang, keepLang: ctx.named, site, title, description, url: ctx.url, image: ctx.origin + picture, large: true, route, preload: picture };
}

/** An invitation's link on this site (what its QR picture encodes): /wap/invite/<id>, /wap/aff/<code>. */
export type InviteBy = { inviter: string } | { aff: string };
export const invitePath = (by: InviteBy) => ('inviter' in by ? `${APP_BASE}invite/${by.inviter}` : `${APP_BASE}aff/${by.aff}`);
/** The QR picture of an invitation's link (share-links.ts answers it). */
export const inviteQrPicture = (by: InviteBy) => `${APP_BASE}pic/${'inviter' in by ? `invite/${by.inviter}` : `aff/${by.aff}`}`;

/**
 * The card of an invitation (`inviter`: a shopper's id) or an affiliate's link (`aff`: the affiliate's code): the
 * shop's name, the inviter's words and the QR code of the link as its picture, going on at registration.
 * Whether the inviter exists is not told (the page is the same for any id; registration checks it).
 */
export function inviteCard(ctx: LinkContext, by: InviteBy): ShareCard {
  const site = siteName(ctx.lang);
  return {
    lang: ctx.lang, keepLang: ctx.named, site, title: t(ctx.lang, 'share.inviteTitle', { site }), description: t(ctx.lang, 'share.invite', { site }), url: ctx.url,
    image: ctx.origin + inviteQrPicture(by), large: false, route: `/pages/user/register?${new URLSearchParams(by)}`,
  };
}
