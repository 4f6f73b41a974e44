/**
 * PROVISIONAL — /api/news/*, /api/article/* and /api/comment/* have no server yet; these shapes are the
 * client's guess until the server implements the groups. News and help pages are both articles
 * (server table `articles`, kind 'news' or 'help'); texts come in the request's language, times unix
 * seconds, lists Page<T>.
 */

export type ArticleCategory = { id: number; name: string };

/** A row of news/lists and article/lists. */
export type ArticleSummary = { id: number; category_id: number; title: string; created_at: number };
/** news/detail and article/detail: `content` is HTML written by staff (pages sanitise it). */
export type ArticleDetail = ArticleSummary & { content: string };

/** A shopper's comment (/pages/comment/index) and the staff's reply to it. */
export type Comment = {
  id: number;
  nickname: string;
  /** Site-relative url or ''. */
  avatar: string;
  content: string;
  /** Site-relative urls of uploaded images. */
  images: string[];
  reply: string;
  created_at: number;
  replied_at: number | null;
};
