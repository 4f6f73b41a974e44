import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { hotRecommend } from '../../api/home';
import type { GoodsCard as Card } from '../../api/types/goods';
import { Empty } from '../../ui/Empty';
import { GoodsCard } from '../../ui/GoodsCard';

/** How many best sellers an empty cart suggests. */
const HOT_COUNT = 10;

/** An empty cart: says so, leads back to shopping and suggests the best sellers. */
export function CartEmpty() {
  const [hot, setHot] = useState<Card[]>([]);
  useEffect(() => {
    void hotRecommend(1, HOT_COUNT).then((p) => setHot(p.data), () => {});
  }, []);
  return (
    <>
      <Empty text={t('cart.empty')}>
        <a class="btn btn-primary" href="#/">{t('cart.goShopping')}</a>
      </Empty>
      {hot.length > 0 && (
        <section class="section" aria-labelledby="cart-hot">
          <h2 id="cart-hot" class="section-title">{t('cart.hot')}</h2>
          <div class="goods-grid">
            {hot.map((g) => <GoodsCard key={`${g.api_type}-${g.num_iid}`} goods={g} />)}
          </div>
        </section>
      )}
    </>
  );
}
