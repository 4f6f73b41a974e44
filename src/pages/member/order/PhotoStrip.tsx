import { useState } from 'react';
import { t } from '../../../state/lang';
import { useLazy } from '../../../ui/useLazy';

/** QC photos as a row of thumbnails; a tap opens the full-screen viewer (loaded on the first tap) at that photo. */
export function PhotoStrip({ photos, title }: { photos: string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const Preview = useLazy(() => import('../../../ui/ImagePreview').then((m) => m.ImagePreview), open !== null);
  return (
    <>
      <div class="o-photos" role="group" aria-label={t('orders.photos')}>
        {photos.map((src, i) => (
          <button key={i} type="button" aria-label={t('orders.photoN', { n: i + 1, title })} onClick={() => setOpen(i)}>
            <img src={src} width={64} height={64} alt="" loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      {open !== null && Preview && <Preview images={photos} start={open} alt={title} onClose={() => setOpen(null)} />}
    </>
  );
}
