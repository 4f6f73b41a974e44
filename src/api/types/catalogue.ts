import type { Page, Yuan } from './common';
import type { ApiType, GoodsCard } from './goods';

export type { Ad, Category, Floor, HotSearch } from './home';

/** /api/index/shoppingTime: today's flash-sale window (unix seconds) and its goods. */
export type FlashSaleCard = GoodsCard & { sale_price: Yuan; discount: number };
export type FlashSale = { start_time: number; end_time: number; goods: FlashSaleCard[] };

/** /api/index/geMatterOfOpinion: a recent review shown on home, with the item it is about. */
export type Opinion = { id: number; nickname: string; content: string; rating: number; created_at: number; goods: GoodsCard };

/** An SKU property (colour, size, capacity …) and its values; `image` is a 200 px picture of that value. */
export type ItemProp = { pid: string; name: string; values: { vid: string; name: string; image?: string }[] };
/**
 * `properties` = "pid:vid;pid:vid" in prop order; `properties_name` = "Colour: Red; Size: M";
 * `sale_price` only while the item is in the running flash sale (what the cart charges then).
 */
export type ItemSku = { sku_id: string; properties: string; properties_name: string; price: Yuan; stock: number; sale_price?: Yuan };
export type Seller = { id: number; seller_id: string; name: string; rating: number; location: string };

/** /api/obapi/getItem */
export type ItemDetail = {
  id: number;
  api_type: ApiType;
  num_iid: string;
  title: string;
  price: Yuan;
  orig_price: Yuan;
  /** Domestic shipping (seller → warehouse). */
  post_fee: Yuan;
  /** 800 px main picture; `images` are all 800 px pictures, `thumbs` their 200 px versions. */
  pic_url: string;
  images: string[];
  thumbs: string[];
  props: ItemProp[];
  skus: ItemSku[];
  stock: number;
  sales: number;
  /** Grams. */
  weight: number;
  goods_type: string;
  category_id: number;
  review_count: number;
  seller: Seller;
  /** Trusted demo HTML; the storefront sanitises it anyway. */
  desc_html: string;
  /** The item's page on its own platform. */
  source_url: string;
  /** Whether the logged-in shopper has it among favourites (false for visitors). */
  is_favorite: boolean;
  /** Only while the item is in the running flash sale: its sale price (each SKU's is on the SKU), what the cart charges. */
  sale_price?: Yuan;
  /** Only while on sale: when the sale ends (unix seconds). */
  sale_end?: number;
  /** Only when the product-data source could not be asked and a kept copy is shown: that its price and stock may have changed. */
  stale_note?: string;
};

/** /api/obapi/getItemlist sort orders. */
export type ItemSort = 'default' | 'price_asc' | 'price_desc' | 'sales';
export type ItemList = Page<GoodsCard>;

/** /api/obapi/estimate: one shipping line able to carry the item to the country. */
export type ItemEstimateLine = { line_id: number; name: string; carrier: string; fee: Yuan; chargeable_weight: number; transit_days: string };

/** /api/obapi/check_keyword */
export type KeywordCheck = { type: 'item'; tp: ApiType; tid: string } | { type: 'keyword'; keyword: string };
/** /api/obapi/itemPassword */
export type SharedItemRef = { tp: ApiType; tid: string };

/** /api/obapi/uploadImg: "0000" = stored; `items.item.name` is the image id for getItemlist?imgid=. */
export type ImageSearchAnswer =
  | { error_code: '0000'; msg: string; items: { item: { name: string } } }
  | { error_code: '4001' | '4002'; msg: string };

/** /api/obapi/getReview */
export type Review = { id: number; nickname: string; content: string; rating: number; sku_text: string; created_at: number };

/** /api/obapi/getItemSearchShop */
export type Shop = Seller & { api_type: ApiType; item_count: number };
export type ShopGoods = { shop: Shop; list: Page<GoodsCard> };
