import { t } from '../../../state/lang';
import { news } from '../../../api/content';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { ArticleRows, ArticleRowsSkeleton } from '../../../ui/Article';

const toDetail = (a: { id: number }) => `/pages/member/news/detail?id=${a.id}`;

/** /pages/member/news/index: the shop's news, newest first (title, opening words, date, picture); pull to refresh, more on scroll. */
export default function NewsPage() {
  const pager = usePager((page, size) => news(page + 1, size), []);
  return (
    <ScrollList pager={pager} empty={<Empty text={t('content.emptyNews')} note={t('content.emptyNewsNote')} />}>
      {!pager.loaded && !pager.items.length && <ArticleRowsSkeleton />}
      {pager.items.length > 0 && <ArticleRows items={pager.items} href={toDetail} dated eager />}
    </ScrollList>
  );
}
