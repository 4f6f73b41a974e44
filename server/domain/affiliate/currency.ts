import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { currencies } from '../../db/schema';

/** Shows an amount of fen (CNY) in another currency. */
export type Shown = { code: string; show: (fen: number) => string };

/**
 * The `s_c` currency of the affiliate API: every amount is answered in yuan ("12.50", CNY) and ALSO as
 * `<field>_display` in this currency at the currencies table's rate ("€1.60", "¥12.50" for CNY or an unknown code).
 */
export async function displayCurrency(db: DbOrTx, code: string | undefined): Promise<Shown> {
  const want = (code ?? '').trim().toUpperCase();
  const [c] = want && want !== 'CNY' ? await db.select().from(currencies).where(eq(currencies.code, want)) : [];
  const rate = Number(c?.value);
  if (!c || !(rate > 0)) return { code: 'CNY', show: (fen) => `¥${(fen / 100).toFixed(2)}` };
  const places = Math.max(0, Math.min(4, c.decimalPlace));
  const left = c.symbolLeft || (c.symbolRight ? '' : c.symbol);
  return { code: c.code, show: (fen) => `${fen < 0 ? '-' : ''}${left}${((Math.abs(fen) / 100) * rate).toFixed(places)}${c.symbolRight}` };
}
