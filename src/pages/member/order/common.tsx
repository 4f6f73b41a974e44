import type { ComponentChildren } from 'preact';
import { t, tn } from '../../../state/lang';
import { dateTime, volume, weight } from '../../../lib/units';
import { minorMoney, toMinor } from '../../../lib/format';
import { currency } from '../../../state/currency';
import type { OrderGoodsLine, TrackEvent, WarehouseFields } from '../../../api/types/order';
import './orders.css';

/** A label and a value on one line. */
export function Row({ label, children, strong }: { label: string; children: ComponentChildren; strong?: boolean }) {
  return (
    <div class={strong ? 'o-row o-strong' : 'o-row'}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

/**
 * An order's total as the sum of its parts (goods, domestic shipping, service fee) as shown, each converted
 * once (README "Money on screen"): the figure its detail's parts add up to and its bill asks for, not the
 * converted total, which can be a cent off it.
 */
export function OrderTotal({ o }: { o: { goods_total: string; post_fee: string; service_fee: string } }) {
  const cur = currency.value;
  return <span class="price">{minorMoney([o.goods_total, o.post_fee, o.service_fee].reduce((s, a) => s + toMinor(a, cur), 0), cur)}</span>;
}

/** A time row, left out while the time is unknown. */
export const TimeRow = ({ label, at }: { label: string; at: number | null | undefined }) => (at ? <Row label={label}>{dateTime(at)}</Row> : null);

/**
 * Up to three 200 px goods thumbnails, or one with its title when the order has one line; `eager` for a
 * card on the first screen (its first picture may be the page's largest paint), lazy below.
 */
export function GoodsThumbs({ goods, count, eager = false }: { goods: Pick<OrderGoodsLine, 'title' | 'pic_url'>[]; count: number; eager?: boolean }) {
  const load = (i: number) => ({ loading: eager ? 'eager' : 'lazy', fetchpriority: eager && i === 0 ? 'high' : undefined } as const);
  if (goods.length === 1) {
    const g = goods[0];
    return (
      <div class="o-one">
        <img src={g.pic_url} width={64} height={64} alt="" decoding="async" {...load(0)} />
        <span class="o-title">{g.title}</span>
        <span class="muted">{t('orders.qty', { n: count })}</span>
      </div>
    );
  }
  return (
    <div class="o-thumbs">
      {goods.slice(0, 3).map((g, i) => <img key={i} src={g.pic_url} width={64} height={64} alt={g.title} decoding="async" {...load(i)} />)}
      <span class="muted">{tn('orders.items', count)}</span>
    </div>
  );
}

/** Tracking events as a timeline, newest first. */
export function Timeline({ events }: { events: TrackEvent[] }) {
  if (!events.length) return <p class="muted">{t('orders.trackNone')}</p>;
  const sorted = [...events].sort((a, b) => b.time - a.time);
  return (
    <ol class="timeline">
      {sorted.map((e, i) => (
        <li key={i}>
          <b>{e.status}</b>
          <span class="muted">{[dateTime(e.time), e.location].filter(Boolean).join(' · ')}</span>
        </li>
      ))}
    </ol>
  );
}

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
