import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { pickLocation, type PickedLocation } from '../../state/location-pick';
import { back, navigate } from '../../router/navigate';
import { openLocationUrl } from '../member/parcel/common';
import '../member/parcel/parcel.css';

type State = { kind: 'locating' } | { kind: 'found'; at: PickedLocation } | { kind: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

const ERRORS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/**
 * The device's position from the browser (no third-party map): shown with its accuracy, then handed to
 * the address form being edited. A refusal, no fix or a time-out says so and offers a retry.
 */
export default function ChooseLocation() {
  const { query } = useLocation();
  const [state, setState] = useState<State>({ kind: 'locating' });
  const locate = () => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return setState({ kind: 'unsupported' });
    setState({ kind: 'locating' });
    geo.getCurrentPosition(
      (pos) => setState({ kind: 'found', at: { lat: Number(pos.coords.latitude.toFixed(6)), lng: Number(pos.coords.longitude.toFixed(6)), accuracy: Math.round(pos.coords.accuracy) } }),
      (err) => setState({ kind: ERRORS[err.code as 1 | 2 | 3] ?? 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  useEffect(locate, []);
  const use = (at: PickedLocation) => {
    pickLocation(at);
    const from = query.back ?? '';
    if (from.startsWith('/pages/')) back();
    else navigate('/pages/member/myaddress/add', true);
  };
  return (
    <div class="section" aria-live="polite">
      {state.kind === 'locating' && <p class="state-page"><span class="spinner" aria-hidden="true" />{t('address.locating')}</p>}
      {state.kind === 'found' && (
        <>
          <p style={{ fontSize: 20, fontWeight: 600 }}>{t('address.coords', { lat: state.at.lat.toFixed(5), lng: state.at.lng.toFixed(5) })}</p>
          {state.at.accuracy !== undefined && <p class="muted">{t('address.accuracy', { m: state.at.accuracy })}</p>}
          <p><a href={`#${openLocationUrl(state.at.lat, state.at.lng)}`}>{t('address.viewPlace')}</a></p>
          <div class="acts">
            <button class="btn" onClick={locate}>{t('address.locateAgain')}</button>
            <button class="btn btn-primary" onClick={() => use(state.at)}>{t('address.useThis')}</button>
          </div>
        </>
      )}
      {state.kind !== 'locating' && state.kind !== 'found' && (
        <>
          <p class="note" role="alert">{t(`address.geo.${state.kind}`)}</p>
          <div class="acts">
            <button class="btn" onClick={() => (query.back ? back() : navigate('/pages/member/myaddress/add', true))}>{t('common.back')}</button>
            {state.kind !== 'unsupported' && <button class="btn btn-primary" onClick={locate}>{t('common.retry')}</button>}
          </div>
        </>
      )}
    </div>
  );
}
