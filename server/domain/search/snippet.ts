import type { TextRange } from '../../../src/api/types/search';

/**
 * The part of a text a search result shows (design §8): the opening words when the first match is among
 * them, else a window that starts a little before the first match, cut at words where words have spaces,
 * with "…" where text was left out. The marks move with the text; a mark cut by the window is cut with it.
 * Offsets in UTF-16 code units; a pair of surrogates is never split. Pure.
 */

const ELLIPSIS = '…';
/** How much of the text before the first match the window shows, as a share of its length. */
const LEAD = 0.25;

const isLow = (s: string, i: number) => i > 0 && i < s.length && /[\udc00-\udfff]/.test(s[i]);

/** `end` moved back to a space near it (within 40 % of the window), else where it is; never inside a surrogate pair. */
function cutEnd(text: string, start: number, end: number, keep: number): number {
  if (end >= text.length) return text.length;
  const space = text.lastIndexOf(' ', end);
  let at = space > start + (end - start) * 0.6 && space >= keep ? space : end;
  if (isLow(text, at)) at -= 1;
  return at;
}

export function snippet(text: string, marks: TextRange[], max: number): { text: string; marks: TextRange[] } {
  if (text.length <= max) return { text, marks };
  const first = marks[0];
  let start = 0;
  if (first && first[1] > max - 1) {
    start = Math.max(0, first[0] - Math.round(max * LEAD));
    // Start at a word: after the next space when one is before the match.
    const space = text.indexOf(' ', start);
    if (start > 0 && space >= 0 && space < first[0]) start = space + 1;
    if (isLow(text, start)) start += 1;
  }
  const head = start > 0 ? ELLIPSIS : '';
  let end = cutEnd(text, start, start + max - head.length - 1, first ? Math.min(first[1], start + max) : 0);
  const body = text.slice(start, end).replace(/[\s,.;:!?，。；：、]+$/u, '').replace(/^\s+/, '');
  const lead = text.slice(start, end).length - text.slice(start, end).replace(/^\s+/, '').length;
  end = start + lead + body.length;
  const tail = end < text.length ? ELLIPSIS : '';
  const shift = head.length - start - lead;
  const moved = marks
    .map(([s, e]): TextRange => [Math.max(s, start + lead), Math.min(e, end)])
    .filter(([s, e]) => e > s)
    .map(([s, e]): TextRange => [s + shift, e + shift]);
  return { text: `${head}${body}${tail}`, marks: moved };
}
