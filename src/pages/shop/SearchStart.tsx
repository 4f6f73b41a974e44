import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import { searchHistory, clearSearchHistory } from '../../state/search-history';
import { confirmDialog } from '../../state/dialog';
import { embeddedHome } from '../../state/embedded';
import { hotRecommend } from '../../api/home';
import { hotKeywords } from '../../api/items';
import type { HotSearch } from '../../api/types/home';
import type { GoodsCard as Card } from '../../api/types/goods';
import { GoodsCard } from '../../ui/GoodsCard';
import { runSearch } from '../../ui/run-search';
import { Icon } from '../../ui/Icon';

/** Hot searches (hotrecommend/keywords) for the session, per language (the server embeds them in index.html too). */
const hotCache = new Map<string, HotSearch[]>();
/** Best sellers (hotrecommend/goods_list, first page) for the session, per language. */
const bestCache = new Map<string, Card[]>();
const BEST = 10;

/** The search page before a search: recent searches (tap to search again, clear), hot searches as chips, best sellers below. */
export function SearchStart() {
  const l = lang.value;
  const [hot, setHot] = useState<HotSearch[] | null>(() => hotCache.get(l) ?? embeddedHome(l)?.hot ?? null);
  useEffect(() => {
    const known = hotCache.get(l) ?? embeddedHome(l)?.hot;
    if (known) return setHot(known);
    void hotKeywords().then((h) => {
      hotCache.set(l, h);
      setHot(h);
    }, () => setHot([]));
  }, [l]);
  const [best, setBest] = useState<Card[] | null>(() => bestCache.get(l) ?? null);
  useEffect(() => {
    if (bestCache.has(l)) return setBest(bestCache.get(l)!);
    void hotRecommend(1, BEST).then((p) => {
      bestCache.set(l, p.data);
      setBest(p.data);
    }, () => setBest([]));
  }, [l]);

  const recent = searchHistory.value;
  const clear = async () => {
    if (await confirmDialog({ message: t('catalog.clearRecentAsk') })) clearSearchHistory();
  };

  return (
    <>
      <section class="section" aria-labelledby="recent-title">
        <h2 id="recent-title" class="section-title">
          {t('catalog.recent')}
          {recent.length > 0 && <button type="button" class="icon-btn" onClick={clear} aria-label={t('catalog.clearRecent')}><Icon name="clear" size={18} /></button>}
        </h2>
        {recent.length ? (
          <div class="chips">{recent.map((k) => <button key={k} type="button" class="chip" onClick={() => runSearch(k)}>{k}</button>)}</div>
        ) : <p class="muted">{t('catalog.noRecent')}</p>}
      </section>
      {hot && hot.length > 0 && (
        <section class="section" aria-labelledby="hot-title">
          <h2 id="hot-title" class="section-title">{t('catalog.hot')}</h2>
          <div class="chips">{hot.map((h) => <button key={h.id} type="button" class="chip" onClick={() => runSearch(h.keyword)}>{h.keyword}</button>)}</div>
        </section>
      )}
      {best && best.length > 0 && (
        <section class="section" aria-labelledby="best-title">
          <h2 id="best-title" class="section-title">{t('catalog.bestSellers')}</h2>
          <div class="goods-grid">{best.map((g) => <GoodsCard key={g.id} goods={g} saleMode />)}</div>
        </section>
      )}
    </>
  );
}
