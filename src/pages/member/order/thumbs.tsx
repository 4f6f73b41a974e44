import { t, tn } from '../../../state/lang';
import type { OrderGoodsLine } from '../../../api/types/order';
import './orders.css';

/**
 * Up to three 200 px goods thumbnails, or one with its title when the order has one line; `eager` for a
 * card on the first screen (its first picture may be the page's largest paint), lazy below.
 */
export function GoodsThumbs({ goods, count, eager = false }: { goods: Pick<OrderGoodsLine, 'title' | 'pic_url'>[]; count: number; eager?: boolean }) {
  const load = (i: number) => ({ loading: eager ? 'eager' : 'lazy', fetchpriority: eager && i === 0 ? 'high' : undefined } as const);
  if (goods.length === 1) {
    const g = goods[0];
    return (
      <div class="o-one">
        <img src={g.pic_url} width={64} height={64} alt="" decoding="async" {...load(0)} />
        <span class="o-title">{g.title}</span>
        <span class="muted">{t('orders.qty', { n: count })}</span>
      </div>
    );
  }
  return (
    <div class="o-thumbs">
      {goods.slice(0, 3).map((g, i) => <img key={i} src={g.pic_url} width={64} height={64} alt={g.title} decoding="async" {...load(i)} />)}
      <span class="muted">{tn('orders.items', count)}</span>
    </div>
  );
}
