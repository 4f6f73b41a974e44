import type { ItemDetail } from '../../api/types/catalogue';
import { t } from '../../state/lang';
import { similarItems, shopItems } from '../../api/items';
import { Estimate } from './Estimate';
import { Reviews } from './Reviews';
import { Description } from './Description';
import { GoodsRow } from './GoodsRow';
import { Seller } from './Seller';
import './below.css';

/**
 * The part of the item page below the fold, loaded as its own chunk once the shopper scrolls near it;
 * each section fetches its data when it comes near in turn.
 */
export default function Below({ item, quantity }: { item: ItemDetail; quantity: number }) {
  const { api_type: tp, num_iid: tid, seller } = item;
  return (
    <>
      <Seller seller={seller} tp={tp} />
      <Estimate tp={tp} tid={tid} quantity={quantity} />
      <Reviews tp={tp} tid={tid} count={item.review_count} />
      <Description html={item.desc_html} />
      <GoodsRow id="item-similar" title={t('item.similar')} load={() => similarItems(tp, tid)} />
      {seller.seller_id && (
        <GoodsRow id="item-shop" title={t('item.shopItems', { shop: seller.name })}
          load={() => shopItems(seller.seller_id, tp, 1, 10).then((r) => r.list.data.filter((g) => g.num_iid !== tid))} />
      )}
    </>
  );
}
