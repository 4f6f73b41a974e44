/**
 * Issue 33 item 7: one figure for one bill (design §4c). The parcel confirmation quotes the chosen line's fee for the
 * goods (getShippingMethod) plus the insurance premium on the declared values; the parcel it creates answers that same
 * estimate, the premium as its own figure, on its detail and its list card, and once weighed as the estimate assumed,
 * its pay page bill is those figures.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { declaredFen, premium, toDeclaration } from '../../src/pages/member/parcel/declaration';
import { harness, type Harness } from './harness';
import { declare, pack, parcelWorld, shopperWithGoods, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

type LineQuote = { id: number; fee: string; insurance_rate: number; chargeable_weight: number };

describe('the confirmation\'s quote is the parcel\'s', () => {
  it('insured: the confirmed fee + premium is the new parcel\'s estimate, premium named, on the detail, the card and the bill', async () => {
    const s = await shopperWithGoods(h, w);
    const ids = s.goods.map((g) => g.id);
    // What the confirmation shows: the line's fee from getShippingMethod, the premium on the declared values (its own
    // rule, parcel/declaration.ts), and the bar's estimate, their sum.
    const methods = await h.call('/api/sendorder/getShippingMethod', { goods_ids: ids.join(','), country: 'XA' }, { token: s.token });
    const line = (methods.data.lines as LineQuote[]).find((l) => l.id === w.air.id)!;
    const declaration = toDeclaration(ids, Object.fromEntries(ids.map((id) => [id, { type: 'clothes', value: '152.67' }])));
    const confirmedPremium = premium(line, declaredFen(declaration));
    const confirmedTotal = (Number(line.fee) + Number(confirmedPremium)).toFixed(2);
    // ¥160 for 1 500 g; 3 % of ¥305.34 = ¥9.1602 → ¥9.17
    expect([line.fee, confirmedPremium, confirmedTotal]).toEqual(['160.00', '9.17', '169.17']);

    const created = await pack(h, s, w.air.id, { insurance: 1, declaration: declare(s.goods, '152.67') });
    expect(created.code).toBe(1);
    const quoted = { chargeable_weight: line.chargeable_weight, fee: line.fee, insurance_fee: confirmedPremium, total: confirmedTotal };
    expect(created.data.estimate).toMatchObject(quoted);

    const d = await h.call('/api/sendorder/detail', { id: created.data.id }, { token: s.token });
    expect(d.data).toMatchObject({ status: 0, insurance: 1, insurance_fee: confirmedPremium, estimate: quoted });
    const list = await h.call('/api/sendorder/lists', { status: 0 }, { token: s.token });
    expect(list.data.data.find((p: { id: number }) => p.id === created.data.id)).toMatchObject({ insurance_fee: confirmedPremium, estimate: quoted });

    // Weighed packed at the 1 500 g the estimate assumed, in a small box: the bill is the confirmed figures.
    await h.ops('weigh', { id: created.data.id, weight: 1500, length: 20, width: 20, height: 10 });
    const bill = await h.call('/api/paywallet/getInvoice', { sn: created.data.sn }, { token: s.token, method: 'GET' });
    expect(bill.data.amount).toBe(confirmedTotal);
    expect(bill.data.lines).toEqual(expect.arrayContaining([{ label: 'Insurance', amount: confirmedPremium }]));
  });

  it('uninsured: the estimate is the line\'s fee alone, premium 0.00', async () => {
    const s = await shopperWithGoods(h, w);
    const created = await pack(h, s, w.sea.id, { insurance: 0 });
    const d = await h.call('/api/sendorder/detail', { id: created.data.id }, { token: s.token });
    expect(d.data.estimate).toMatchObject({ fee: '60.00', insurance_fee: '0.00', total: '60.00' });
  });
});
