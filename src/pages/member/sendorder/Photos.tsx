import { useState } from 'react';
import { t } from '../../../state/lang';
import { useLazy } from '../../../ui/useLazy';
import './detail.css';

/** Packing photos as a grid of thumbnails; a tap opens the full-screen viewer (fetched on first use). */
export function Photos({ photos, label }: { photos: string[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const Preview = useLazy(() => import('../../../ui/ImagePreview').then((m) => m.ImagePreview), open !== null);
  return (
    <>
      <ul class="photos" aria-label={label}>
        {photos.map((src, i) => (
          <li key={src}>
            <button onClick={() => setOpen(i)} aria-label={t('parcels.photoN', { n: i + 1, total: photos.length })}>
              <img src={src} width={200} height={200} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {Preview && open !== null && <Preview images={photos} start={open} alt={label} onClose={() => setOpen(null)} />}
    </>
  );
}
