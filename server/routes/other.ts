import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { expressCompanyList, goodsTypeList, serviceContacts, warehouseList } from '../domain/reference/reference-data';
import { estimate } from '../domain/parcels/estimate';
import { areaLevel, diallingCodes } from '../domain/reference/areas';
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

/** /api/other/* reference data and the shipping calculator (getCounryCode, configlist, language: routes/startup.ts). */
const other = defineGroup('/api/other', (on) => {
  on('getAreaInfo', { input: z.object({ pid: z.coerce.number().int().min(0).max(INT_MAX).default(0) }) }, ({ db, input, lang }) => areaLevel(db, input.pid, lang));

  on('server', {}, ({ db, lang }): Promise<ServiceContacts> => serviceContacts(db, lang));

  on('getExpresslist', {}, ({ db, lang }): Promise<ExpressCompany[]> => expressCompanyList(db, lang));

  on('estimates', { input: estimateInput }, ({ db, input, lang }) => estimate(db, lang, input));

  on('getGoodsType', {}, ({ db, lang }): Promise<GoodsType[]> => goodsTypeList(db, lang));

  on('warehouse', {}, ({ db, lang }): Promise<Warehouse[]> => warehouseList(db, lang));

  on('getmcode', {}, ({ db, lang }): Promise<DiallingCode[]> => diallingCodes(db, lang));
});

export default other;
