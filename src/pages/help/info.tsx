import { useLocation } from 'preact-iso';
import { t, lang } from '../../state/lang';
import { article } from '../../api/content';
import { RecordState, queryId, useRecord } from '../member/order/record';
import { ArticleBody } from '../../ui/Article';

/**
 * /pages/help/info?id=: one help article or service-information page, in the app's language. Opened cold
 * from a link (Lighthouse measures it so): the article's call starts with the page (early/calls.ts), grey
 * lines of the article from the first paint, the HTML only through the sanitiser (ui/Article.tsx). Under it, for
 * a shopper it did not help: customer service (the online service), and the help centre.
 */
export default function HelpArticle() {
  const { query } = useLocation();
  const id = queryId(query.id);
  // Keyed by the language too: a switch asks for the article again, in the new language.
  const rec = useRecord(id ? `${id}|${lang.value}` : null, () => article(id!));
  if (rec.state === 'notfound' || rec.state === 'failed') {
    return <RecordState rec={rec} notFound={rec.msg || t('content.articleMissing')} back={{ href: '/pages/help/index', label: t('content.toHelp') }} />;
  }
  return (
    <>
      <ArticleBody a={rec.data} />
      {rec.data && (
        <div class="help-more">
          <p class="muted">{t('content.stillNeed')}</p>
          <a class="btn btn-primary" href="#/pages/page/onlineservice">{t('content.askService')}</a>
          <a class="btn" href="#/pages/help/index">{t('content.toHelp')}</a>
        </div>
      )}
    </>
  );
}
