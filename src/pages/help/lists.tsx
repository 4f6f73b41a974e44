import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, tn, lang } from '../../state/lang';
import { articleCategories, articles } from '../../api/content';
import { queryId } from '../../lib/query-id';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { ArticleRows, ArticleRowsSkeleton } from '../../ui/Article';
import { HelpSearch } from './SearchForm';

const toInfo = (a: { id: number }) => `/pages/help/info?id=${a.id}`;

/**
 * /pages/help/lists: the articles of a help topic (`?id=`), in reading order, or the help articles and
 * service information matching a search (`?keyword=`), titles first, with the search box to refine it.
 * More on scroll; an empty topic or search says so and leads back to the help centre.
 */
export default function HelpLists() {
  const { query } = useLocation();
  const keyword = (query.keyword ?? '').trim();
  const id = keyword ? null : queryId(query.id);
  const [name, setName] = useState('');
  const [total, setTotal] = useState<number | null>(null);
  const pager = usePager(async (page, size) => {
    const p = await articles({ ...(keyword ? { keyword } : id ? { category_id: id } : { kind: 'help' }), page: page + 1, pagesize: size });
    setTotal(p.total);
    return p;
  }, [keyword, id]);

  // A topic's name above its articles (the list answers articles only).
  useEffect(() => {
    setName('');
    if (id) articleCategories().then((cats) => setName(cats.find((c) => c.id === id)?.name ?? ''), () => {});
  }, [id, lang.value]);

  const back = <a class="btn btn-primary" href="#/pages/help/index">{t('content.toHelp')}</a>;
  const empty = keyword
    ? <Empty text={t('content.nothingFound', { q: keyword })} note={t('content.nothingFoundNote')}>{back}</Empty>
    : <Empty text={t('content.emptyCategory')}>{back}</Empty>;
  return (
    <>
      {keyword ? <HelpSearch keyword={keyword} /> : id && (name ? <h2 class="help-found help-topic">{name}</h2> : <div class="help-found help-topic" aria-hidden="true" />)}
      {keyword && pager.loaded && total !== null && total > 0 && <p class="muted help-found" role="status">{tn('content.found', total, { q: keyword })}</p>}
      <ScrollList pager={pager} empty={empty}>
        {!pager.loaded && !pager.items.length && <ArticleRowsSkeleton />}
        {pager.items.length > 0 && <ArticleRows items={pager.items} href={toInfo} />}
      </ScrollList>
    </>
  );
}
