import { useRef, useState } from 'react';
import type { ComponentType } from 'preact';
import { t } from '../../state/lang';
import { useLazy } from '../../ui/useLazy';
import { afterFirstSeconds } from '../../lib/timing';
import { linkedPicture } from '../../api/items';

/** How long after the first picture the others start loading (unless the shopper reaches for them first). */
export const REST_AFTER_MS = 1_000;

type PreviewProps = { images: string[]; start?: number; onClose: () => void; alt?: string };
const loadPreview = () => import('../../ui/ImagePreview').then((m) => m.ImagePreview as ComponentType<PreviewProps>);

/**
 * The item's pictures: a square strip the shopper swipes (native scroll snap), a counter, and a tap
 * opens the full-screen viewer (its code loads on that first tap). The first picture loads at once
 * (it is the page's largest paint); the others a moment after it has (REST_AFTER_MS), or as soon as the
 * strip is touched or swiped, so on a slow network they never compete with it. Opened at its link, the first
 * is the url the link named (the skeleton's picture, the same bytes: api/items.ts linkedPicture), else — or when
 * that one fails (offline, never seen) — the item's own.
 */
export function Gallery({ images: own, title }: { images: string[]; title: string }) {
  const [linked, setLinked] = useState(linkedPicture);
  const images = linked && own.length ? [linked, ...own.slice(1)] : own;
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  // The other pictures wait for the first (the page's largest paint) so they do not compete with it.
  const [rest, setRest] = useState(false);
  const firstShown = () => afterFirstSeconds(() => setRest(true), REST_AFTER_MS);
  const Preview = useLazy(loadPreview, open !== null);
  const strip = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const el = strip.current;
    if (!el || !el.clientWidth) return;
    setRest(true);
    setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section class="gallery" aria-label={t('item.gallery')}>
      <div ref={strip} class="gallery-strip" onScroll={onScroll} onTouchStart={() => setRest(true)}>
        {images.map((src, i) => (
          <button key={src + i} type="button" class="gallery-slide" aria-label={t('item.openImage', { n: i + 1 })} onClick={() => setOpen(i)}>
            {i === 0 ? (
              <img src={src} width={800} height={800} alt={title} fetchpriority="high" onLoad={firstShown} onError={linked ? () => setLinked(undefined) : firstShown} />
            ) : rest && <img src={src} width={800} height={800} alt="" loading="lazy" decoding="async" fetchpriority="low" />}
          </button>
        ))}
      </div>
      {images.length > 1 && <span class="gallery-count" aria-hidden="true">{index + 1}/{images.length}</span>}
      {open !== null && Preview && <Preview images={images} start={open} alt={title} onClose={() => setOpen(null)} />}
    </section>
  );
}
