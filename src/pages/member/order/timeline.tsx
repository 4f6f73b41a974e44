import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import type { TrackEvent } from '../../../api/types/order';
import './orders.css';
import './timeline.css';

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
