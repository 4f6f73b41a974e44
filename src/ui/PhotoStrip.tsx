import { useState } from 'react';
import { useLazy } from './useLazy';
import './photo-strip.css';

type Props = {
  photos: string[];
  /** The list's name ("QC photos", "Packing photos"). */
  label: string;
  /** Each thumbnail button's name, n counting from 1 ("Photo 2 of Red dress"). */
  photoLabel: (n: number) => string;
  /** Text for the pictures in the viewer (default: `label`). */
  alt?: string;
  /** A three-column grid of large thumbnails instead of a scrolling row of 64 px ones. */
  grid?: boolean;
};

/**
 * Photos (QC photos of order goods, packing photos of a parcel) as thumbnails; a tap opens the
 * full-screen viewer (fetched on the first tap) at that photo. Strings come from the page.
 */
export function PhotoStrip({ photos, label, photoLabel, alt = label, grid = false }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const Preview = useLazy(() => import('./ImagePreview').then((m) => m.ImagePreview), open !== null);
  const size = grid ? 200 : 64;
  return (
    <>
      <ul class={grid ? 'photo-grid' : 'photo-strip'} aria-label={label}>
        {photos.map((src, i) => (
          <li key={i}>
            <button type="button" aria-label={photoLabel(i + 1)} onClick={() => setOpen(i)}>
              <img src={src} width={size} height={size} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && Preview && <Preview images={photos} start={open} alt={alt} onClose={() => setOpen(null)} />}
    </>
  );
}
