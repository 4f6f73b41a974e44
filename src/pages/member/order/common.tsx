import type { ComponentChildren } from 'preact';
import { t, tn } from '../../../state/lang';
import { dateTime, volume, weight } from '../../../lib/units';
import { Yuan } from '../../../ui/Yuan';
import { toneOf } from '../../../ui/status-tone';
import type { OrderListRow, WarehouseFields } from '../../../api/types/order';
import './orders.css';

// The list's thumbnails and the tracking timeline live in modules of their own (the detail's first load needs neither).
export { GoodsThumbs } from './thumbs';
export { Timeline } from './timeline';

/** A label and a value on one line. */
export function Row({ label, children, strong }: { label: string; children: ComponentChildren; strong?: boolean }) {
  return (
    <div class={strong ? 'o-row o-strong' : 'o-row'}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

/** An order's colour: its status's, and that of an end reached (done) once it closed with its money back. */
export const orderTone = (o: Pick<OrderListRow, 'status' | 'refund_state'>) => (o.refund_state === 'fully' ? 'done' : toneOf('order', o.status));

/** An order's total as the server priced it (after its coupon): its yuan figure with ≈ its conversion (design §4c). */
export const OrderTotal = ({ o }: { o: { total: string } }) => <Yuan value={o.total} class="price" />;

/** A time row, left out while the time is unknown. */
export const TimeRow = ({ label, at }: { label: string; at: number | null | undefined }) => (at ? <Row label={label}>{dateTime(at)}</Row> : null);

/** What the warehouse measured: weight, volume, arrival and free storage left (nothing before arrival). */
export function WarehouseMeta({ g }: { g: Pick<WarehouseFields, 'weight_g' | 'volume_cm3' | 'arrived_at' | 'free_days_left'> }) {
  return (
    <p class="o-meta">
      {g.weight_g != null && <span>{t('orders.weight')}: {weight(g.weight_g)}</span>}
      {g.volume_cm3 != null && <span>{t('orders.volume')}: {volume(g.volume_cm3)}</span>}
      {g.arrived_at && <span>{t('orders.arrived')}: {dateTime(g.arrived_at)}</span>}
      {g.free_days_left != null && <span class={g.free_days_left <= 7 ? 'danger' : undefined}>{tn('orders.freeLeft', g.free_days_left)}</span>}
    </p>
  );
}
