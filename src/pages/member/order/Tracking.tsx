import { useState } from 'react';
import { t } from '../../../state/lang';
import { expressTrack, expressTrackNew } from '../../../api/order';
import type { ExpressTrackNew } from '../../../api/types/order';
import { Timeline } from './timeline';

/**
 * Domestic tracking (seller → warehouse), loaded when the panel opens: the newer call with an overall
 * state, falling back to the older event list.
 */
export function Tracking({ orderId, company, number }: { orderId: number; company: string; number: string }) {
  const [track, setTrack] = useState<ExpressTrackNew | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    expressTrackNew(orderId)
      .catch(() => expressTrack(orderId).then((r): ExpressTrackNew => ({ company: r.company, number: r.number, state: r.list.length ? 'in_transit' : 'pending', events: r.list })))
      .then(setTrack, () => setFailed(true));
  };
  return (
    <details class="o-sec" onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && !track && load()}>
      <summary class="o-sum">{t('orders.track')}</summary>
      <p class="muted">{[track?.company || company, track?.number || number].filter(Boolean).join(' · ')}</p>
      {failed && <p class="muted">{t('list.failed')} <button class="btn btn-small" onClick={load}>{t('common.retry')}</button></p>}
      {track && (
        <>
          <p><b>{t(`orders.trackState.${track.state}`)}</b></p>
          <Timeline events={track.events} />
        </>
      )}
    </details>
  );
}
