import type { Yuan } from './common';
import type { TextRange } from './search';

export type ApiType = 'taobao' | '1688' | 'jd' | 'weidian';

/** The goods card of spec §3 (pic_url, goodsimg, title, price, sales) plus what opens the item. */
export type GoodsCard = {
  id: number;
  api_type: ApiType;
  num_iid: string;
  title: string;
  /** 200 px thumbnail. */
  pic_url: string;
  /** Full-size image: the fallback when the thumbnail fails. */
  goodsimg: string;
  price: Yuan;
  orig_price: Yuan;
  sales: number;
  /** A keyword search's cards only: where the search's words stand in `title`. */
  title_marks?: TextRange[];
};
