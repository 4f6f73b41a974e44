/**
 * News, help and service information (/api/news/*, /api/article/*): rows of the server table `articles`,
 * each of a kind — 'help' (the help centre's categories), 'info' (service information: about, terms,
 * privacy, shipping policy, prohibited goods) or 'news'. Titles and texts come in the request's language,
 * times in unix seconds, lists as Page<T>.
 */
import type { TextRange } from './search';

export type ArticleKind = 'help' | 'info' | 'news';

/** A help category (article/getCategory) with how many articles it holds. */
export type ArticleCategory = { id: number; name: string; count: number };

/** A row of news/lists and article/lists. */
export type ArticleSummary = {
  id: number;
  category_id: number;
  kind: ArticleKind;
  title: string;
  /** The opening words of the text, as plain text (no markup), '' when there is no text. */
  summary: string;
  /** The article's first picture as a list thumbnail (site-relative or http(s) url), '' when it has none. */
  image: string;
  created_at: number;
  /** A search's rows only (article/lists with `keyword`): where its words stand in `title` and in `summary`, which is then the part of the text around them. */
  title_marks?: TextRange[];
  summary_marks?: TextRange[];
};

/** news/detail and article/detail. */
export type ArticleDetail = ArticleSummary & {
  category_name: string;
  /** HTML written by staff, stored and answered as written: pages render it only through lib/sanitize.ts. */
  content: string;
};

/** What article/lists takes: a category's articles, the service information (`kind` info), or a search (`keyword`). */
export type ArticleQuery = { category_id?: number; kind?: 'help' | 'info'; keyword?: string; page: number; pagesize: number };
