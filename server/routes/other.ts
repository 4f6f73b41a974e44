import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { config, expressCompanies, goodsTypes, warehouses } from '../db/schema';
import { estimate } from '../domain/parcels/estimate';
import { areaLevel, diallingCodes } from '../domain/areas';
import type { Lang } from '../i18n';
import type { DiallingCode, ExpressCompany, GoodsType, ServiceContacts, Warehouse } from '../../src/api/types/shipping';

/** '' and absent are "not given"; anything else must be a number in range (the message names the field). */
const optNumber = (schema: z.ZodNumber) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().pipe(schema).optional());
const size = () => optNumber(z.number().min(0, 'msg:estimate.size').max(300, 'msg:estimate.size'));

const estimateInput = z.object({
  country: f.nonEmpty(40),
  warehouse_id: z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), f.id().optional()),
  goods_type: z.preprocess((v) => (v === '' ? undefined : v), f.nonEmpty(40).default('general')),
  weight: z.coerce.number().gt(0, 'msg:estimate.weight').max(1_000_000, 'msg:estimate.weight').transform(Math.ceil),
  length: size(),
  width: size(),
  height: size(),
  declared_value: z.preprocess((v) => (v === '' ? undefined : v), f.yuan().optional()),
});

/** The text of a config value in the request's language (plain strings pass through). */
function textOf(v: unknown, lang: Lang): string {
  if (v && typeof v === 'object' && lang in v) return String((v as Record<string, unknown>)[lang]);
  return v === null || v === undefined ? '' : String(v);
}

/** /api/other/* reference data and the shipping calculator (getCounryCode, configlist, language: routes/startup.ts). */
const other = defineGroup('/api/other', (on) => {
  on('getAreaInfo', { input: z.object({ pid: z.coerce.number().int().min(0).max(INT_MAX).default(0) }) }, ({ db, input, lang }) => areaLevel(db, input.pid, lang));

  on('server', {}, async ({ db, lang }): Promise<ServiceContacts> => {
    const rows = await db.select().from(config).where(eq(config.section, 'service'));
    const v = Object.fromEntries(rows.map((r) => [r.name.replace(/^contact_/, ''), textOf(r.value, lang)]));
    return { phone: v.phone ?? '', email: v.email ?? '', whatsapp: v.whatsapp ?? '', telegram: v.telegram ?? '', wechat: v.wechat ?? '', hours: v.hours ?? '', address: v.address ?? '' };
  });

  on('getExpresslist', {}, async ({ db, lang }): Promise<ExpressCompany[]> => {
    const rows = await db.select().from(expressCompanies).orderBy(asc(expressCompanies.id));
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name[lang] }));
  });

  on('estimates', { input: estimateInput }, ({ db, input, lang }) => estimate(db, lang, input));

  on('getGoodsType', {}, async ({ db, lang }): Promise<GoodsType[]> => {
    const rows = await db.select().from(goodsTypes).orderBy(asc(goodsTypes.id));
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name[lang] }));
  });

  on('warehouse', {}, async ({ db, lang }): Promise<Warehouse[]> => {
    const rows = await db.select().from(warehouses).orderBy(asc(warehouses.id));
    return rows.map((r) => ({ id: r.id, name: r.name[lang], address: r.address, contact: r.contact, phone: r.phone, free_days: r.freeDays }));
  });

  on('getmcode', {}, ({ db, lang }): Promise<DiallingCode[]> => diallingCodes(db, lang));
});

export default other;
