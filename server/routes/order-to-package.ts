import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { createParcel } from '../domain/parcels/parcels';
import type { Declaration } from '../domain/parcels/parcels';
import type { ParcelCreated } from '../../src/api/types/parcel';

/** A JSON array sent as a form field (or already an array in a JSON body). */
const jsonArray = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** A declared value in yuan, more than zero. */
const positiveYuan = f.yuan().refine((fen) => fen > 0, { message: 'msg:error.invalid' });

/** [{goods_id, type, value}]: what each goods line is (free text, e.g. 'clothes') and its value in yuan. */
export const declarationField = () => z.preprocess(jsonArray, z.array(z.object({
  goods_id: f.id(), type: f.nonEmpty(50), value: positiveYuan,
})).min(1));

/** What a parcel needs besides its goods (ordertopackage and /api/rehearsal/submit). */
export const parcelFields = {
  address_id: f.id(),
  line_id: f.id(),
  insurance: f.bool().default(false),
  declaration: declarationField(),
  remark: f.text(500).default(''),
};

export const toDeclaration = (d: z.output<ReturnType<typeof declarationField>>): Declaration[] =>
  d.map((x) => ({ goodsId: x.goods_id, type: x.type, valueFen: x.value }));

/** POST /api/order/ordertopackage: chosen warehouse goods → a parcel (the rest of /api/order lives in order.ts). */
const orderToPackage = defineGroup('/api/order', (on) => {
  on('ordertopackage', { auth: 'required', input: z.object({ goods_ids: f.ids(), ...parcelFields }) }, async ({ db, input, user, lang, now }): Promise<ParcelCreated> => {
    const { sn, id, estimate } = await createParcel(db, {
      userId: user.id, goodsIds: input.goods_ids, addressId: input.address_id, lineId: input.line_id, insurance: input.insurance,
      declaration: toDeclaration(input.declaration), remark: input.remark, lang, now: now(),
    });
    return { sn, id, estimate };
  });
});

export default orderToPackage;
