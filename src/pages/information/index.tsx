import { t } from '../../state/lang';
import { articles } from '../../api/content';
import { ScrollList } from '../../ui/ScrollList';
import { usePager } from '../../ui/usePager';
import { Empty } from '../../ui/Empty';
import { ArticleRows, ArticleRowsSkeleton } from '../../ui/Article';

const toInfo = (a: { id: number }) => `/pages/help/info?id=${a.id}`;

/**
 * /pages/information/index: the service information — about us, terms of service, privacy, shipping
 * policy, prohibited goods (articles of kind 'info', in the order written); each opens as an article.
 */
export default function InformationPage() {
  const pager = usePager((page, size) => articles({ kind: 'info', page: page + 1, pagesize: size }), [], { size: 20 });
  return (
    <ScrollList pager={pager} empty={<Empty text={t('content.emptyInfo')}><a class="btn btn-primary" href="#/pages/help/index">{t('content.toHelp')}</a></Empty>}>
      {!pager.loaded && !pager.items.length && <ArticleRowsSkeleton rows={5} />}
      {pager.items.length > 0 && <ArticleRows items={pager.items} href={toInfo} />}
    </ScrollList>
  );
}
