/* Ids in a page's query: kept apart from validate.ts, so a page that only reads its ?id= does not load every form rule. */

/** A positive integer id from the query, or null (missing, "abc", "-3" …). */
export function queryId(v: string | undefined): number | null {
  const n = Number(v);
  return v && /^\d+$/.test(v) && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** "1,2,x,2" → [1, 2]: the positive ids, each once. */
export function queryIds(v: string | undefined): number[] {
  return [...new Set((v ?? '').split(',').map((s) => queryId(s.trim())).filter((n): n is number => n !== null))];
}
