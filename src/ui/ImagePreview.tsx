import { useEffect, useRef, useState } from 'react';
import { t } from '../state/lang';
import './image-preview.css';

type Props = {
  images: string[];
  /** The picture shown first (default 0). */
  start?: number;
  onClose: () => void;
  /** Text for the pictures (e.g. the item's title); each also gets "Picture n of m". */
  alt?: string;
};

/** A horizontal move longer than this (px) turns the page. */
const SWIPE = 50;

/**
 * A full-screen picture viewer: swipe left/right (touch) or the arrow keys to turn, dots to jump, a
 * close button and Escape to leave (focus goes back where it was). Only the shown picture and its
 * neighbours load. Load it lazily (useLazy or import()) where a tap opens it; strings: 'widget' group.
 */
export function ImagePreview({ images, start = 0, onClose, alt = '' }: Props) {
  const total = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(total - 1, 0)));
  const [dx, setDx] = useState(0);
  const touch = useRef<{ x: number; y: number; horizontal: boolean | null } | null>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const go = (i: number) => setIndex(Math.min(Math.max(i, 0), total - 1));

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeBtn.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
      else if (e.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, total - 1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, total]);

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touch.current = { x: p.clientX, y: p.clientY, horizontal: null };
  };
  const onTouchMove = (e: TouchEvent) => {
    const s = touch.current;
    if (!s) return;
    const p = e.touches[0];
    const mx = p.clientX - s.x;
    const my = p.clientY - s.y;
    if (s.horizontal === null && (Math.abs(mx) > 8 || Math.abs(my) > 8)) s.horizontal = Math.abs(mx) > Math.abs(my);
    // At either end the strip only gives a little, so the user sees there is nothing more.
    if (s.horizontal) setDx((index === 0 && mx > 0) || (index === total - 1 && mx < 0) ? mx / 4 : mx);
  };
  const onTouchEnd = () => {
    if (touch.current?.horizontal) {
      if (dx <= -SWIPE) go(index + 1);
      else if (dx >= SWIPE) go(index - 1);
    }
    touch.current = null;
    setDx(0);
  };

  return (
    <div class="preview" role="dialog" aria-modal="true" aria-label={t('widget.viewer')}>
      <div class={dx ? 'preview-strip dragging' : 'preview-strip'} style={{ transform: `translateX(calc(${-index * 100}% + ${dx}px))` }}
        onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
        {images.map((src, i) => (
          <div key={i} class="preview-slide" aria-hidden={i !== index}>
            {Math.abs(i - index) <= 1 && (
              <img src={src} alt={`${alt ? alt + ' — ' : ''}${t('widget.imageN', { n: i + 1, total })}`} width={800} height={800} decoding="async" draggable={false} />
            )}
          </div>
        ))}
      </div>
      <p class="preview-count" aria-live="polite">{t('widget.imageN', { n: index + 1, total })}</p>
      <button ref={closeBtn} type="button" class="preview-close" aria-label={t('widget.close')} onClick={onClose}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" /></svg>
      </button>
      {total > 1 && (
        <div class="preview-dots">
          {images.map((_, i) => (
            <button key={i} type="button" class={i === index ? 'preview-dot on' : 'preview-dot'} aria-label={t('widget.imageN', { n: i + 1, total })}
              aria-current={i === index || undefined} onClick={() => go(i)}><span /></button>
          ))}
        </div>
      )}
    </div>
  );
}
