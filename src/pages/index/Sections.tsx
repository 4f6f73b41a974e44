import { memo, useEffect, useRef, useState } from 'react';
import { t } from '../../state/lang';
import type { Ad, Category, Floor, HotSearch } from '../../api/types/home';
import { GoodsCard } from '../../ui/GoodsCard';
import { runSearch } from '../../ui/run-search';
import { Banners } from './Banners';
import { CategoryGrid } from './CategoryGrid';

/** `floors` missing until they are asked for (index.html carries the rest). */
export type HomeSections = { ads: Ad[]; cats: Category[]; hot: HotSearch[]; floors?: Floor[] };

import { whenIdle } from '../../lib/timing';

/**
 * The home sections above the recommendations: banners, categories, hot searches and floors. The first
 * task paints the banners only; the categories follow in a task of their own, then the hot searches and
 * each floor one per idle task as the shopper scrolls towards them (within half a screen), so a slow phone
 * never sees one long task nor builds floors nobody scrolls to (unless `instant`). Memoised so list
 * updates below do not re-render them.
 */
export const Sections = memo(function Sections({ s, onDone, instant }: { s: HomeSections | null; onDone?: () => void; instant?: boolean }) {
  // Coming back to home (data already here), everything shows at once so the scroll position can be restored.
  const [shown, setShown] = useState(() => (instant && s ? (s.floors?.length ?? 0) + 2 : 0));
  const floors = s?.floors ?? [];
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!s) return;
    if (shown > floors.length + 1) return void (s.floors && onDone?.());
    const next = () => whenIdle(() => setShown((n) => n + 1), 300);
    const el = end.current;
    if (!shown || !el || typeof IntersectionObserver === 'undefined') return next();
    const io = new IntersectionObserver((e) => e[0].isIntersecting && (io.disconnect(), next()), { rootMargin: '0px 0px 50% 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [s, shown, floors.length]);

  return (
    <>
      <Banners ads={s?.ads} />
      {s && shown > 0 && s.cats.length > 0 && <CategoryGrid cats={s.cats} />}
      {s && shown > 1 && s.hot.length > 0 && (
        <section class="section" aria-labelledby="hot-title">
          <h2 id="hot-title" class="section-title">{t('home.hotSearch')}</h2>
          <div class="chips">
            {s.hot.map((h) => <button key={h.id} class="chip" onClick={() => runSearch(h.keyword)}>{h.keyword}</button>)}
          </div>
        </section>
      )}
      {floors.slice(0, Math.max(0, shown - 2)).map((f) => (
        <section key={f.id} class="section" aria-label={f.name}>
          <h2 class="section-title">{f.name}</h2>
          <div class="goods-grid">
            {f.goods.map((g) => <GoodsCard key={g.id} goods={g} />)}
          </div>
        </section>
      ))}
      <div ref={end} />
    </>
  );
});
