import { t, tn } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import type { BuyselfGoods } from '../../../api/types/shipforme';
import { Yuan } from '../../../ui/Yuan';

export const WAREHOUSE = '/pages/member/myWarehouse/index';

/** One declared package: what is inside, carrier and tracking number, its value, where it is; delete while on its way, the warehouse once there. */
export function PackageCard({ b, onDelete }: { b: BuyselfGoods; onDelete: (b: BuyselfGoods) => void }) {
  return (
    <li class="sf-card" id={`sf-${b.id}`}>
      <div class="sf-head">
        <b class="sf-contents">{b.contents}</b>
        <span class={`sf-status s${b.status}`}>{b.status_text}</span>
      </div>
      <p class="sf-track"><span>{b.carrier_name}</span> <span class="sf-no">{b.tracking_no}</span></p>
      <p class="sf-meta">{tn('shipforme.pieces', b.quantity)} · <Yuan value={b.value} /></p>
      {b.remark && <p class="sf-remark">{b.remark}</p>}
      <div class="sf-foot">
        <span class="muted">{b.received_at ? t('shipforme.arrived', { date: dateTime(b.received_at) }) : t('shipforme.declared', { date: dateTime(b.created_at) })}</span>
        {b.can_delete && <button type="button" class="btn btn-small" onClick={() => onDelete(b)}>{t('shipforme.delete')}</button>}
        {b.status === 1 && <a class="btn btn-small btn-ghost" href={`#${WAREHOUSE}`}>{t('shipforme.toWarehouse')}</a>}
      </div>
    </li>
  );
}
