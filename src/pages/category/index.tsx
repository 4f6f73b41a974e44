import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, lang } from '../../state/lang';
import { navigate } from '../../router/navigate';
import { categoryUrl } from '../../router/links';
import type { Category } from '../../api/types/home';
import { SearchBar } from '../../ui/SearchBar';
import { Empty } from '../../ui/Empty';
import { Icon } from '../../ui/Icon';
import { runSearch } from '../../ui/run-search';
import { knownTree, loadTree } from './tree';
import { CategoryBanner } from './CategoryBanner';
import './category.css';

const openCamera = () => void import('../../ui/image-search').then((m) => m.imageSearch());

/** Sub-category pictures on the first screen load at once; the rest when scrolled to. */
const EAGER = 9;

/**
 * /pages/category/index: the search bar, the top categories down the left, and the chosen one's
 * sub-categories as a grid of pictures on the right; a tap opens the results of that category. The
 * chosen top category is in the url (`top`), so back returns to it.
 */
export default function CategoryPage() {
  const { query } = useLocation();
  const l = lang.value;
  const [tree, setTree] = useState<Category[] | null>(() => knownTree(l));
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    void loadTree(l).then(setTree, () => setFailed(true));
  };
  useEffect(load, [l]);

  const top = tree?.find((c) => String(c.id) === query.top) ?? tree?.[0];
  const choose = (c: Category) => {
    navigate(`/pages/category/index?top=${c.id}`, true);
    scrollTo(0, 0);
  };

  return (
    <div class="cat-wrap">
      <h1 class="sr-only">{t('nav./pages/category/index')}</h1>
      <SearchBar onSearch={runSearch} onCamera={openCamera} showBack />
      {failed && !tree ? (
        <Empty text={t('list.failed')}><button type="button" class="btn" onClick={load}>{t('common.retry')}</button></Empty>
      ) : tree && !tree.length ? (
        <Empty text={t('catalog.noCategories')} />
      ) : (
        <div class="cat-page">
          <nav class="cat-side" aria-label={t('catalog.topCategories')}>
            {(tree ?? []).map((c) => (
              <button key={c.id} type="button" class={c === top ? 'on' : undefined} aria-current={c === top ? 'true' : undefined} onClick={() => choose(c)}>{c.name}</button>
            ))}
          </nav>
          <div class="cat-main">
            <CategoryBanner />
            {top && (
              <>
                <a class="cat-all" href={`#${categoryUrl(top.id)}`}>
                  <img src={top.image} width={56} height={56} alt="" />
                  <span>{t('catalog.allOf', { name: top.name })}</span>
                  <Icon name="right" size={18} />
                </a>
                <ul class="cat-subs" aria-label={t('catalog.subCategories', { name: top.name })}>
                  {top.children.map((s, i) => (
                    <li key={s.id}>
                      <a href={`#${categoryUrl(s.id)}`}>
                        <img src={s.image} width={72} height={72} alt="" loading={i < EAGER ? 'eager' : 'lazy'} decoding="async" />
                        <span>{s.name}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
