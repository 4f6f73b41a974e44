import { randomInt } from 'node:crypto';

/**
 * Order-group (`OG`), one-pay (`P`), parcel (`S`), order (`O`), withdrawal (`W`), membership-card purchase (`M`) and affiliate withdrawal (`A`) numbers: prefix + 12 digits
 * (yyMMdd + 6 random). Callers insert under a unique index and retry on the rare clash.
 */
export function makeSn(prefix: SnPrefix, nowSeconds: number): string {
  const d = new Date(nowSeconds * 1000);
  const p2 = (n: number) => String(n).padStart(2, '0');
  const date = `${p2(d.getUTCFullYear() % 100)}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())}`;
  return `${prefix}${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export type SnPrefix = 'OG' | 'P' | 'S' | 'O' | 'W' | 'M' | 'A';

export const SN_PATTERN = { OG: /^OG\d{12}$/, P: /^P\d{12}$/, S: /^S\d{12}$/, O: /^O\d{12}$/, W: /^W\d{12}$/, M: /^M\d{12}$/, A: /^A\d{12}$/ } as const;

/** Retries `insert` with a fresh number when the unique index refuses it. */
export async function withUniqueSn<T>(prefix: SnPrefix, now: number, insert: (sn: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(makeSn(prefix, now));
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
