import { memo, useEffect, useState } from 'react';
import { t } from '../../state/lang';
import type { Ad, Category, Floor, HotSearch } from '../../api/types/home';
import { GoodsCard } from '../../ui/GoodsCard';
import { runSearch } from '../../ui/run-search';
import { Banners } from './Banners';
import { CategoryGrid } from './CategoryGrid';

export type HomeSections = { ads: Ad[]; cats: Category[]; hot: HotSearch[]; floors: Floor[] };

import { whenIdle } from '../../lib/timing';

/**
 * The home sections above the recommendations: banners, categories, hot searches and floors. The first
 * task paints the banners and categories only; hot searches and each floor follow one per idle task, so
 * a slow phone never sees one long task (unless `instant`). Memoised so list updates below do not re-render them.
 */
export const Sections = memo(function Sections({ s, onDone, instant }: { s: HomeSections | null; onDone?: () => void; instant?: boolean }) {
  // Coming back to home (data already here), everything shows at once so the scroll position can be restored.
  const [shown, setShown] = useState(() => (instant && s ? s.floors.length + 1 : 0));
  const floors = s?.floors ?? [];
  useEffect(() => {
    if (!s) return;
    if (shown <= floors.length) whenIdle(() => setShown((n) => n + 1), 300);
    else onDone?.();
  }, [s, shown, floors.length]);

  return (
    <>
      <Banners ads={s?.ads} />
      {s && s.cats.length > 0 && <CategoryGrid cats={s.cats} />}
      {s && shown > 0 && s.hot.length > 0 && (
        <section class="section" aria-labelledby="hot-title">
          <h2 id="hot-title" class="section-title">{t('home.hotSearch')}</h2>
          <div class="chips">
            {s.hot.map((h) => <button key={h.id} class="chip" onClick={() => runSearch(h.keyword)}>{h.keyword}</button>)}
          </div>
        </section>
      )}
      {floors.slice(0, Math.max(0, shown - 1)).map((f) => (
        <section key={f.id} class="section" aria-label={f.name}>
          <h2 class="section-title">{f.name}</h2>
          <div class="goods-grid">
            {f.goods.map((g) => <GoodsCard key={g.id} goods={g} />)}
          </div>
        </section>
      ))}
    </>
  );
});
