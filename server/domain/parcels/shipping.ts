import type { shippingLines } from '../../db/schema';

export type Line = typeof shippingLines.$inferSelect;
/**
 * What was weighed or declared: grams and centimetres. `packed`: the weight is the packed parcel's as staff weighed
 * it (a parcel, a trial packing), its carton in it; otherwise it is the goods' own weight and the carton is added.
 */
export type Measure = { weightG: number; lengthCm?: number; widthCm?: number; heightCm?: number; packed?: boolean };

/** The carton every parcel is packed in (spec §9: 700). */
export const CARTON_G = 700;

/** Volumetric weight in grams: L×W×H (cm) / divisor gives kg. */
export function volumetricG(m: Measure, divisor: number): number {
  const { lengthCm = 0, widthCm = 0, heightCm = 0 } = m;
  // Rounded to a millionth first so that float noise (6×55×37/6000 → 2035.0000000000002) never adds a gram.
  return Math.ceil(Number(((lengthCm * widthCm * heightCm * 1000) / divisor).toFixed(6)));
}

/** The carton an estimate adds to the weight: none to a weighed (packed) parcel, whose carton is on the scale. */
export const cartonOf = (m: Measure): number => (m.packed ? 0 : CARTON_G);

/** Chargeable weight = max(actual + carton, volumetric) (design §4); a packed parcel's actual weight holds its carton. */
export function chargeableG(m: Measure, divisor = 6000): number {
  return Math.max(m.weightG + cartonOf(m), volumetricG(m, divisor));
}

/** fee = first-weight price + ceil((w − first) / step) × step price. */
export function lineFeeFen(line: Pick<Line, 'firstWeightG' | 'firstPriceFen' | 'stepWeightG' | 'stepPriceFen'>, weightG: number): number {
  const extra = Math.max(0, weightG - line.firstWeightG);
  return line.firstPriceFen + Math.ceil(extra / line.stepWeightG) * line.stepPriceFen;
}

/** Insurance premium: per-mille rate of the declared value, rounded up to a fen. */
export function insuranceFen(line: Pick<Line, 'insuranceRate'>, declaredFen: number): number {
  return Math.ceil((declaredFen * line.insuranceRate) / 1000);
}

export type Refusal = 'country' | 'goods' | 'weight';

/** Why a line cannot carry this parcel, or null when it can. */
export function lineRefusal(line: Line, countryCode: string, goodsTypes: string[], chargeable: number): Refusal | null {
  if (!line.enabled) return 'country';
  if (!line.countries.includes('*') && !line.countries.includes(countryCode.toUpperCase())) return 'country';
  if (goodsTypes.some((g) => !line.goodsTypes.includes(g))) return 'goods';
  if (chargeable > line.maxWeightG) return 'weight';
  return null;
}

export type Quote = { line: Line; chargeableG: number; volumetricG: number; feeFen: number };

/** Quotes one line for a measured (or estimated) parcel. */
export function quoteLine(line: Line, m: Measure): Quote {
  const chargeable = chargeableG(m, line.divisor);
  return { line, chargeableG: chargeable, volumetricG: volumetricG(m, line.divisor), feeFen: lineFeeFen(line, chargeable) };
}

/** The lines that can carry the parcel, cheapest first. */
export function quoteLines(lines: Line[], countryCode: string, goodsTypes: string[], m: Measure): Quote[] {
  return lines
    .map((line) => quoteLine(line, m))
    .filter((q) => lineRefusal(q.line, countryCode, goodsTypes, q.chargeableG) === null)
    .sort((a, b) => a.feeFen - b.feeFen || a.line.sort - b.line.sort);
}
