import { useEffect, useRef, useState } from 'react';
import type { Ad } from '../../api/types/home';
import { openLink } from '../../router/open-link';
import { t } from '../../state/lang';

/** Banner size as the server draws them (2.5 : 1); the box keeps its height before images load (no CLS). */
const W = 800;
const H = 320;

/** Home banners: a swipeable scroll-snap strip that advances every 4 s unless the user prefers less motion. */
export function Banners({ ads }: { ads?: Ad[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = ads?.length ?? 0;

  useEffect(() => {
    if (count < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => {
      const el = strip.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, 4000);
    return () => clearInterval(id);
  }, [count]);

  const onScroll = () => {
    const el = strip.current;
    if (el) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <div class="banners" aria-roledescription="carousel" aria-label={t('home.banner')}>
      <div class="banner-strip" ref={strip} onScroll={onScroll}>
        {ads?.map((ad, i) => (
          <a key={ad.id} class="banner" href={ad.link.includes('/pages/') ? `#${ad.link.slice(ad.link.indexOf('/pages/'))}` : ad.link || undefined}
            onClick={(e) => { if (openLink(ad.link)) e.preventDefault(); }} aria-label={ad.title}>
            <img src={ad.image} width={W} height={H} alt={ad.title} loading={i === 0 ? 'eager' : 'lazy'} fetchpriority={i === 0 ? 'high' : undefined} decoding={i === 0 ? 'sync' : 'async'} />
          </a>
        ))}
      </div>
      {count > 1 && <div class="dots" aria-hidden="true">{ads!.map((ad, i) => <span key={ad.id} class={i === index ? 'dot on' : 'dot'} />)}</div>}
    </div>
  );
}
