import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import * as home from '../../api/home';
import type { Ad, Category, Floor, HotSearch } from '../../api/types/home';
import { SearchBar } from '../../ui/SearchBar';
import { GoodsCard } from '../../ui/GoodsCard';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Banners } from './Banners';
import { CategoryGrid } from './CategoryGrid';
import { runSearch } from '../../ui/run-search';

type Sections = { ads: Ad[]; cats: Category[]; hot: HotSearch[]; floors: Floor[] };
/** Kept for the session: coming back to the home tab shows it at once, then refreshes. */
let cache: Sections | null = null;

async function loadSections(): Promise<Sections> {
  const [ads, cats, hot, floors] = await Promise.all([
    home.adsByMark('wap_home_banner').catch(() => []),
    home.categories().catch(() => []),
    home.hotSearches().catch(() => []),
    home.homeFloors().catch(() => []),
  ]);
  cache = { ads, cats, hot, floors };
  return cache;
}

const openCamera = () => void import('../../ui/image-search').then((m) => m.imageSearch());

/** Home (/): search, banners, categories, hot searches, floors, then recommended goods to scroll through. */
export default function Home() {
  const [s, setS] = useState<Sections | null>(cache);
  const pager = usePager((page, size) => home.hotRecommend(page + 1, size), [], { onRefresh: () => loadSections().then(setS) });

  useEffect(() => {
    void loadSections().then(setS);
  }, []);

  return (
    <>
      <SearchBar onSearch={runSearch} onCamera={openCamera} />
      <ScrollList pager={pager}>
        <Banners ads={s?.ads} />
        {s && s.cats.length > 0 && <CategoryGrid cats={s.cats} />}
        {s && s.hot.length > 0 && (
          <section class="section" aria-labelledby="hot-title">
            <h2 id="hot-title" class="section-title">{t('home.hotSearch')}</h2>
            <div class="chips">
              {s.hot.map((h) => <button key={h.id} class="chip" onClick={() => runSearch(h.keyword)}>{h.keyword}</button>)}
            </div>
          </section>
        )}
        {s?.floors.map((f, i) => (
          <section key={f.id} class="section" aria-label={f.name}>
            <h2 class="section-title">{f.name}</h2>
            <div class="goods-grid">
              {f.goods.map((g, j) => <GoodsCard key={g.id} goods={g} eager={i === 0 && j < 2 && !s.ads.length} />)}
            </div>
          </section>
        ))}
        {pager.items.length > 0 && (
          <section class="section" aria-labelledby="rec-title">
            <h2 id="rec-title" class="section-title">{t('home.recommend')}</h2>
            <div class="goods-grid">{pager.items.map((g) => <GoodsCard key={g.id} goods={g} saleMode />)}</div>
          </section>
        )}
      </ScrollList>
    </>
  );
}
