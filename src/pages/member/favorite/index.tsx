import { t } from '../../../state/lang';
import { favorites, deleteFavorites } from '../../../api/member';
import { confirmDialog } from '../../../state/dialog';
import { dateTime } from '../../../lib/units';
import type { Favorite } from '../../../api/types/member';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { GoodsRow, dropRow } from './GoodsRow';

/** /pages/member/favorite/index (login): the shopper's favourite items, newest first; remove one after confirming. */
export default function FavoritesPage() {
  const pager = usePager((page, size) => favorites(page + 1, size), []);
  const remove = async (f: Favorite) => {
    if (!(await confirmDialog({ message: t('catalog.favRemoveAsk'), confirmText: t('catalog.remove') }))) return;
    await deleteFavorites({ ids: [f.id] }).then(() => dropRow(pager, f.id), () => {});
  };
  return (
    <ScrollList pager={pager} empty={<Empty text={t('catalog.favEmpty')}><a class="btn btn-primary" href="#/">{t('catalog.goShopping')}</a></Empty>}>
      {!pager.loaded && !pager.items.length && <div class="page-loader" aria-busy="true"><span class="spinner" /></div>}
      <ul class="goods-rows">
        {pager.items.map((f, i) => <GoodsRow key={f.id} goods={f.goods} note={t('catalog.favAdded', { time: dateTime(f.created_at) })} eager={i < 5} onRemove={() => remove(f)} />)}
      </ul>
    </ScrollList>
  );
}
