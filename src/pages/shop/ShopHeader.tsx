import type { Shop } from '../../api/types/catalogue';
import { t } from '../../state/lang';

/** The shop's header on a by-shop search: name, platform, location, rating and how many items it has. */
export function ShopHeader({ shop }: { shop: Shop }) {
  return (
    <header class="shop-head">
      <span class="shop-logo" aria-hidden="true">{shop.name.slice(0, 1)}</span>
      <div>
        <h2>{shop.name}</h2>
        <p class="muted">
          <span class="shop-tp">{shop.api_type}</span>
          {shop.location && <span> · {shop.location}</span>}
        </p>
        <p class="muted">{t('catalog.shopRating', { n: shop.rating })} · {t('catalog.shopItems', { n: shop.item_count })}</p>
      </div>
    </header>
  );
}
