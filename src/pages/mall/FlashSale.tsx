import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import { flashSale } from '../../api/items';
import type { FlashSale as Sale } from '../../api/types/catalogue';
import { GoodsCard } from '../../ui/GoodsCard';
import { SaleCountdown } from '../item/SaleCountdown';

/**
 * The mall's flash sale (index/shoppingTime): today's window with a countdown to its end (or, before it,
 * to its start) and its goods, at their sale prices while it runs. Nothing when there are no goods.
 */
export function FlashSale() {
  const l = lang.value;
  const [sale, setSale] = useState<Sale | null>(null);
  const [n, setN] = useState(0);
  useEffect(() => {
    void flashSale().then(setSale, () => {});
  }, [l, n]);
  if (!sale?.goods.length) return null;
  const running = Date.now() / 1000 >= sale.start_time;
  return (
    <section class="section" aria-labelledby="flash-title">
      <h2 id="flash-title" class="section-title">{t('catalog.flashSale')}</h2>
      <SaleCountdown key={`${sale.start_time}:${running}`} end={running ? sale.end_time : sale.start_time} k={running ? 'catalog.saleEnds' : 'catalog.saleStarts'} onEnd={() => setN((x) => x + 1)} />
      <div class="goods-grid">
        {sale.goods.map((g) => <GoodsCard key={g.id} goods={running ? { ...g, price: g.sale_price, orig_price: g.price } : g} />)}
      </div>
    </section>
  );
}
