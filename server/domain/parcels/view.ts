import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { PARCEL_STATUS, areas, parcels, shippingLines } from '../../db/schema';
import { BizError } from '../../http/errors';
import { page } from '../../http/envelope';
import { t, type Lang, carrierName } from '../../i18n';
import { yuan } from '../money/money';
import { parcelsMoney } from '../money/order-money';
import { addressesIn, type AddressView } from '../account/address-snapshot';
import { estimateMeasure, goodsByIds, goodsTypesOf, goodsView, warehouseGoods, type GoodsRow } from './goods';
import { lineOptions } from './lines';
import { estimateView, parcelGoodsIds, parcelMeasure, type ParcelRow } from './parcels';
import { quoteLine, volumetricG, type Line } from './shipping';
import type { ParcelCounts, ParcelDetail, ParcelList, ParcelListRow, ParcelStatus, ShippingMethods } from '../../../src/api/types/parcel';

const TABS = ['0', '1', '2', '3', '4', '-1'] as const;

function linesById(db: DbOrTx, ids: number[]): Promise<Line[]> {
  return ids.length ? db.select().from(shippingLines).where(inArray(shippingLines.id, [...new Set(ids)])) : Promise.resolve([]);
}

const money = (fen: number | null) => (fen === null ? null : yuan(fen));

type Money = { couponFen: number; totalFen: number | null; paidFen: number };

/** Before weighing: the quote of its line for its goods' weights with the carton, and its premium, as confirmed. */
function estimateOf(p: ParcelRow, line: Line | undefined, goods: GoodsRow[]) {
  if (p.status !== PARCEL_STATUS.packing || !line) return null;
  const m = estimateMeasure(goods);
  return estimateView(quoteLine(line, m), m, p.insuranceFen);
}

/** A parcel's card. Money (design §4c, one quote): `total` its fee less its coupon, `coupon`, what was `paid`; the `estimate` before weighing. */
function listRow(p: ParcelRow, address: AddressView, line: Line | undefined, goods: GoodsRow[], lang: Lang, m: Money): ParcelListRow {
  return {
    id: p.id, sn: p.sn, status: p.status as ParcelStatus, status_text: t(lang, `parcel.status.${p.status}`),
    line_name: line?.name[lang] ?? '', country: address.country, country_code: p.countryCode,
    goods_count: goods.length, goods: goods.map((g) => ({ title: g.title, pic_url: goodsView(g).pic_url })),
    weight_g: p.weightG, chargeable_weight: p.chargeableG, shipping_fee: money(p.shippingFen), insurance_fee: yuan(p.insuranceFen),
    total: money(m.totalFen), coupon: yuan(m.couponFen), paid: yuan(m.paidFen), estimate: estimateOf(p, line, goods), created_at: p.createdAt,
    can: {
      pay: p.status === PARCEL_STATUS.weighed,
      cancel: p.status === PARCEL_STATUS.packing || p.status === PARCEL_STATUS.weighed,
      receipt: p.status === PARCEL_STATUS.shipped,
    },
  };
}

/** The user's parcels on one status tab (null = all), newest first, with the count of every tab. */
export async function listParcels(db: DbOrTx, userId: number, status: number | null, current: number, perPage: number, lang: Lang, now?: number): Promise<ParcelList> {
  const where = and(eq(parcels.userId, userId), status === null ? undefined : eq(parcels.status, status));
  const rows = await db.select().from(parcels).where(where).orderBy(desc(parcels.id)).limit(perPage).offset((current - 1) * perPage);
  const byStatus = await db.select({ status: parcels.status, n: count() }).from(parcels).where(eq(parcels.userId, userId)).groupBy(parcels.status);
  const counts = Object.fromEntries(['all', ...TABS].map((k) => [k, 0])) as ParcelCounts;
  for (const r of byStatus) {
    const key = String(r.status) as (typeof TABS)[number];
    if (key in counts) counts[key] = Number(r.n);
    counts.all += Number(r.n);
  }
  const total = status === null ? counts.all : counts[String(status) as (typeof TABS)[number]] ?? 0;
  const goods = await goodsByIds(db, userId, rows.flatMap(parcelGoodsIds), lang);
  const lines = await linesById(db, rows.map((r) => r.lineId));
  const addresses = await addressesIn(db, rows.map((r) => r.address), lang);
  const money = await parcelsMoney(db, userId, rows, now);
  const data = rows.map((p, i) => {
    const ids = new Set(parcelGoodsIds(p));
    return listRow(p, addresses[i], lines.find((l) => l.id === p.lineId), goods.filter((g) => ids.has(g.id)), lang, money.get(p.id)!);
  });
  return { ...page(data, total, current, perPage), counts };
}

/** Everything about one parcel: address, line, goods, declaration, measures, fees, photos, tracking number, times. */
export async function parcelDetail(db: DbOrTx, p: ParcelRow, lang: Lang, now?: number): Promise<ParcelDetail> {
  const goods = await goodsByIds(db, p.userId, parcelGoodsIds(p), lang);
  const [line] = await linesById(db, [p.lineId]);
  const [address] = await addressesIn(db, [p.address], lang);
  return {
    ...listRow(p, address, line, goods, lang, (await parcelsMoney(db, p.userId, [p], now)).get(p.id)!),
    remark: p.remark,
    address,
    line: { id: p.lineId, name: line?.name[lang] ?? '', carrier: carrierName(line?.carrier ?? '', lang), transit_days: line?.transitDays ?? '', divisor: line?.divisor ?? 0 },
    goods: goods.map(goodsView),
    declaration: p.declaration.map((d) => ({ goods_id: d.goodsId, type: d.type, value: yuan(d.valueFen) })),
    declared_value: yuan(p.declaredFen),
    insurance: p.insurance ? 1 : 0,
    dimensions: p.lengthCm === null ? null : { length: p.lengthCm, width: p.widthCm ?? 0, height: p.heightCm ?? 0 },
    volumetric_weight: p.lengthCm === null || !line ? null : volumetricG(parcelMeasure(p, goods), line.divisor),
    photos: p.photos,
    carrier: carrierName(p.carrier, lang),
    tracking_no: p.trackingNo,
    weighed_at: p.weighedAt, paid_at: p.paidAt, shipped_at: p.shippedAt, received_at: p.receivedAt, cancelled_at: p.cancelledAt,
  };
}

/** getShippingMethod for an existing parcel: its country and goods, measured size once weighed (else the goods' weight). */
export async function parcelShippingMethods(db: DbOrTx, p: ParcelRow, lang: Lang): Promise<ShippingMethods> {
  const goods = await goodsByIds(db, p.userId, parcelGoodsIds(p));
  const measure = parcelMeasure(p, goods);
  const options = await lineOptions(db, { countryCode: p.countryCode, goodsTypes: goodsTypesOf(goods), measure }, lang);
  return { country_code: p.countryCode, weight_g: measure.weightG, measured: p.weightG !== null, current_line_id: p.lineId, ...options };
}

/** getShippingMethod before a parcel exists: chosen warehouse goods to a country (ISO code or area id). */
export async function goodsShippingMethods(db: DbOrTx, userId: number, goodsIds: number[], country: string, lang: Lang): Promise<ShippingMethods> {
  const goods = await warehouseGoods(db, userId, goodsIds);
  const countryCode = await countryCodeOf(db, country);
  const measure = estimateMeasure(goods);
  const options = await lineOptions(db, { countryCode, goodsTypes: goodsTypesOf(goods), measure }, lang);
  return { country_code: countryCode, weight_g: measure.weightG, measured: false, current_line_id: null, ...options };
}

/** 'ru' / 'RU' → 'RU'; a numeric area id → that country's code. */
async function countryCodeOf(db: DbOrTx, country: string): Promise<string> {
  if (!/^\d+$/.test(country)) return country.toUpperCase();
  const [row] = await db.select({ code: areas.code, level: areas.level, pid: areas.pid }).from(areas).where(eq(areas.id, Number(country)));
  if (!row) throw new BizError('error.invalid', { field: 'country' });
  if (row.level === 1) return row.code;
  return countryCodeOf(db, String(row.pid));
}
