import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { yuan } from '../domain/money/money';
import { deliverParcel, shipParcel, weighParcel } from '../domain/parcels/ops';
import type { ParcelRow } from '../domain/parcels/parcels';
import { measureRehearsal } from '../domain/parcels/rehearsal';
import { opsParcels as listParcels, opsRehearsals } from '../domain/parcels/ops-list';
import { listInput } from './ops-list-input';

const size = () => f.int().min(0).max(1000).default(0);
const measureInput = z.object({ id: f.id(), weight: f.int().min(1).max(1_000_000), length: size(), width: size(), height: size() });
const toMeasure = (i: z.output<typeof measureInput>) => ({ weightG: i.weight, lengthCm: i.length, widthCm: i.width, heightCm: i.height });

/** What an operator sees after acting on a parcel. */
const opsView = (p: ParcelRow) => ({
  id: p.id, sn: p.sn, status: p.status, user_id: p.userId, weight_g: p.weightG, chargeable_weight: p.chargeableG,
  shipping_fee: p.shippingFen === null ? null : yuan(p.shippingFen), insurance_fee: yuan(p.insuranceFen),
  total: p.totalFen === null ? null : yuan(p.totalFen), photos: p.photos, carrier: p.carrier, tracking_no: p.trackingNo,
});

/** Operator actions on parcels and trial packings (header X-Ops-Token; `npm run ops -- weigh id=3 weight=1200 …`). */
const opsParcels = defineGroup('/ops', (on) => {
  on('parcels', { help: 'parcels, newest first (status 0 packing, 1 weighed, 2 paid, 3 shipped, 4 received, -1 cancelled; all when omitted), of one shopper with email=…', auth: 'ops', input: listInput },
    ({ db, input }) => listParcels(db, input));

  on('weigh', { help: 'a parcel was packed and weighed (weight: the packed parcel, carton included); its shipping fee is set (0 → 1)', auth: 'ops', input: measureInput }, async ({ db, config, input, now }) =>
    opsView(await weighParcel({ db, config, now }, { id: input.id, measure: toMeasure(input) })));

  on('ship', { help: 'a paid parcel was shipped with its tracking number (2 → 3)', auth: 'ops', input: z.object({ id: f.id(), carrier: f.text(50).optional(), tracking_no: f.text(50).optional() }) }, async ({ db, config, input, now }) =>
    opsView(await shipParcel({ db, config, now }, { id: input.id, carrier: input.carrier, trackingNo: input.tracking_no })));

  on('deliver', { help: 'a parcel was received (3 → 4)', auth: 'ops', input: z.object({ id: f.id() }) }, async ({ db, config, input, now }) => opsView(await deliverParcel({ db, config, now }, { id: input.id })));

  on('rehearsals', { help: 'trial packings, newest first (status 0 measuring, 1 measured, 2 submitted, -1 cancelled; all when omitted)', auth: 'ops', input: listInput },
    ({ db, input }) => opsRehearsals(db, input));

  on('rehearsal_measure', { help: 'a trial packing was measured (weight: packed, carton included)', auth: 'ops', input: measureInput }, async ({ db, input, now }) => {
    const r = await measureRehearsal(db, input.id, toMeasure(input), now());
    return { id: r.id, status: r.status, weight_g: r.weightG, length: r.lengthCm, width: r.widthCm, height: r.heightCm };
  });
});

export default opsParcels;
