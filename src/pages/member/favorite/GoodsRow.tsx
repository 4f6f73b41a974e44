import type { GoodsCard } from '../../../api/types/goods';
import { itemUrl } from '../../../router/links';
import { t } from '../../../state/lang';
import { Yuan } from '../../../ui/Yuan';
import { Icon } from '../../../ui/Icon';
import './rows.css';

/**
 * A row of a member's goods list (favourites, browsing history): the 200 px thumbnail, title, price
 * and a note (when it was saved or viewed) open the item; the remove button asks first (the page's job).
 */
export function GoodsRow({ goods, note, onRemove, eager }: { goods: GoodsCard; note: string; onRemove: () => void; eager?: boolean }) {
  return (
    <li class="goods-row">
      <a href={`#${itemUrl(goods.api_type, goods.num_iid)}`}>
        <img src={goods.pic_url || goods.goodsimg} width={88} height={88} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <div>
          <p class="row-title">{goods.title}</p>
          <Yuan value={goods.price} class="price" />
          <p class="muted">{note}</p>
        </div>
      </a>
      <button type="button" class="icon-btn row-remove" onClick={onRemove} aria-label={t('catalog.removeItem', { title: goods.title })}>
        <Icon name="clear" size={18} />
      </button>
    </li>
  );
}

type RowPager<T> = { up: number; setItems: (f: (list: T[]) => T[]) => void; refresh: () => Promise<void> };

/**
 * After a row was deleted on the server: drop it in place when every page is loaded; otherwise load
 * again from the first page, so the next page does not skip the row that moved up into this one.
 */
export function dropRow<T extends { id: number }>(pager: RowPager<T>, id: number): void {
  if (pager.up === 2) pager.setItems((list) => list.filter((x) => x.id !== id));
  else void pager.refresh();
}
