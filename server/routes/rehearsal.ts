import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { addRehearsal, cancelRehearsal, findRehearsal, listRehearsals, rehearsalDetail, submitRehearsal } from '../domain/parcels/rehearsal';
import { parcelFields, toDeclaration } from './order-to-package';

const byId = z.object({ id: f.id() });

/** Trial packing (/pages/member/rehearsal/*): measure chosen warehouse goods, compare lines, then submit as a parcel. */
const rehearsal = defineGroup('/api/rehearsal', (on) => {
  on('add', { auth: 'required', input: z.object({ goods_ids: f.ids(), country: f.nonEmpty(2) }) }, async ({ db, input, user, lang, now }) => {
    const r = await addRehearsal(db, user.id, input.goods_ids, input.country, now());
    return rehearsalDetail(db, r, lang);
  });

  on('lists', { auth: 'required', input: z.object({ page: f.page(), pagesize: f.pagesize() }) }, ({ db, input, user, lang }) =>
    listRehearsals(db, user.id, input.page, input.pagesize, lang));

  on('detail', { auth: 'required', input: byId }, async ({ db, input, user, lang }) => rehearsalDetail(db, await findRehearsal(db, user.id, input.id), lang));

  on('cancel', { auth: 'required', input: byId }, async ({ db, input, user, lang }) => {
    await cancelRehearsal(db, user.id, input.id);
    return rehearsalDetail(db, await findRehearsal(db, user.id, input.id), lang);
  });

  on('submit', { auth: 'required', input: z.object({ id: f.id(), ...parcelFields }) }, ({ db, input, user, lang, now }) =>
    submitRehearsal(db, input.id, {
      userId: user.id, addressId: input.address_id, lineId: input.line_id, insurance: input.insurance,
      declaration: toDeclaration(input.declaration), remark: input.remark, lang, now: now(),
    }));
});

export default rehearsal;
