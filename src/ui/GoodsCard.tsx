import type { ComponentChildren } from 'preact';
import type { GoodsCard as Card } from '../api/types/goods';
import { Yuan } from './Yuan';
import { t } from '../state/lang';
import { itemUrl } from '../router/links';
import { count } from '../lib/format';

/**
 * A goods card (spec §2): pic_url (falling back to goodsimg when it fails) with the platform it is bought
 * on as a small badge, title and price in yuan with ≈ the chosen currency (design §4c); sales only in sale mode and only when > 0. The image has its size set and loads
 * lazily unless `eager` (the first row on screen, for LCP). `title` shows the title another way (search results
 * mark the words found in it: ui/Marked.tsx, which the shell does not carry).
 */
export function GoodsCard({ goods, saleMode = false, eager = false, title }: { goods: Card; saleMode?: boolean; eager?: boolean; title?: ComponentChildren }) {
  const onError = (e: Event) => {
    const img = e.currentTarget as HTMLImageElement;
    if (goods.goodsimg && !img.src.endsWith(goods.goodsimg)) img.src = goods.goodsimg;
  };
  return (
    <a class="goods-card" href={`#${itemUrl(goods.api_type, goods.num_iid)}`}>
      <img src={goods.pic_url || goods.goodsimg} width={200} height={200} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" fetchpriority={eager ? 'high' : undefined} onError={onError} />
      <i class="goods-pf">{t(`goods.pf.${goods.api_type}`)}</i>
      <div class="goods-title">{title ?? goods.title}</div>
      <div class="goods-meta">
        <Yuan value={goods.price} class="price" />
        {saleMode && goods.sales > 0 && <span class="muted goods-sales">{t('goods.sales', { n: count(goods.sales) })}</span>}
      </div>
    </a>
  );
}
