import type { ApiType, I18nText, SkuProp } from '../../../db/schema';
import type { Lang } from '../../../i18n';
import { ProviderNotFound } from './onebound-client';

/** A provider's item as the shop stores it: fen, the shop's props and SKUs, the seller, and the pictures to fetch. */
export type MappedItem = {
  numIid: string;
  title: string;
  priceFen: number;
  origPriceFen: number;
  postFeeFen: number;
  stock: number;
  sales: number;
  weightG: number;
  /** The provider's picture addresses, main first (fetched and kept by onebound-pictures.ts). */
  pictures: string[];
  /** Props with each value's provider picture address (replaced by the kept copy before storing). */
  props: { pid: string; name: string; values: { vid: string; name: string; image?: string }[] }[];
  skus: { skuId: string; properties: string; priceFen: number; stock: number }[];
  seller: { sellerId: string; name: string; rating: number; location: string };
  descHtml: string;
};

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const int = (v: unknown, fallback = 0) => {
  const n = Number(str(v));
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};
/** "89.00" (¥) → 8900 fen; 0, negative, missing or not a number → null (never a made-up price). */
export function fenOf(v: unknown): number | null {
  const s = str(v);
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const fen = Math.round(Number(s) * 100);
  return fen > 0 ? fen : null;
}

/** The provider's language names for the shop's. */
export const PROVIDER_LANG: Record<Lang, string> = { en: 'en', ru: 'ru', 'zh-cn': 'cn' };

/** props_list {"pid:vid": "name:value"} (with props_img {"pid:vid": url}) as the shop's props, in the order given. */
function propsOf(list: Obj, images: Obj): MappedItem['props'] {
  const props: MappedItem['props'] = [];
  for (const [key, text] of Object.entries(list)) {
    const [pid, vid] = key.split(':');
    const s = str(text);
    const cut = s.indexOf(':');
    if (!pid || !vid || cut < 0) continue;
    let prop = props.find((p) => p.pid === pid);
    if (!prop) props.push((prop = { pid, name: s.slice(0, cut), values: [] }));
    if (prop.values.some((v) => v.vid === vid)) continue;
    const image = str(images[key]);
    prop.values.push(image ? { vid, name: s.slice(cut + 1), image } : { vid, name: s.slice(cut + 1) });
  }
  return props;
}

/**
 * The provider's `item` (item_get) as the shop's item; a refused one (no id or title, a price of 0 or none, SKUs
 * listed but none with a price) is ProviderNotFound: the shopper adds it by hand rather than buying at a made-up price.
 */
export function mapItem(answer: Obj, numIid: string): MappedItem {
  const item = obj(answer.item);
  const title = str(item.title);
  const priceFen = fenOf(item.price);
  if (str(item.num_iid) !== numIid || !title || priceFen === null) throw new ProviderNotFound('item refused');
  const listed = Array.isArray(obj(item.skus).sku) ? (obj(item.skus).sku as unknown[]).map(obj) : [];
  const skus = listed.flatMap((s) => {
    const fen = fenOf(s.price);
    const skuId = str(s.sku_id);
    const properties = str(s.properties);
    return fen !== null && skuId && properties ? [{ skuId, properties, priceFen: fen, stock: int(s.quantity) }] : [];
  });
  if (listed.length && !skus.length) throw new ProviderNotFound('no SKU has a price');
  const seller = obj(item.seller_info);
  const sellerId = str(seller.user_num_id) || str(item.seller_id) || str(seller.nick) || str(item.nick);
  const pictures = [str(item.pic_url), ...(Array.isArray(item.item_imgs) ? item.item_imgs.map((i) => str(obj(i).url)) : [])].filter(Boolean);
  const score = Number(str(seller.item_score) || str(seller.score_p));
  const weightKg = Number(str(item.item_weight));
  return {
    numIid,
    title,
    priceFen: skus.length ? Math.min(...skus.map((s) => s.priceFen)) : priceFen,
    origPriceFen: Math.max(fenOf(item.orginal_price) ?? priceFen, priceFen),
    postFeeFen: fenOf(item.post_fee) ?? 0,
    stock: skus.length ? skus.reduce((n, s) => n + s.stock, 0) : int(item.num),
    sales: int(item.total_sold ?? item.sales),
    weightG: weightKg > 0 ? Math.round(weightKg * 1000) : 500,
    pictures: [...new Set(pictures)],
    props: propsOf(obj(item.props_list), obj(item.props_img)),
    skus,
    seller: {
      sellerId: sellerId || `${numIid}-seller`,
      name: str(seller.shop_name) || str(seller.title) || str(item.nick) || sellerId,
      rating: Number.isFinite(score) && score > 0 ? Math.min(5, Math.max(1, Math.round(score))) : 5,
      location: str(item.location),
    },
    descHtml: str(item.desc),
  };
}

/** A text fetched in `lang`, kept beside the other languages' (the first fetch fills them all with it). */
export function inLang(previous: I18nText | undefined, lang: Lang, text: string): I18nText {
  return { ...(previous ?? { en: text, ru: text, 'zh-cn': text }), [lang]: text };
}

/** The mapped props in `lang`, beside the other languages' names of the same pid/vid where kept before. */
export function propsInLang(previous: SkuProp[] | undefined, lang: Lang, props: MappedItem['props']): SkuProp[] {
  return props.map((p) => {
    const old = previous?.find((o) => o.pid === p.pid);
    return {
      pid: p.pid,
      name: inLang(old?.name, lang, p.name),
      values: p.values.map((v) => {
        const value = { vid: v.vid, name: inLang(old?.values.find((o) => o.vid === v.vid)?.name, lang, v.name) };
        return v.image ? { ...value, image: v.image } : value;
      }),
    };
  });
}

export type { ApiType };
