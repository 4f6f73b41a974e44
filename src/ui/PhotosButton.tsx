import { useState } from 'react';
import { showToast } from '../state/ui';
import { useLazy } from './useLazy';

/**
 * A button that fetches photos when tapped (order/photo, orders/photo, sendorder/photo) and opens them in the
 * full-screen viewer; without photos yet, a toast says so (`none`). The viewer's strings: the 'widget' group, in the page's string bundles.
 */
export function PhotosButton({ label, none, load }: { label: string; none: string; load: () => Promise<string[]> }) {
  const [photos, setPhotos] = useState<string[] | null>(null);
  const Preview = useLazy(() => import('./ImagePreview').then((m) => m.ImagePreview), !!photos);
  const open = () => void load().then((p) => (p.length ? setPhotos(p) : showToast(none)), () => {});
  return (
    <>
      <button class="btn btn-small" onClick={open}>{label}</button>
      {photos && Preview && <Preview images={photos} alt={label} onClose={() => setPhotos(null)} />}
    </>
  );
}
