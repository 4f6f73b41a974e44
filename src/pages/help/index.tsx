import { useEffect, useState } from 'react';
import { t, tn, lang } from '../../state/lang';
import { articleCategories } from '../../api/content';
import type { ArticleCategory } from '../../api/types/content';
import { Icon } from '../../ui/Icon';
import { Empty } from '../../ui/Empty';
import { LoadFailed } from '../../ui/LoadState';
import { HelpSearch } from './SearchForm';
import '../../ui/article.css';

/** A row leading to a page: its label, a muted note, a chevron. */
const Cell = ({ href, label, note }: { href: string; label: string; note?: string }) => (
  <a class="help-cell" href={`#${href}`}>
    <span>{label}</span>
    {note && <span class="muted">{note}</span>}
    <Icon name="right" size={16} />
  </a>
);

/**
 * /pages/help/index: the help centre — a search of help titles and texts, the help topics (article
 * getCategory) with how many articles each holds, the service information, news, and online service for
 * what the articles do not answer. Grey rows where the topics will be until they arrive.
 */
export default function HelpCentre() {
  const [cats, setCats] = useState<ArticleCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    setFailed(false);
    articleCategories().then(setCats, () => setFailed(true));
  }, [n, lang.value]);

  return (
    <>
      <HelpSearch />
      <nav class="help-cells" aria-labelledby="help-topics">
        <h2 id="help-topics">{t('content.topics')}</h2>
        {cats
          ? (cats.length ? cats.map((c) => <Cell key={c.id} href={`/pages/help/lists?id=${c.id}`} label={c.name} note={tn('content.articlesN', c.count)} />) : <Empty />)
          : failed
            ? <LoadFailed onRetry={() => setN((x) => x + 1)} />
            : [0, 1, 2, 3].map((i) => <div key={i} class="help-cell" aria-hidden="true"><span class="sk" /></div>)}
      </nav>
      <nav class="help-cells" aria-label={t('content.more')}>
        <Cell href="/pages/information/index" label={t('nav./pages/information/index')} />
        <Cell href="/pages/member/news/index" label={t('nav./pages/member/news/index')} />
      </nav>
      <div class="help-more">
        <p class="muted">{t('content.stillNeed')}</p>
        <a class="btn" href="#/pages/page/onlineservice">{t('content.askService')}</a>
      </div>
    </>
  );
}
