/** Wire types of the reference data and shipping calculator calls (/api/other/*, /api/address/getAreaList). */

/** /api/other/getAreaInfo?pid= : one level of the area tree (pid 0 = countries). */
export type AreaInfo = { id: number; name: string; code: string; mcode: string; has_children: boolean };

/** A region (state, oblast, province) inside a country of /api/address/getAreaList. */
export type AreaRegion = { id: number; name: string; code: string };
/** /api/address/getAreaList: every country with its regions (`children` empty when it has none). */
export type AreaCountry = { id: number; name: string; code: string; mcode: string; children: AreaRegion[] };

/** /api/other/server: the shop's contacts, texts in the request's language. */
export type ServiceContacts = {
  phone: string; email: string; whatsapp: string; telegram: string; wechat: string; hours: string; address: string;
};

/** /api/other/getExpresslist: domestic express companies. */
export type ExpressCompany = { id: number; code: string; name: string };
/** /api/other/getGoodsType */
export type GoodsType = { id: number; code: string; name: string };
/** /api/other/warehouse */
export type Warehouse = { id: number; name: string; address: string; contact: string; phone: string; free_days: number };
/** /api/other/getmcode: dialling codes per country. */
export type DiallingCode = { id: number; country: string; code: string; mcode: string };

/** One shipping line that can carry the estimated parcel. Weights in grams, money in yuan strings. */
export type EstimateLine = {
  line_id: number;
  name: string;
  carrier: string;
  /** First-weight price + ceil((chargeable − first) / step) × step price. */
  fee: string;
  first_weight: number;
  first_price: string;
  step_weight: number;
  step_price: string;
  /** max(actual + carton, volumetric at this line's divisor). */
  chargeable_weight: number;
  volumetric_weight: number;
  divisor: number;
  max_weight: number;
  /** e.g. "7-15" (days). */
  transit_days: string;
  /** Per-mille of the declared value. */
  insurance_rate: number;
  /** Premium for `declared_value` ("0.00" when none was given). */
  insurance: string;
};

export type EstimateRefusalReason = 'country' | 'goods' | 'weight';
export type EstimateRefusal = { line_id: number; name: string; code: EstimateRefusalReason; reason: string };

/** POST /api/other/estimates */
export type Estimate = {
  country: { id: number; code: string; name: string };
  goods_type: { code: string; name: string };
  warehouse_id: number | null;
  actual_weight: number;
  carton_weight: number;
  /** At the default divisor 6000; each line answers its own. */
  volumetric_weight: number;
  chargeable_weight: number;
  divisor: number;
  /** Cheapest first. */
  lines: EstimateLine[];
  refused: EstimateRefusal[];
};
