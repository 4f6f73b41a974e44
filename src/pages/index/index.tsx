import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import * as home from '../../api/home';
import { embeddedHome } from '../../state/embedded';
import { SearchBar } from '../../ui/SearchBar';
import { GoodsCard } from '../../ui/GoodsCard';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { runSearch } from '../../ui/run-search';
import { Sections, type HomeSections } from './Sections';
import { SITE } from '../../ui/NavBar';
import { whenIdle } from '../../lib/timing';

/** Kept for the session: coming back to the home tab shows it at once, then refreshes. */
let cache: (HomeSections & { lang: string }) | null = null;

async function loadSections(l: string): Promise<HomeSections> {
  const [ads, cats, hot, floors] = await Promise.all([
    home.adsByMark('wap_home_banner').catch(() => []),
    home.categories().catch(() => []),
    home.hotSearches().catch(() => []),
    home.homeFloors().catch(() => []),
  ]);
  cache = { lang: l, ads, cats, hot, floors };
  return cache;
}

const openCamera = () => void import('../../ui/image-search').then((m) => m.imageSearch());

/** Home (/): search, banners, categories, hot searches, floors, then recommended goods to scroll through. */
export default function Home() {
  const l = lang.value;
  const [s, setS] = useState<HomeSections | null>(() => (cache?.lang === l ? cache : embeddedHome(l)));
  const [returning] = useState(() => cache?.lang === l);
  // Recommendations load once the sections above them have painted.
  const [above, setAbove] = useState(false);
  const pager = usePager((page, size) => home.hotRecommend(page + 1, size), [], { onRefresh: () => loadSections(l).then(setS), enabled: above });

  useEffect(() => {
    document.title = SITE;
  }, []);
  // index.html has no floors: they come once the page has painted.
  useEffect(() => {
    if (s && !s.floors) whenIdle(() => void home.homeFloors().catch(() => []).then((floors) => {
      // Another language shown meanwhile brings its own floors.
      if (lang.value !== l) return;
      if (cache) cache.floors = floors;
      setS((x) => x && { ...x, floors });
    }));
  }, [s]);
  useEffect(() => {
    if (cache?.lang === l) return;
    const boot = embeddedHome(l);
    if (boot) {
      cache = { ...boot, lang: l };
      setS(boot);
    } else void loadSections(l).then(setS);
  }, [l]);

  return (
    <>
      <SearchBar onSearch={runSearch} onCamera={openCamera} />
      <ScrollList pager={pager}>
        <Sections s={s} instant={returning} onDone={() => setAbove(true)} />
        {s && pager.items.length > 0 && (
          <section class="section" aria-labelledby="rec-title">
            <h2 id="rec-title" class="section-title">{t('home.recommend')}</h2>
            <div class="goods-grid">{pager.items.map((g) => <GoodsCard key={g.id} goods={g} saleMode />)}</div>
          </section>
        )}
      </ScrollList>
    </>
  );
}
