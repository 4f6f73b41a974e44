import type { Seller as SellerInfo } from '../../api/types/catalogue';
import { t } from '../../state/lang';
import { Icon } from '../../ui/Icon';

/** Who sells the item, and a way to the shop's goods (the shop results page). */
export function Seller({ seller, tp }: { seller: SellerInfo; tp: string }) {
  if (!seller.name) return null;
  return (
    <section class="section item-seller" aria-labelledby="item-seller-name">
      <p class="muted">{t('item.seller')}</p>
      <h2 id="item-seller-name">{seller.name}</h2>
      <p class="muted">{[seller.location, seller.rating ? t('item.shopRating', { n: seller.rating }) : ''].filter(Boolean).join(' · ')}</p>
      {seller.seller_id && (
        <a class="item-shop-link" href={`#/pages/shop/index?seller_id=${encodeURIComponent(seller.seller_id)}&tp=${tp}`}>
          <span>{t('item.shopItems', { shop: seller.name })}</span>
          <Icon name="right" size={18} />
        </a>
      )}
    </section>
  );
}
