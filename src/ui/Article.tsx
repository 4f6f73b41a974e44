import { useMemo } from 'react';
import { t } from '../state/lang';
import { sanitizeHtml, isImageUrl } from '../lib/sanitize';
import { dateTime } from '../lib/units';
import { Marked } from './Marked';
import type { ArticleDetail, ArticleSummary } from '../api/types/content';
import './article.css';

/** "YYYY-MM-DD" of unix seconds (the day an article was published). */
const day = (s: number) => dateTime(s).slice(0, 10);
const Time = ({ at }: { at: number }) => <time dateTime={new Date(at * 1000).toISOString()}>{day(at)}</time>;

/**
 * One article (news, help, service information): its title, category and date, and its HTML — staff's
 * words as the server stores them, rendered only through lib/sanitize.ts (no script, handler, javascript:
 * or data: URL, frame, form or style survives; links to other sites open in a new tab without an opener).
 * Grey lines of its shape while it loads (null).
 */
export function ArticleBody({ a }: { a: ArticleDetail | null }) {
  const safe = useMemo(() => sanitizeHtml(a?.content), [a?.content]);
  if (!a) {
    return (
      <article class="article" aria-busy="true" aria-label={t('content.loading')}>
        <span class="sk sk-title" />
        <span class="sk" style={{ width: '40%' }} />
        {[100, 92, 96, 70, 100, 85].map((w, i) => <span key={i} class="sk" style={{ width: `${w}%` }} />)}
      </article>
    );
  }
  return (
    <article class="article" aria-labelledby="article-title">
      <h2 id="article-title">{a.title}</h2>
      <p class="muted article-meta">{[a.category_name, day(a.created_at)].filter(Boolean).join(' · ')}</p>
      <div class="article-body" dangerouslySetInnerHTML={{ __html: safe }} />
    </article>
  );
}

/**
 * Article rows (a category's help articles, search results, the service information, news): title, the
 * opening words (a search's: the words around what it found, marked), a thumbnail when the article has one
 * (only an http(s) or site url), the date when asked.
 * Each opens `href(a)`. `eager`: the first thumbnail may be the page's largest paint.
 */
export function ArticleRows({ items, href, dated, eager }: { items: ArticleSummary[]; href: (a: ArticleSummary) => string; dated?: boolean; eager?: boolean }) {
  return (
    <ul class="art-list">
      {items.map((a, i) => (
        <li key={a.id}>
          <a class="art-row" href={`#${href(a)}`}>
            {a.image && isImageUrl(a.image) && <img src={a.image} width={96} height={64} alt="" decoding="async" loading={eager && i === 0 ? 'eager' : 'lazy'} />}
            <span class="art-main">
              <b><Marked text={a.title} marks={a.title_marks} /></b>
              {a.summary && <span class="art-sum"><Marked text={a.summary} marks={a.summary_marks} /></span>}
              {dated && <Time at={a.created_at} />}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Grey rows where a list of articles will be. */
export const ArticleRowsSkeleton = ({ rows = 4 }: { rows?: number }) => (
  <div class="art-list" aria-busy="true" aria-label={t('list.loading')}>
    {Array.from({ length: rows }, (_, i) => <span key={i} class="sk" style={{ width: `${90 - (i % 3) * 15}%` }} />)}
  </div>
);
