import { t } from '../../../state/lang';
import { browsingHistory, deleteHistory } from '../../../api/member';
import { confirmDialog } from '../../../state/dialog';
import { dateTime } from '../../../lib/units';
import type { HistoryEntry } from '../../../api/types/member';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { GoodsRow, dropRow } from '../favorite/GoodsRow';

/** /pages/member/history/index (login): the items the shopper opened, newest first; remove one or clear all after confirming. */
export default function HistoryPage() {
  const pager = usePager((page, size) => browsingHistory(page + 1, size), []);
  const remove = async (h: HistoryEntry) => {
    if (!(await confirmDialog({ message: t('catalog.historyRemoveAsk'), confirmText: t('catalog.remove') }))) return;
    await deleteHistory({ ids: [h.id] }).then(() => dropRow(pager, h.id), () => {});
  };
  const clearAll = async () => {
    if (!(await confirmDialog({ message: t('catalog.clearHistoryAsk'), confirmText: t('catalog.clearHistory') }))) return;
    await deleteHistory({ all: true }).then(() => void pager.refresh(), () => {});
  };
  return (
    <>
      {pager.items.length > 0 && (
        <div class="rows-head">
          <button type="button" class="btn btn-ghost btn-small" onClick={clearAll}>{t('catalog.clearHistory')}</button>
        </div>
      )}
      <ScrollList pager={pager} empty={<Empty text={t('catalog.historyEmpty')}><a class="btn btn-primary" href="#/">{t('catalog.goShopping')}</a></Empty>}>
        {!pager.loaded && !pager.items.length && <div class="page-loader" aria-busy="true"><span class="spinner" /></div>}
        <ul class="goods-rows">
          {pager.items.map((h, i) => <GoodsRow key={h.id} goods={h.goods} note={t('catalog.viewedAt', { time: dateTime(h.viewed_at) })} eager={i < 5} onRemove={() => remove(h)} />)}
        </ul>
      </ScrollList>
    </>
  );
}
