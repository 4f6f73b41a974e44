/**
 * Where a search's words were found in a text the server answers (design §8): [start, end) offsets in
 * UTF-16 code units (JavaScript string indices), sorted, not overlapping. The storefront shows each range
 * in <mark> as text (ui/Marked.tsx); it never receives markup for it.
 */
export type TextRange = [start: number, end: number];
