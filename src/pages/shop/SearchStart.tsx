import { useEffect, useState } from 'react';
import { t, lang } from '../../state/lang';
import { searchHistory, clearSearchHistory } from '../../state/search-history';
import { confirmDialog } from '../../state/dialog';
import { embeddedHome } from '../../state/embedded';
import { hotSearches } from '../../api/home';
import type { HotSearch } from '../../api/types/home';
import { runSearch } from '../../ui/run-search';
import { Icon } from '../../ui/Icon';

/** Hot searches for the session, per language (the server embeds them in index.html too). */
const hotCache = new Map<string, HotSearch[]>();

/** The search page before a search: recent searches (tap to search again, clear) and hot searches. */
export function SearchStart() {
  const l = lang.value;
  const [hot, setHot] = useState<HotSearch[] | null>(() => hotCache.get(l) ?? embeddedHome(l)?.hot ?? null);
  useEffect(() => {
    const known = hotCache.get(l) ?? embeddedHome(l)?.hot;
    if (known) return setHot(known);
    void hotSearches().then((h) => {
      hotCache.set(l, h);
      setHot(h);
    }, () => setHot([]));
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
    </>
  );
}
