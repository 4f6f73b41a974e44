import type { TextRange } from '../api/types/search';

/**
 * A text with the ranges a search found shown in <mark> (design §8): the server answers where its words
 * stand (api/types/search.ts), never markup, so the text stays text — nothing in it is parsed as HTML.
 * Ranges out of order, overlapping or outside the text are skipped.
 */
export function Marked({ text, marks }: { text: string; marks?: TextRange[] }) {
  if (!marks?.length) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [s, e] of marks) {
    if (!(Number.isInteger(s) && Number.isInteger(e) && s >= at && e > s && e <= text.length)) continue;
    if (s > at) parts.push(text.slice(at, s));
    parts.push(<mark key={s}>{text.slice(s, e)}</mark>);
    at = e;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
