/** The shipping calculator's form (wire names, so server messages map onto the same fields). */
export type EstimateForm = { country: string; warehouse_id: string; goods_type: string; weight: string; length: string; width: string; height: string };
export type EstimateField = keyof EstimateForm;
export const ESTIMATE_FIELDS: EstimateField[] = ['country', 'warehouse_id', 'goods_type', 'weight', 'length', 'width', 'height'];
export const DIMENSIONS = ['length', 'width', 'height'] as const;

/** The server's limits (server/routes/other.ts): weight in grams, sides in centimetres. */
export const WEIGHT_MAX_G = 1_000_000;
export const SIDE_MAX_CM = 300;

/** A problem with one field: a key of the `estimate.err` group and its parameters. */
export type FieldProblem = { key: string; params?: Record<string, number> };
export type EstimateProblems = Partial<Record<EstimateField, FieldProblem>>;

const num = (s: string) => (s.trim() === '' ? NaN : Number(s.trim().replace(',', '.')));

/**
 * Every field problem at once: a destination is needed; the weight must be a number above 0 g and at
 * most 1 000 kg; the sides come all three or none, each a number above 0 and at most 300 cm.
 */
export function checkEstimate(f: EstimateForm): EstimateProblems {
  const out: EstimateProblems = {};
  if (!f.country.trim()) out.country = { key: 'estimate.err.country' };
  const w = num(f.weight);
  if (f.weight.trim() === '') out.weight = { key: 'estimate.err.weightRequired' };
  else if (!Number.isFinite(w) || w <= 0) out.weight = { key: 'estimate.err.positive' };
  else if (w > WEIGHT_MAX_G) out.weight = { key: 'estimate.err.weightMax', params: { max: WEIGHT_MAX_G / 1000 } };
  const given = DIMENSIONS.filter((d) => f[d].trim() !== '');
  for (const d of DIMENSIONS) {
    if (f[d].trim() === '') {
      if (given.length) out[d] = { key: 'estimate.err.sizeAll' };
      continue;
    }
    const v = num(f[d]);
    if (!Number.isFinite(v) || v <= 0) out[d] = { key: 'estimate.err.positive' };
    else if (v > SIDE_MAX_CM) out[d] = { key: 'estimate.err.sizeMax', params: { max: SIDE_MAX_CM } };
  }
  return out;
}

/** The call's parameters for a form without problems (sides only when given). */
export function estimateParams(f: EstimateForm) {
  const sides = DIMENSIONS.every((d) => f[d].trim() !== '')
    ? { length: num(f.length), width: num(f.width), height: num(f.height) }
    : {};
  return {
    country: f.country,
    weight: num(f.weight),
    ...(f.goods_type ? { goods_type: f.goods_type } : {}),
    ...(f.warehouse_id ? { warehouse_id: Number(f.warehouse_id) } : {}),
    ...sides,
  };
}

/** Volumetric weight in grams for a divisor (L×W×H / divisor kg), as the server rounds it. */
export function volumetricG(l: number, w: number, h: number, divisor: number): number {
  return Math.ceil(Number(((l * w * h * 1000) / divisor).toFixed(6)));
}
