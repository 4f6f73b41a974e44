import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import { copyAndTell } from '../../../ui/copy';
import { parcelTrack, showTrack } from '../../../api/sendorder';
import type { ParcelTrack } from '../../../api/types/parcel';
import { Box, Rows } from '../parcel/parts';
import './detail.css';
import '../order/timeline.css';

/** International tracking, once the server says there is some: carrier, number (copyable) and the events, newest first. */
export function Tracking({ id, status }: { id: number; status: number }) {
  const [track, setTrack] = useState<ParcelTrack | null>(null);
  useEffect(() => {
    let live = true;
    setTrack(null);
    void showTrack(id)
      .then((r) => (r.show ? parcelTrack(id) : null))
      .then((tr) => live && setTrack(tr), () => {});
    return () => { live = false; };
  }, [id, status]);
  if (!track) return null;
  const copy = () => copyAndTell(track.tracking_no);
  return (
    <Box title={t('parcels.tracking')} id="pd-track">
      <Rows rows={[
        [t('parcels.carrier'), track.carrier],
        [t('parcels.trackingNo'), (
          <span class="tl-copy">
            <span>{track.tracking_no}</span>
            <button class="btn btn-small" onClick={copy} aria-label={t('parcels.copyTracking')}>{t('parcels.copy')}</button>
          </span>
        )],
      ]} />
      {track.events.length ? (
        <ol class="timeline" aria-label={t('parcels.trackEvents')}>
          {track.events.map((e, i) => (
            <li key={i}>
              <div>{e.status}</div>
              <div class="muted">{dateTime(e.time)}{e.location ? ` · ${e.location}` : ''}</div>
            </li>
          ))}
        </ol>
      ) : <p class="muted">{t('parcels.noEvents')}</p>}
    </Box>
  );
}
