import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { asHtml, deleteNews, newsPage, publishNews } from '../domain/content/articles';
import { listInputNoStatus } from './ops-list-input';

/** An article's text from the CLI: HTML, or plain text with blank lines between paragraphs. */
const text = (max: number) => f.text(max).optional().transform((s) => s || undefined);

/**
 * Operator calls for content (header X-Ops-Token):
 *   news_publish title_en content_en [title_ru content_ru] [title_zh content_zh]
 *       a language left out shows the English title and text; content is HTML, stored as written (the
 *       storefront sanitises it), or plain text with blank lines between paragraphs
 *   news [limit]           news articles, newest first
 *   news_delete id
 */
export default defineGroup('/ops', (on) => {
  on('news_publish', {
    help: 'publish a news article: title and content (HTML, or plain text with blank lines between paragraphs) in English, and in Russian and Chinese if given (else the English shows)',
    auth: 'ops',
    maxBody: 512 * 1024,
    input: z.object({
      title_en: f.nonEmpty(200), content_en: f.nonEmpty(100_000),
      title_ru: text(200), content_ru: text(100_000), title_zh: text(200), content_zh: text(100_000),
    }),
  }, async ({ db, input, now }) => {
    const en = { title: input.title_en, content: asHtml(input.content_en) };
    const ru = { title: input.title_ru ?? en.title, content: input.content_ru ? asHtml(input.content_ru) : en.content };
    const zh = { title: input.title_zh ?? en.title, content: input.content_zh ? asHtml(input.content_zh) : en.content };
    const row = await publishNews(db, {
      title: { en: en.title, ru: ru.title, 'zh-cn': zh.title }, content: { en: en.content, ru: ru.content, 'zh-cn': zh.content }, now: now(),
    });
    return { id: row.id, title: row.title, created_at: row.createdAt, link: `/pages/member/news/detail?id=${row.id}` };
  });

  on('news', { help: 'news articles, newest first (the id news_delete takes)', auth: 'ops', input: listInputNoStatus.pick({ limit: true }) }, async ({ db, input }) =>
    (await newsPage(db, 'en', { page: 1, pagesize: input.limit })).rows.map((a) => ({ id: a.id, title: a.title, created_at: a.created_at })));

  on('news_delete', { help: 'take a news article down', auth: 'ops', input: z.object({ id: f.id() }) }, ({ db, input }) => deleteNews(db, input.id));
});
