import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { config, expressCompanies, goodsTypes, warehouses } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { ExpressCompany, GoodsType, ServiceContacts, Warehouse } from '../../../src/api/types/shipping';

/** The text of a config value in `lang` (plain strings pass through). */
function textOf(v: unknown, lang: Lang): string {
  if (v && typeof v === 'object' && lang in v) return String((v as Record<string, unknown>)[lang]);
  return v === null || v === undefined ? '' : String(v);
}

/** The shop's contacts (config section "service"), texts in `lang`. */
export async function serviceContacts(db: DbOrTx, lang: Lang): Promise<ServiceContacts> {
  const rows = await db.select().from(config).where(eq(config.section, 'service'));
  const v = Object.fromEntries(rows.map((r) => [r.name.replace(/^contact_/, ''), textOf(r.value, lang)]));
  return { phone: v.phone ?? '', email: v.email ?? '', whatsapp: v.whatsapp ?? '', telegram: v.telegram ?? '', wechat: v.wechat ?? '', hours: v.hours ?? '', address: v.address ?? '' };
}

/** Domestic express companies (for goods a shopper sends to the warehouse). */
export async function expressCompanyList(db: DbOrTx, lang: Lang): Promise<ExpressCompany[]> {
  const rows = await db.select().from(expressCompanies).orderBy(asc(expressCompanies.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name[lang] }));
}

/** Goods types the shipping lines accept or refuse (general, battery, liquid …). */
export async function goodsTypeList(db: DbOrTx, lang: Lang): Promise<GoodsType[]> {
  const rows = await db.select().from(goodsTypes).orderBy(asc(goodsTypes.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name[lang] }));
}

/** The warehouses goods are bought into. */
export async function warehouseList(db: DbOrTx, lang: Lang): Promise<Warehouse[]> {
  const rows = await db.select().from(warehouses).orderBy(asc(warehouses.id));
  return rows.map((r) => ({ id: r.id, name: r.name[lang], address: r.address, contact: r.contact, phone: r.phone, free_days: r.freeDays }));
}
