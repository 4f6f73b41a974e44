import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';
import { makeItem } from './fixtures';
import { registerShopper } from './account-helpers';
import { ledgerBalance } from '../../server/domain/money/wallet';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

/**
 * The whole journey of a new shopper against real state: register → cart → order → pay from the
 * wallet → bought → in the warehouse → parcel → weighed → shipping paid → shipped → received, with the
 * wallet balance (as /api/user/info shows it, and as the ledger sums it) right at every step.
 */
describe('purchase-to-delivery lifecycle', () => {
  it('walks every status with the ledger balance right at each step', async () => {
    const me = await registerShopper(h);
    const token = me.token;
    const call = (path: string, params: Record<string, string | number> = {}) => h.call(path, params, { token });
    const ok = async (path: string, params: Record<string, string | number> = {}) => {
      const r = await call(path, params);
      expect(r.msg, path).toBe(r.code === 1 ? r.msg : '<ok>');
      return r.data;
    };
    let expectedFen = 0;
    const balanceIs = async (fen: number) => {
      const info = await ok('/api/user/info');
      expect(info.balance).toBe((fen / 100).toFixed(2));
      expect(await ledgerBalance(h.db, me.userinfo.id)).toBe(fen);
    };
    await balanceIs(0);

    // Money in: an operator records a recharge of ¥1 000.
    expect((await h.ops('recharge', { user_id: me.userinfo.id, amount: '1000.00' })).code).toBe(1);
    expectedFen = 100_000;
    await balanceIs(expectedFen);

    // Cart → order group → pay from the wallet.
    const { item, skus } = await makeItem(h.db, { priceFen: 12_000, weightG: 800 });
    await ok('/api/cart/add', { id: item.id, sku_id: skus[0].skuId, quantity: 2 });
    const placed = await ok('/api/cart/carttoorder');
    expect(placed.order_sn).toMatch(/^OG\d{12}$/);
    const invoice = await ok('/api/paywallet/getInvoice', { sn: placed.order_sn });
    expect(invoice.amount).toBe(placed.total);
    const paid = await ok('/api/paywallet/payBalance', { sn: placed.order_sn });
    expectedFen -= Math.round(Number(placed.total) * 100);
    expect(paid.balance).toBe((expectedFen / 100).toFixed(2));
    await balanceIs(expectedFen);
    expect((await call('/api/paywallet/payBalance', { sn: placed.order_sn })).code).toBe(0);
    await balanceIs(expectedFen);

    // Staff buy it and receive it into the warehouse (QC photos, weight).
    const [order] = (await ok('/api/order/lists', { status: 1 })).data;
    expect(order.status).toBe(1);
    expect((await h.ops('buy', { id: order.id })).code).toBe(1);
    expect((await ok('/api/order/detail', { id: order.id })).status).toBe(2);
    expect((await h.ops('receive', { id: order.id })).code).toBe(1);
    const warehouse = (await ok('/api/order/getGoodslist', { status: 3 })).data;
    expect(warehouse).toHaveLength(1);
    expect(warehouse[0].photos.length).toBeGreaterThan(0);
    expect(warehouse[0].weight_g).toBeGreaterThan(0);

    // A parcel to an address on a line that serves the country.
    const [us] = (await ok('/api/other/getAreaInfo', { pid: 0 })).filter((c: { code: string }) => c.code === 'US');
    const address = await ok('/api/address/addAddress', { name: 'Ann Lee', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345' });
    const methods = await ok('/api/sendorder/getShippingMethod', { goods_ids: warehouse[0].id, country: 'US' });
    const line = methods.lines[0];
    const parcel = await ok('/api/order/ordertopackage', {
      goods_ids: warehouse[0].id, address_id: address.id, line_id: line.id, insurance: 0,
      declaration: JSON.stringify([{ goods_id: warehouse[0].id, type: 'clothes', value: '50.00' }]),
    });
    expect(parcel.sn).toMatch(/^S\d{12}$/);
    expect((await ok('/api/order/detail', { id: order.id })).status).toBe(4);

    // Weighed: the shipping bill appears and is paid from the wallet.
    expect((await h.ops('weigh', { id: parcel.id, weight: 1200, length: 30, width: 20, height: 10 })).code).toBe(1);
    const weighed = await ok('/api/sendorder/detail', { id: parcel.id });
    expect(weighed.status).toBe(1);
    const bill = await ok('/api/paywallet/getInvoice', { sn: parcel.sn });
    expect(bill.amount).toBe(weighed.total);
    await ok('/api/paywallet/payBalance', { sn: parcel.sn });
    expectedFen -= Math.round(Number(weighed.total) * 100);
    await balanceIs(expectedFen);
    expect((await ok('/api/sendorder/detail', { id: parcel.id })).status).toBe(2);

    // Shipped with tracking, then the shopper confirms receipt.
    expect((await h.ops('ship', { id: parcel.id, tracking_no: 'EE123456789CN' })).code).toBe(1);
    expect((await ok('/api/sendorder/isshowtrackindex', { id: parcel.id })).show).toBe(true);
    const track = await ok('/api/sendorder/gettrackindex', { id: parcel.id });
    expect(track.tracking_no).toBe('EE123456789CN');
    expect(track.events.length).toBeGreaterThan(0);
    await ok('/api/sendorder/receipt', { id: parcel.id });
    expect((await ok('/api/sendorder/detail', { id: parcel.id })).status).toBe(4);
    expect((await ok('/api/order/detail', { id: order.id })).status).toBe(5);
    await balanceIs(expectedFen);
    expect(expectedFen).toBeLessThan(100_000);
  });
});
