import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { articleCategories, articles, type I18nText } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../i18n';
import { parsePicture } from '../catalogue/images';
import { configOf, marksOf, rankOf, searchDoc, textQuery, tsquery } from '../search/text-query';
import { snippet } from '../search/snippet';
import type { ArticleCategory, ArticleDetail, ArticleKind, ArticleSummary } from '../../../src/api/types/content';

/*
 * News, help articles and service information (design §4b "Content"): rows of `articles`, each in a
 * category and of a kind — 'help' (the help centre), 'info' (about, terms, privacy, shipping policy,
 * prohibited goods: one category of their own) or 'news'. Titles and texts are stored per language as
 * written by staff (HTML) and answered as stored: the storefront sanitises on render (src/lib/sanitize.ts).
 */

/** Kinds the help centre's search looks through (news has a list of its own). */
const SEARCHED: ArticleKind[] = ['help', 'info'];
/** How long a list row's summary is, in characters. */
const SUMMARY_CHARS = 120;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…' };

/** Where one list item ends and the next begins (a separator is chosen once the text is plain). */
const ITEM = '\u0001';
/** Tags that run inline with the text: dropped without a space ("整理到<a>帮助中心</a>" reads on). */
const INLINE = /<\/?(a|b|strong|i|em|u|s|small|sub|sup|span|code)\b[^>]*>/gi;
/** Chinese (and full-width) letters and punctuation: no space between two of them. */
const CJK = '\\u3000-\\u303f\\u3400-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
const CJK_GAP = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, 'g');
const CJK_CHAR = new RegExp(`[${CJK}]`);

/**
 * The running text of stored HTML, as a list row shows it: no scripts, styles, headings or tags, list items
 * apart, entities read, whitespace collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript|h[1-6]|table)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/li\s*>/gi, ITEM)
    .replace(INLINE, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .replace(CJK_GAP, '')
    // Between list items: a semicolon (a Chinese one after Chinese), unless the item ended a sentence.
    .replace(/^[\s\u0001]+|[\s\u0001]+$/g, '')
    .replace(/(.)\s*\u0001[\s\u0001]*/gu, (_, last: string) => (/[.!?;:。！？；：]/.test(last) ? `${last} ` : CJK_CHAR.test(last) ? `${last}；` : `${last}; `))
    .replace(CJK_GAP, '')
    .trim();
}

/** The opening words of a text, cut at a word where one is near, with an ellipsis when cut. */
export function summaryOf(html: string, max = SUMMARY_CHARS): string {
  const text = plainText(html);
  if ([...text].length <= max) return text;
  const head = [...text].slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:!?，。；：]+$/u, '')}…`;
}

/**
 * The first picture of an article as a list thumbnail: the url of its first <img> when that is http(s) or
 * on this site, a catalogue drawing taken at 200 px; '' when there is none.
 */
export function coverOf(html: string): string {
  const m = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  const src = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  if (!/^(https?:\/\/[^/\\]|\/(?![/\\]))/i.test(src)) return '';
  const file = /^\/static\/goods\/([^/?#]+)$/.exec(src)?.[1];
  const pic = file ? parsePicture(file) : null;
  return pic && !pic.thumb ? src.replace(/\.webp$/, '_200.webp') : src;
}

type Row = { id: number; categoryId: number; kind: string; title: string; content: string; createdAt: number };

/** The columns of a row in one language. */
const inLang = (lang: Lang) => ({
  id: articles.id,
  categoryId: articles.categoryId,
  kind: articles.kind,
  title: sql<string>`coalesce(nullif(${articles.title}->>${lang}, ''), ${articles.title}->>'en', '')`,
  content: sql<string>`coalesce(nullif(${articles.content}->>${lang}, ''), ${articles.content}->>'en', '')`,
  createdAt: articles.createdAt,
});

export const summaryView = (r: Row): ArticleSummary => ({
  id: r.id, category_id: r.categoryId, kind: r.kind as ArticleKind, title: r.title, summary: summaryOf(r.content), image: coverOf(r.content), created_at: r.createdAt,
});

type PageOpts = { page: number; pagesize: number };

async function rowsOf(db: DbOrTx, lang: Lang, where: SQL | undefined, order: SQL[], o: PageOpts) {
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db.select(inLang(lang)).from(articles).where(where).orderBy(...order).limit(o.pagesize).offset((o.page - 1) * o.pagesize);
  return { rows, total: Number(total.n) };
}

async function pageOf(db: DbOrTx, lang: Lang, where: SQL | undefined, order: SQL[], o: PageOpts) {
  const { rows, total } = await rowsOf(db, lang, where, order, o);
  return { rows: rows.map(summaryView), total };
}

/** News, newest first. */
export function newsPage(db: DbOrTx, lang: Lang, o: PageOpts) {
  return pageOf(db, lang, eq(articles.kind, 'news'), [desc(articles.createdAt), desc(articles.id)], o);
}

/** An article's text in each language as the search reads it (generated columns of migration 0016). */
const TEXT_DOC: Record<Lang, SQL> = { en: sql`${articles.searchEn}`, ru: sql`${articles.searchRu}`, 'zh-cn': sql`${articles.searchZh}` };

/**
 * The help articles and service information whose title or text in `lang` holds the words of `keyword`
 * in any of their forms (design §8: "доставка" finds "стоимость доставки"), best first: those whose title
 * holds them all, then by rank, the title's words weighing ten times the text's. Each row answers
 * where the words stand in its title and in its summary, which is the part of the text around the first.
 */
async function searchPage(db: DbOrTx, lang: Lang, keyword: string, o: PageOpts & { categoryId?: number }) {
  const config = configOf(lang);
  const q = await textQuery(db, keyword, [config]);
  if (!q) return { rows: [], total: 0 };
  const query = tsquery(q);
  const title = searchDoc(config, sql`${articles.title}->>${lang}`);
  // The text as kept (without its markup: a search for "strong" does not find every <strong>).
  const text = TEXT_DOC[lang];
  const where = and(inArray(articles.kind, SEARCHED), o.categoryId ? eq(articles.categoryId, o.categoryId) : undefined, sql`(${title} || ${text}) @@ ${query}`);
  const order = [sql`(${title} @@ ${query}) DESC`, rankOf(config, sql`setweight(${title}, 'A') || setweight(${text}, 'D')`, query), asc(articles.id)];
  const { rows, total } = await rowsOf(db, lang, where, order, o);
  const plain = rows.map((r) => plainText(r.content));
  const marks = await marksOf(db, config, [...rows.map((r) => r.title), ...plain], q);
  return {
    rows: rows.map((r, i) => {
      const sum = snippet(plain[i], marks[rows.length + i], SUMMARY_CHARS);
      return { ...summaryView(r), summary: sum.text, title_marks: marks[i], summary_marks: sum.marks };
    }),
    total,
  };
}

/**
 * Help articles and service information: a category's (in the order written), the service information's
 * (`kind` info), or those matching a search (`keyword`, within the category when one is given: searchPage).
 * With none of these, the help articles.
 */
export function articlePage(db: DbOrTx, lang: Lang, o: PageOpts & { categoryId?: number; kind?: 'help' | 'info'; keyword?: string }) {
  const kw = o.keyword?.trim();
  if (kw) return searchPage(db, lang, kw, o);
  const where = o.categoryId
    ? and(eq(articles.categoryId, o.categoryId), inArray(articles.kind, SEARCHED))
    : eq(articles.kind, o.kind ?? 'help');
  return pageOf(db, lang, where, [asc(articles.id)], o);
}

/** Help categories (those holding help articles), in their order, with how many each holds. */
export async function helpCategories(db: DbOrTx, lang: Lang): Promise<ArticleCategory[]> {
  const rows = await db
    .select({ id: articleCategories.id, name: articleCategories.name, n: count(articles.id) })
    .from(articleCategories)
    .innerJoin(articles, and(eq(articles.categoryId, articleCategories.id), eq(articles.kind, 'help')))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  return rows.map((r) => ({ id: r.id, name: r.name[lang] || r.name.en, count: Number(r.n) }));
}

/** One article of the given kinds in `lang`, with its category's name; not found for another kind or none. */
export async function articleDetail(db: DbOrTx, lang: Lang, id: number, kinds: ArticleKind[], missing: string): Promise<ArticleDetail> {
  const [r] = await db
    .select({ ...inLang(lang), category: articleCategories.name })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), inArray(articles.kind, kinds)));
  if (!r) throw notFound(missing);
  return { ...summaryView(r), category_name: r.category ? r.category[lang] || r.category.en : '', content: r.content };
}

/** The category news goes in: the one holding news, else a new "News" category. */
async function newsCategory(db: DbOrTx): Promise<number> {
  const [held] = await db.select({ id: articles.categoryId }).from(articles).where(eq(articles.kind, 'news')).orderBy(desc(articles.id)).limit(1);
  if (held) return held.id;
  const [{ n }] = await db.select({ n: count() }).from(articleCategories);
  const [made] = await db.insert(articleCategories).values({ name: { en: 'News', ru: 'Новости', 'zh-cn': '新闻公告' }, sort: Number(n) }).returning({ id: articleCategories.id });
  return made.id;
}

/** Publishes a news article (title and HTML per language, as given). */
export async function publishNews(db: DbOrTx, a: { title: I18nText; content: I18nText; now: number }) {
  const categoryId = await newsCategory(db);
  const [row] = await db.insert(articles).values({ categoryId, kind: 'news', title: a.title, content: a.content, createdAt: a.now }).returning();
  return row;
}

/** Takes a news article down; another kind or none is not found. */
export async function deleteNews(db: DbOrTx, id: number) {
  const [row] = await db.delete(articles).where(and(eq(articles.id, id), eq(articles.kind, 'news'))).returning({ id: articles.id });
  if (!row) throw notFound('news.notFound');
  return row;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An operator's text as article HTML: HTML (anything with a tag) stays exactly as written; plain text
 * becomes paragraphs (a blank line between two), escaped, with line breaks kept.
 */
export function asHtml(text: string): string {
  if (/<[a-z!/]/i.test(text)) return text;
  return text.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('');
}
