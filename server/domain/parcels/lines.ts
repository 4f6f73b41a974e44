import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { areas, goodsTypes, shippingLines } from '../../db/schema';
import { BizError } from '../../http/errors';
import { t, type Lang, carrierName } from '../../i18n';
import { yuan } from '../money/money';
import { lineRefusal, quoteLine, quoteLines, type Line, type Measure, type Quote, type Refusal } from './shipping';
import type { LineQuote, LineRefused } from '../../../src/api/types/parcel';

/** Every enabled shipping line, in display order. */
export function loadLines(db: DbOrTx): Promise<Line[]> {
  return db.select().from(shippingLines).where(eq(shippingLines.enabled, true)).orderBy(asc(shippingLines.sort), asc(shippingLines.id));
}

/** One enabled line, or the "not available" business error. */
export async function loadLine(db: DbOrTx, id: number): Promise<Line> {
  const [line] = await db.select().from(shippingLines).where(and(eq(shippingLines.id, id), eq(shippingLines.enabled, true)));
  if (!line) throw new BizError('parcel.lineNotFound');
  return line;
}

/** A country's name in `lang` from its ISO code (the code itself when unknown). */
export async function countryName(db: DbOrTx, code: string, lang: Lang): Promise<string> {
  const [row] = await db.select({ name: areas.name }).from(areas).where(and(eq(areas.level, 1), eq(areas.code, code.toUpperCase()))).limit(1);
  return row?.name[lang] ?? code.toUpperCase();
}

async function typeName(db: DbOrTx, code: string, lang: Lang): Promise<string> {
  const [row] = await db.select({ name: goodsTypes.name }).from(goodsTypes).where(eq(goodsTypes.code, code)).limit(1);
  return row?.name[lang] ?? code;
}

/** What a parcel asks of a line: destination, goods types and (measured or estimated) size. */
export type Shipment = { countryCode: string; goodsTypes: string[]; measure: Measure };

/** The message key and parameters that explain a refusal. */
async function refusalMessage(db: DbOrTx, line: Line, reason: Refusal, s: Shipment, lang: Lang): Promise<[string, Record<string, string | number>]> {
  const name = line.name[lang];
  if (reason === 'goods') {
    const code = s.goodsTypes.find((g) => !line.goodsTypes.includes(g)) ?? '';
    return ['parcel.refused.goods', { line: name, type: await typeName(db, code, lang) }];
  }
  if (reason === 'weight') return ['parcel.refused.weight', { line: name, max: line.maxWeightG }];
  return ['parcel.refused.country', { line: name, country: await countryName(db, s.countryCode, lang) }];
}

/** The quote of `line` for the shipment, or a translated business error saying why the line refuses it. */
export async function acceptedQuote(db: DbOrTx, line: Line, s: Shipment, lang: Lang): Promise<Quote> {
  const q = quoteLine(line, s.measure);
  const reason = lineRefusal(line, s.countryCode, s.goodsTypes, q.chargeableG);
  if (reason) {
    const [key, params] = await refusalMessage(db, line, reason, s, lang);
    throw new BizError(key, params);
  }
  return q;
}

export function quoteView(q: Quote, lang: Lang): LineQuote {
  const l = q.line;
  return {
    id: l.id, name: l.name[lang], carrier: carrierName(l.carrier, lang), transit_days: l.transitDays,
    chargeable_weight: q.chargeableG, fee: yuan(q.feeFen),
    first_weight: l.firstWeightG, first_price: yuan(l.firstPriceFen), step_weight: l.stepWeightG, step_price: yuan(l.stepPriceFen),
    insurance_rate: l.insuranceRate,
  };
}

/** Every enabled line for a shipment: those that carry it with their fee (cheapest first) and those that refuse it, with the reason. */
export async function lineOptions(db: DbOrTx, s: Shipment, lang: Lang): Promise<{ lines: LineQuote[]; refused: LineRefused[] }> {
  const all = await loadLines(db);
  const accepted = quoteLines(all, s.countryCode, s.goodsTypes, s.measure);
  const refused: LineRefused[] = [];
  for (const line of all.filter((l) => !accepted.some((q) => q.line.id === l.id))) {
    const reason = lineRefusal(line, s.countryCode, s.goodsTypes, quoteLine(line, s.measure).chargeableG) ?? 'country';
    const [key, params] = await refusalMessage(db, line, reason, s, lang);
    refused.push({ id: line.id, name: line.name[lang], reason, reason_text: t(lang, key, params) });
  }
  return { lines: accepted.map((q) => quoteView(q, lang)), refused };
}
