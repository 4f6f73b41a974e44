import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { Empty } from '../../ui/Empty';
import { Icon } from '../../ui/Icon';
import { MORE_ICONS } from '../../ui/icons';
import '../member/parcel/parcel.css';

/** A coordinate from the query, or null when missing or out of range. */
export function coordinate(v: string | undefined, limit: number): number | null {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** geo: URI for the device's maps app (RFC 5870, with a labelled query Android understands). */
export const geoUri = (lat: number, lng: number, name = '') => `geo:${lat},${lng}?q=${lat},${lng}${name ? `(${encodeURIComponent(name)})` : ''}`;
export const webMapUrl = (lat: number, lng: number) => `https://maps.google.com/?q=${lat},${lng}`;

/** A place (`?lat=&lng=&name=&address=`): its name, address and coordinates, and a hand-off to the maps app. */
export default function OpenLocation() {
  const { query } = useLocation();
  const lat = coordinate(query.lat, 90);
  const lng = coordinate(query.lng, 180);
  if (lat === null || lng === null) return <Empty text={t('address.noPlace')} />;
  return (
    <div class="section">
      <div class="state-page">
        <span style={{ color: 'var(--red)' }}><Icon d={MORE_ICONS.pin} size={48} /></span>
        {query.name && <h2>{query.name}</h2>}
        {query.address && <p>{query.address}</p>}
        <p class="muted">{t('address.coords', { lat: lat.toFixed(5), lng: lng.toFixed(5) })}</p>
        <a class="btn btn-primary btn-block" href={geoUri(lat, lng, query.name)}>{t('address.openMaps')}</a>
        <a class="btn btn-block" href={webMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">{t('address.openWeb')}</a>
      </div>
    </div>
  );
}
