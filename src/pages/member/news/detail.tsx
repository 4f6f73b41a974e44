import { useLocation } from 'preact-iso';
import { t, lang } from '../../../state/lang';
import { newsDetail } from '../../../api/content';
import { RecordState, queryId, useRecord } from '../order/record';
import { ArticleBody } from '../../../ui/Article';

/** /pages/member/news/detail?id=: one news article in the app's language, its HTML only through the sanitiser (ui/Article.tsx). */
export default function NewsDetail() {
  const { query } = useLocation();
  const id = queryId(query.id);
  // Keyed by the language too: a switch asks for the article again, in the new language.
  const rec = useRecord(id ? `${id}|${lang.value}` : null, () => newsDetail(id!));
  if (rec.state === 'notfound' || rec.state === 'failed') {
    return <RecordState rec={rec} notFound={rec.msg || t('content.newsMissing')} back={{ href: '/pages/member/news/index', label: t('content.toNews') }} />;
  }
  return (
    <>
      <ArticleBody a={rec.data} />
      {rec.data && <div class="help-more"><a class="btn" href="#/pages/member/news/index">{t('content.toNews')}</a></div>}
    </>
  );
}
