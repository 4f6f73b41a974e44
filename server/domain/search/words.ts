import type { TextRange } from '../../../src/api/types/search';

/**
 * A shopper's search, taken apart (design §8): words of alphabets (matched by the database's full-text
 * search: stems of the text's language, or a word typed in part) and Chinese, which has no spaces between
 * words: each run of Chinese characters becomes its pairs of characters (a lone character stays one), all of
 * which the text must hold — "运费怎么算" → 运费, 算 (question words dropped) finds "运费计算方法".
 * Pure: the database work is in text-query.ts.
 */

/** Chinese characters (CJK ideographs), as the migration's search_grams() cuts them. */
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const PIECE = new RegExp(`([${HAN}]+)|((?:(?![${HAN}])[\\p{L}\\p{N}])+)`, 'gu');
const WORD = new RegExp(`(?:(?![${HAN}])[\\p{L}\\p{N}])+`, 'gu');

/** Question and function words of a Chinese search that say nothing of what is looked for (longest first). */
const HAN_STOP = [
  '为什么', '怎么样', '能不能', '有没有', '可不可以', '怎么', '怎样', '如何', '什么', '多少', '哪里', '哪些', '哪个',
  '是否', '能否', '可以', '请问', '我的', '我们', '您的', '你的', '的', '了', '吗', '呢', '吧', '啊', '我', '您', '你',
].sort((a, b) => b.length - a.length);
const HAN_STOP_RE = new RegExp(HAN_STOP.join('|'), 'g');

/** At most this many words and Chinese terms count (a pasted paragraph is not a search). */
const MAX_WORDS = 8;
const MAX_HAN = 16;
/** A word of letters this long or longer also finds the words it begins ("ship" → "shipping", "достав" → "доставки"). */
export const findsLonger = (word: string) => word.length >= 3 && /\p{L}/u.test(word);

export type SearchWords = { words: string[]; han: string[] };

/** Pairs of characters of a run (a lone character is itself). */
const gramsOf = (run: string) => (run.length < 2 ? [run] : Array.from({ length: run.length - 1 }, (_, i) => run.slice(i, i + 2)));

/** The words (lower case) and the Chinese terms of a search; both empty when it holds neither. */
export function searchWords(keyword: string): SearchWords {
  const words: string[] = [];
  const runs: string[] = [];
  for (const m of keyword.normalize('NFC').matchAll(PIECE)) {
    if (m[1]) runs.push(m[1]);
    else words.push(m[2].toLowerCase());
  }
  // Question words go; a search of nothing else keeps them (it is then what is looked for).
  const kept = runs.flatMap((r) => r.split(HAN_STOP_RE)).filter(Boolean);
  const han = (kept.length ? kept : runs).flatMap(gramsOf);
  return { words: [...new Set(words)].slice(0, MAX_WORDS), han: [...new Set(han)].slice(0, MAX_HAN) };
}

/** Ranges sorted and joined where they overlap or touch. */
export function mergeRanges(ranges: TextRange[]): TextRange[] {
  const out: TextRange[] = [];
  for (const [s, e] of [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Every place a Chinese term stands in `text`. */
export function hanRanges(text: string, han: string[]): TextRange[] {
  const out: TextRange[] = [];
  for (const term of han) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) out.push([at, at + term.length]);
  }
  return out;
}

/** Whole words of `text` that are a search word or begin with one (findsLonger), in any case. */
export function wordRanges(text: string, words: string[]): TextRange[] {
  if (!words.length) return [];
  const out: TextRange[] = [];
  for (const m of text.normalize('NFC') === text ? text.matchAll(WORD) : []) {
    const w = m[0].toLowerCase();
    if (words.some((q) => w === q || (findsLonger(q) && w.startsWith(q)))) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
