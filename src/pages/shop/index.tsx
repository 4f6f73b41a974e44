import { useLocation } from 'preact-iso';
import { t } from '../../state/lang';
import { loggedIn } from '../../state/session';
import { toLogin } from '../../router/to-login';
import { SearchBar } from '../../ui/SearchBar';
import { Empty } from '../../ui/Empty';
import { runSearch } from '../../ui/run-search';
import { useLazy } from '../../ui/useLazy';
import { Results } from './Results';
import { modeOf } from './query';
import './shop.css';

const openCamera = () => void import('../../ui/image-search').then((m) => m.imageSearch());

/**
 * /pages/shop/index: search results by keyword, category (cid), shop (seller_id + tp) or image
 * (imgid, login only); with none of them, recent and hot searches. The same component serves every
 * query (preact-iso keeps it), so everything below follows `query`.
 */
export default function ShopPage() {
  const { query } = useLocation();
  const mode = modeOf(query);
  const keyword = query.keyword ?? '';
  // Recent and hot searches are only for the page opened without a search: their own small chunk.
  const SearchStart = useLazy(() => import('./SearchStart').then((m) => m.SearchStart), mode === 'start');
  return (
    <div class="shop-page">
      <h1 class="sr-only">{t('nav./pages/shop/index')}</h1>
      <SearchBar key={keyword} value={keyword} onSearch={runSearch} onCamera={openCamera} showBack />
      {mode === 'start' ? SearchStart && <SearchStart /> : mode === 'image' && !loggedIn.value ? (
        <Empty text={t('catalog.imageLogin')}>
          <button type="button" class="btn btn-primary" onClick={() => toLogin()}>{t('search.login')}</button>
        </Empty>
      ) : <Results key={mode} q={query} mode={mode} />}
    </div>
  );
}
