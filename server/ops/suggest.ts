/** The action names nearest to one the operator mistyped: "ordrs" → orders, "refund" → refunds, refund_approve … */

/** Edits (insert, delete, replace, swap two neighbours) between two strings: optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * Up to `max` names near `input`: those it begins (or that begin it, three letters at least), then those within a
 * few edits (a third of its length, at least one), then those holding it as a word; the closest first.
 */
export function nearestNames(input: string, names: readonly string[], max = 4): string[] {
  const typed = input.trim().toLowerCase().replace(/-/g, '_');
  if (!typed) return [];
  const near = Math.max(1, Math.floor(typed.length / 3));
  const scored: { name: string; rank: number; distance: number }[] = [];
  for (const name of names) {
    const distance = editDistance(typed, name);
    const prefix = typed.length >= 3 && (name.startsWith(typed) || typed.startsWith(name));
    const rank = distance === 0 ? 0 : prefix ? 1 : distance <= near ? 2 : typed.length >= 3 && name.split('_').some((w) => w.startsWith(typed)) ? 3 : -1;
    if (rank >= 0) scored.push({ name, rank, distance });
  }
  return scored.sort((x, y) => x.rank - y.rank || x.distance - y.distance || x.name.localeCompare(y.name)).slice(0, max).map((s) => s.name);
}
