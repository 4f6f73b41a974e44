import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { areas, goodsTypes, shippingLines, warehouses } from '../../db/schema';
import type { Lang } from '../../i18n';
import { carrierName } from '../../i18n';
import { t } from '../../i18n';
import { BizError } from '../../http/errors';
import { CARTON_G, chargeableG, insuranceFen, lineRefusal, quoteLine, volumetricG } from './shipping';
import type { Measure } from './shipping';
import { yuan } from '../money/money';
import type { Estimate, EstimateLine, EstimateRefusal } from '../../../src/api/types/shipping';

export const DEFAULT_DIVISOR = 6000;
const DIMENSIONS = ['length', 'width', 'height'] as const;

export type EstimateInput = {
  /** ISO code ('RU') or an area id (a region's id stands for its country). */
  country: string;
  warehouse_id?: number;
  goods_type: string;
  weight: number;
  length?: number;
  width?: number;
  height?: number;
  /** Declared value in fen, for the insurance premium. */
  declared_value?: number;
};

/** The country of an ISO code or an area id; unknown → a business error naming `country`. */
export async function resolveCountry(db: DbOrTx, raw: string) {
  const value = raw.trim();
  const [area] = /^\d+$/.test(value)
    ? await db.select().from(areas).where(eq(areas.id, Number(value)))
    : await db.select().from(areas).where(and(eq(areas.code, value.toUpperCase()), eq(areas.level, 1)));
  if (!area) throw new BizError('estimate.country', { field: 'country' });
  if (area.level === 1) return area;
  const [parent] = await db.select().from(areas).where(eq(areas.id, area.pid));
  if (!parent) throw new BizError('estimate.country', { field: 'country' });
  return parent;
}

/** Dimensions come all three or none; the first missing one is named. */
function measureOf(input: EstimateInput): Measure {
  const given = DIMENSIONS.filter((d) => input[d] !== undefined);
  if (given.length && given.length < 3) {
    throw new BizError('estimate.sizeAll', { field: DIMENSIONS.find((d) => input[d] === undefined)! });
  }
  return { weightG: input.weight, lengthCm: input.length, widthCm: input.width, heightCm: input.height };
}

/** The shipping calculator (design §4): every enabled line's fee, or why it cannot carry the parcel. */
export async function estimate(db: DbOrTx, lang: Lang, input: EstimateInput): Promise<Estimate> {
  const m = measureOf(input);
  const country = await resolveCountry(db, input.country);
  const [goods] = await db.select().from(goodsTypes).where(eq(goodsTypes.code, input.goods_type.toLowerCase()));
  if (!goods) throw new BizError('estimate.goodsType', { field: 'goods_type' });
  if (input.warehouse_id !== undefined) {
    const [w] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, input.warehouse_id));
    if (!w) throw new BizError('estimate.warehouse', { field: 'warehouse_id' });
  }
  const lines = await db.select().from(shippingLines).where(eq(shippingLines.enabled, true)).orderBy(asc(shippingLines.sort), asc(shippingLines.id));
  const quoted: (EstimateLine & { sort: number; feeFen: number })[] = [];
  const refused: EstimateRefusal[] = [];
  for (const line of lines) {
    const q = quoteLine(line, m);
    const why = lineRefusal(line, country.code, [goods.code], q.chargeableG);
    if (why) {
      const reason = t(lang, `estimate.refused.${why}`, { country: country.name[lang], goods: goods.name[lang], max: line.maxWeightG / 1000 });
      refused.push({ line_id: line.id, name: line.name[lang], code: why, reason });
      continue;
    }
    quoted.push({
      line_id: line.id, name: line.name[lang], carrier: carrierName(line.carrier, lang), fee: yuan(q.feeFen),
      first_weight: line.firstWeightG, first_price: yuan(line.firstPriceFen), step_weight: line.stepWeightG, step_price: yuan(line.stepPriceFen),
      chargeable_weight: q.chargeableG, volumetric_weight: q.volumetricG, divisor: line.divisor, max_weight: line.maxWeightG,
      transit_days: line.transitDays, insurance_rate: line.insuranceRate, insurance: yuan(insuranceFen(line, input.declared_value ?? 0)),
      sort: line.sort, feeFen: q.feeFen,
    });
  }
  quoted.sort((a, b) => a.feeFen - b.feeFen || a.sort - b.sort);
  return {
    country: { id: country.id, code: country.code, name: country.name[lang] },
    goods_type: { code: goods.code, name: goods.name[lang] },
    warehouse_id: input.warehouse_id ?? null,
    actual_weight: m.weightG,
    carton_weight: CARTON_G,
    volumetric_weight: volumetricG(m, DEFAULT_DIVISOR),
    chargeable_weight: chargeableG(m, DEFAULT_DIVISOR),
    divisor: DEFAULT_DIVISOR,
    lines: quoted.map(({ sort: _s, feeFen: _f, ...line }) => line),
    refused,
  };
}
