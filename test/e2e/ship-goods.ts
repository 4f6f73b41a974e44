import { apiData, ops } from './browser';

/**
 * Walks an order group's paid goods to the point where they can no longer come back (design §4b): the operator buys
 * and receives every paid order of the group, the shopper packs all of its goods into one parcel to the US (an
 * address made for it), pays the parcel's shipping from the balance, and the operator ships it. Answers the parcel.
 */
export async function shipGroupGoods(token: string, groupSn: string): Promise<{ id: number; sn: string }> {
  const as = <T = any>(path: string, params: Record<string, string | number> = {}) => apiData<T>(path, params, { token });
  const paid = await as<{ data: { id: number; group_sn: string }[] }>('/api/order/lists', { status: 1, pagesize: 50 });
  const orderIds = paid.data.filter((o) => o.group_sn === groupSn).map((o) => o.id);
  if (!orderIds.length) throw new Error(`no paid order of ${groupSn}`);
  for (const id of orderIds) {
    await ops('buy', { id });
    await ops('receive', { id });
  }
  const us = (await as<{ id: number; code: string }[]>('/api/address/getAreaList')).find((c) => c.code === 'US')!;
  const address = await as<{ id: number }>('/api/address/addAddress', { name: 'Lena Friend', mcode: '+1', mobile: '2025550199', country_id: us.id, address: '2 Main St', city: 'Springfield', zipcode: '12345', is_default: 1 });
  const stored = await as<{ data: { id: number; order_id: number }[] }>('/api/order/getGoodslist', { status: 3, pagesize: 100 });
  const goodsIds = stored.data.filter((g) => orderIds.includes(g.order_id)).map((g) => g.id);
  const methods = await as<{ lines: { id: number }[] }>('/api/sendorder/getShippingMethod', { goods_ids: goodsIds.join(','), country: 'US' });
  const parcel = await as<{ id: number; sn: string }>('/api/order/ordertopackage', {
    goods_ids: goodsIds.join(','), address_id: address.id, line_id: methods.lines[0].id, insurance: 0,
    declaration: JSON.stringify(goodsIds.map((id) => ({ goods_id: id, type: 'clothes', value: '50.00' }))),
  });
  await ops('weigh', { id: parcel.id, weight: 800, length: 20, width: 20, height: 10 });
  await as('/api/paywallet/payBalance', { sn: parcel.sn });
  await ops('ship', { id: parcel.id });
  return parcel;
}
