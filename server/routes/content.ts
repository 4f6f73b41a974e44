import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import { articleDetail, articlePage, helpCategories, newsPage } from '../domain/content/articles';
import type { Page } from '../../src/api/types/common';
import type { ArticleCategory, ArticleDetail, ArticleSummary } from '../../src/api/types/content';

const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });
const idInput = z.object({ id: f.id() });

/** /api/news/*: news, newest first, and one news article (spec §7 "news: lists, detail"). */
const news = defineGroup('/api/news', (on) => {
  on('lists', { input: listInput }, async ({ db, input, lang }): Promise<Page<ArticleSummary>> => {
    const { rows, total } = await newsPage(db, lang, input);
    return page(rows, total, input.page, input.pagesize);
  });

  on('detail', { input: idInput }, ({ db, input, lang }): Promise<ArticleDetail> => articleDetail(db, lang, input.id, ['news'], 'news.notFound'));
});

/**
 * /api/article/*: the help centre and the service information (spec §7 "articles: detail, lists,
 * getCategory"). lists: a category's articles (`category_id`), the service information (`kind=info`), or a
 * search of help titles and texts in the request's language (`keyword`, within a category when one is given).
 */
const article = defineGroup('/api/article', (on) => {
  on('getCategory', {}, ({ db, lang }): Promise<ArticleCategory[]> => helpCategories(db, lang));

  on('lists', {
    input: listInput.extend({
      category_id: f.id().optional().catch(undefined),
      kind: z.enum(['help', 'info']).optional().catch(undefined),
      keyword: f.text(100).optional(),
    }),
  }, async ({ db, input, lang }): Promise<Page<ArticleSummary>> => {
    const { rows, total } = await articlePage(db, lang, { ...input, categoryId: input.category_id });
    return page(rows, total, input.page, input.pagesize);
  });

  on('detail', { input: idInput }, ({ db, input, lang }): Promise<ArticleDetail> => articleDetail(db, lang, input.id, ['help', 'info'], 'article.notFound'));
});

export default function contentGroups(app: Hono<AppEnv>) {
  news(app);
  article(app);
}
