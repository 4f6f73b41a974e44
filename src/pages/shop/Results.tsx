import { useEffect, useRef, useState } from 'react';
import { t, lang } from '../../state/lang';
import { navigate } from '../../router/navigate';
import { goodsBySn, linkedPicture, searchItems, shopItems } from '../../api/items';
import { itemUrl } from '../../router/links';
import { ApiError } from '../../api/client';
import type { Shop } from '../../api/types/catalogue';
import type { Category } from '../../api/types/home';
import { embeddedHome } from '../../state/embedded';
import { GoodsCard } from '../../ui/GoodsCard';
import { Marked } from '../../ui/Marked';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { useLazy } from '../../ui/useLazy';
import { SortBar } from './SortBar';
import { ShopHeader } from './ShopHeader';
import { ShareSearch } from './ShareSearch';
import { itemSearchOf, nextSort, shopUrl, sortOf, type SearchMode, type ShopQuery } from './query';
import { takeTap } from '../../state/skeleton-tap';
import { knownTree, loadTree } from '../category/tree';

/** The name of category `cid` in `list` (the tree, or the top categories index.html carries), if it is there. */
function categoryName(cid: string | undefined, list: Category[]): string {
  const find = (cats: Category[]): Category | undefined => {
    for (const c of cats) {
      if (String(c.id) === cid) return c;
      const hit = find(c.children);
      if (hit) return hit;
    }
  };
  return find(list)?.name ?? '';
}

/** Search text that is a goods number (obapi/goodsSnSearchGood), not words. */
export const GOODS_SN = /^\d{9,13}$/;

/**
 * Search results: a paged list of goods cards (sales shown) for a keyword, a category, a shop (with its
 * header) or an image. Keyword and category searches sort by relevance, sales or price and filter by
 * a price range; every choice lives in the url, so a new query reloads from page 0 and back restores it.
 */
export function Results({ q, mode }: { q: ShopQuery; mode: Exclude<SearchMode, 'start'> }) {
  const search = itemSearchOf(q);
  const key = mode === 'shop' ? `shop:${q.seller_id}:${q.tp ?? ''}` : JSON.stringify(search);
  const current = useRef(key);
  current.current = key;
  const [shop, setShop] = useState<Shop | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  // Open at once when the price range was tapped on the server's skeleton (state/skeleton-tap.ts).
  const [filterOpen, setFilterOpen] = useState(() => !!takeTap('filter'));
  /** The server refused the search itself (a shop that does not exist, an image search of someone else): its message. */
  const [refused, setRefused] = useState<string | null>(null);
  // A category's name for the heading: from the tree, asked for when index.html's top categories do not name it.
  const l = lang.value;
  const [tree, setTree] = useState(() => knownTree(l));
  useEffect(() => {
    if (mode === 'category' && !categoryName(q.cid, tree ?? embeddedHome(l)?.cats ?? [])) void loadTree(l).then(setTree, () => {});
  }, [q.cid, l]);

  const pager = usePager(async (page, size) => {
    const asked = key;
    try {
      if (mode === 'shop') {
        const r = await shopItems(q.seller_id!, q.tp, page + 1, size);
        if (asked === current.current) {
          setShop(r.shop);
          setTotal(r.list.total);
        }
        return r.list;
      }
      // A goods number (the marketplaces' item ids: 9–13 digits) finds its item: one opens at once, several list.
      if (!page && mode === 'keyword' && GOODS_SN.test(search.keyword!)) {
        const hits = await goodsBySn(search.keyword!).catch(() => []);
        if (hits.length === 1 && asked === current.current) navigate(itemUrl(hits[0].api_type, hits[0].num_iid), true);
        if (hits.length) {
          if (asked === current.current) setTotal(hits.length);
          return { total: hits.length, per_page: size, current_page: 1, last_page: 1, data: hits };
        }
      }
      const r = await searchItems(search, page + 1, size);
      if (asked === current.current) setTotal(r.total);
      return r;
    } catch (e) {
      if (page === 0 && e instanceof ApiError && e.code === 0 && asked === current.current) setRefused(mode === 'shop' ? t('catalog.shopNotFound') : e.message || t('catalog.noResultsHere'));
      throw e;
    }
  }, [key]);

  // A new search (not the first one) starts at the top; going back restores the position instead (router).
  const first = useRef(true);
  useEffect(() => {
    setRefused(null);
    if (first.current) first.current = false;
    else {
      setTotal(null);
      scrollTo(0, 0);
    }
  }, [key]);

  // The price-range form (and its amount filter) loads the first time it is opened.
  const PriceRange = useLazy(() => import('./PriceRange').then((m) => m.PriceRange), filterOpen);
  const sort = sortOf(q);
  const ranged = Boolean(search.start_price || search.end_price);
  const sortable = mode === 'keyword' || mode === 'category';
  const apply = (start_price: string, end_price: string) => {
    setFilterOpen(false);
    navigate(shopUrl(q, { start_price, end_price }), true);
  };
  const linked = linkedPicture();
  const heading = mode === 'image' ? t('catalog.imageResults') : mode === 'category' ? categoryName(q.cid, tree ?? embeddedHome(l)?.cats ?? []) : '';

  const empty = (
    <Empty text={mode === 'keyword' ? t('catalog.noResults', { keyword: q.keyword!.trim() }) : t('catalog.noResultsHere')}>
      {mode === 'keyword' && <p class="muted">{t('catalog.tryOther')}</p>}
      {ranged && <button type="button" class="btn btn-ghost" onClick={() => apply('', '')}>{t('catalog.clearRange')}</button>}
    </Empty>
  );

  if (refused) {
    return <Empty text={refused}><a class="btn btn-primary" href="#/">{t('catalog.goShopping')}</a></Empty>;
  }
  return (
    <>
      {sortable && (
        <div class="sort-wrap">
          <SortBar sort={sort} filterOpen={filterOpen} filterOn={ranged} onFilter={() => setFilterOpen((o) => !o)}
            onSort={(tapped) => navigate(shopUrl(q, { sort: nextSort(sort, tapped) === 'default' ? undefined : nextSort(sort, tapped) }), true)} />
          {filterOpen && PriceRange && <PriceRange key={key} start={search.start_price} end={search.end_price} onApply={apply} />}
        </div>
      )}
      {mode === 'shop' && shop && <ShopHeader shop={shop} />}
      {heading && <h2 class="results-title">{heading}</h2>}
      <div class="results-head">
        {mode !== 'shop' && <p class="results-count muted" aria-live="polite">{total && pager.loaded ? t('catalog.found', { n: total }) : ''}</p>}
        {mode !== 'image' && <ShareSearch q={q} title={mode === 'keyword' ? q.keyword!.trim() : mode === 'shop' ? shop?.name ?? '' : heading} />}
      </div>
      <ScrollList pager={pager} empty={empty}>
        {!pager.loaded && !pager.items.length && <div class="page-loader" aria-busy="true"><span class="spinner" /></div>}
        <div class="goods-grid results-grid">
          {/* Opened at its link, the first card's picture is the url the link named (the skeleton's: api/items.ts linkedPicture). */}
          {pager.items.map((g, i) => <GoodsCard key={g.id} goods={i || !linked ? g : { ...g, pic_url: linked }} saleMode eager={i < 2} title={<Marked text={g.title} marks={g.title_marks} />} />)}
        </div>
      </ScrollList>
    </>
  );
}
