import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import type { Lang } from '../../i18n';
import type { TextRange } from '../../../src/api/types/search';
import { findsLonger, hanRanges, mergeRanges, searchWords, wordRanges } from './words';

/**
 * A shopper's search as a PostgreSQL text-search query (design §8), and where its words stand in a text
 * that matched. The texts' side is the migration's search_doc(config, text): stems in the text's language,
 * the words as written, Chinese characters and pairs (0016_search_words.sql). Each word of the search must be
 * found, as a stem of one of the given configurations, or as written or begun ("достав" → "доставки"); each
 * Chinese term too. Both PGlite and PostgreSQL 15 have the russian and english configurations.
 */

/** The text-search configuration of a language's texts ('simple' for Chinese: no stemming, characters instead). */
export type Config = 'russian' | 'english' | 'simple';
const CONFIG: Record<Lang, Config> = { en: 'english', ru: 'russian', 'zh-cn': 'simple' };
export const configOf = (lang: Lang): Config => CONFIG[lang];

export type TextQuery = {
  /** The tsquery, as its text (for `${q.tsquery}::tsquery`). */
  tsquery: string;
  /** The words that count (stop words dropped), lower case, and the Chinese terms: for marking them in texts. */
  words: string[];
  han: string[];
};

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];
const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The query of `keyword` for texts in `configs` (one for a text of known language; goods titles have every
 * language); null when it holds nothing to look for. A stop word of a configuration ("и", "для", "the") is no
 * condition, unless the search is nothing else.
 */
export async function textQuery(db: DbOrTx, keyword: string, configs: Config[]): Promise<TextQuery | null> {
  const { words, han } = searchWords(keyword);
  const parts: string[] = [];
  let kept: string[] = [];
  if (words.length) {
    const stems = configs.filter((c) => c !== 'simple').map((c, i) => sql`, plainto_tsquery(${c}::regconfig, x.w)::text AS ${sql.raw(`s${i}`)}`);
    const res = await db.execute(sql`
      SELECT plainto_tsquery('simple', x.w)::text AS plain ${sql.join(stems, sql``)}
      FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) WITH ORDINALITY AS x(w, n) ORDER BY x.n`);
    const found = rowsOf<Record<string, string>>(res).map((r, i) => {
      const forms = Object.keys(r).filter((k) => k !== 'plain').map((k) => r[k]);
      return { word: words[i], plain: r.plain, forms, stop: forms.some((f) => !f) };
    });
    const counted = found.filter((f) => !f.stop && f.plain);
    const use = counted.length || han.length ? counted : found.filter((f) => f.plain).map((f) => ({ ...f, forms: [] }));
    kept = use.map((f) => f.word);
    for (const f of use) {
      const written = findsLonger(f.word) ? `${f.plain}:*` : f.plain;
      parts.push(`(${[...new Set([...f.forms.map((s) => `(${s})`), written])].join(' | ')})`);
    }
  }
  parts.push(...han.map(quote));
  if (!parts.length) return null;
  return { tsquery: parts.join(' & '), words: kept, han };
}

/** The query as SQL. */
export const tsquery = (q: TextQuery): SQL => sql`${q.tsquery}::tsquery`;

/** What a text holds for a search in `config` (the migration's search_doc). */
export const searchDoc = (config: Config, text: SQL): SQL => sql`search_doc(${config}::regconfig, ${text})`;

/**
 * How well a document answers the query, descending: ts_rank_cd (the words near each other count, a longer
 * text counts less: normalisation 1) where the configuration stems; ts_rank for Chinese, whose characters
 * are kept without positions, which ts_rank_cd needs.
 */
export const rankOf = (config: Config, doc: SQL, query: SQL): SQL =>
  config === 'simple' ? sql`ts_rank(${doc}, ${query}, 1) DESC` : sql`ts_rank_cd(${doc}, ${query}, 1) DESC`;

const START = '\u0002';
const STOP = '\u0003';
const MARKERS = /[\u0000\u0002\u0003]/g;

/** ts_headline's answer (the text with the markers around matched words) as ranges; null if it is not the text. */
function rangesOfHeadline(text: string, marked: string): TextRange[] | null {
  const ranges: TextRange[] = [];
  let plain = '';
  let open = -1;
  for (const ch of marked) {
    if (ch === START) open = plain.length;
    else if (ch === STOP) {
      if (open >= 0 && plain.length > open) ranges.push([open, plain.length]);
      open = -1;
    } else plain += ch;
  }
  return plain === text ? ranges : null;
}

/**
 * Where the search's words stand in each of `texts` (in a language of `config`): the words the database
 * matched by their stems (ts_headline of the same query), words written or begun, Chinese terms. Ranges in
 * UTF-16 code units of each text as given.
 */
export async function marksOf(db: DbOrTx, config: Config, texts: string[], q: TextQuery): Promise<TextRange[][]> {
  let stemmed: (TextRange[] | null)[] = texts.map(() => null);
  if (config !== 'simple' && q.words.length && texts.length) {
    const clean = texts.map((t) => t.replace(MARKERS, ' '));
    const res = await db.execute(sql`
      SELECT ts_headline(${config}::regconfig, x.t, ${q.tsquery}::tsquery, ${`HighlightAll=true, StartSel=${START}, StopSel=${STOP}`}) AS h
      FROM jsonb_array_elements_text(${JSON.stringify(clean)}::jsonb) WITH ORDINALITY AS x(t, n) ORDER BY x.n`);
    stemmed = rowsOf<{ h: string }>(res).map((r, i) => rangesOfHeadline(clean[i], r.h));
  }
  return texts.map((t, i) => mergeRanges([...(stemmed[i] ?? []), ...wordRanges(t, q.words), ...hanRanges(t, q.han)]));
}
