import type { ItemDetail } from '../../api/types/catalogue';
import { t } from '../../state/lang';
import { similarItems, shopItems } from '../../api/items';
import { Reviews } from './Reviews';
import { Description } from './Description';
import { GoodsRow } from './GoodsRow';

/**
 * The item page's lower part — reviews, the (sanitised) description, similar goods and the shop's goods — its
 * own chunk, fetched once the shopper reaches the end of what is on screen; each section asks for its data
 * when it comes near in turn.
 */
export default function BelowRest({ item }: { item: ItemDetail }) {
  const { api_type: tp, num_iid: tid, seller } = item;
  return (
    <>
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
