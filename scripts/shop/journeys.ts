import type { Params } from './wire';
import type { OutboxEntry } from '../../src/api/types/user';

type Call = <T = any>(path: string, params?: Params) => Promise<T>;
export type Ops = <T = unknown>(action: string, params?: Params) => Promise<T>;
export type Item = { tp: string; tid: string; sku_id: string; title: string };

/**
 * The newest code sent to `target` for `event`, read from the dev outbox (the operator action `outbox`) as soon
 * as it is there: the mail worker delivers it moments after the send, later on a busy host; gives up after `waitMs`.
 */
export async function codeSent(ops: Ops, target: string, event: string, waitMs = 30_000): Promise<string> {
  const end = Date.now() + waitMs;
  for (;;) {
    const hit = (await ops<OutboxEntry[]>('outbox', { target })).find((e) => e.event === event);
    if (hit) return hit.code;
    if (Date.now() > end) throw new Error(`no ${event} code for ${target} after ${waitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What a shopper and the back office do to bring an order or a parcel about, through the API (the shopper's
 * `api`, the operator's `ops`): set-up for the end-to-end tests and the screenshot script.
 */
export function journeys(api: Call, ops: Ops) {
  /** A catalogue item of general goods (every line carries it), with a SKU in stock. */
  async function generalItem(): Promise<Item> {
    const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
    for (const row of list.data) {
      const item = await api<{ goods_type: string; title: string; stock: number; skus: { sku_id: string; stock: number }[] }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
      const sku = item.skus.find((s) => s.stock > 0);
      if (item.goods_type === 'general' && (sku || (!item.skus.length && item.stock > 0))) return { tp: row.api_type, tid: row.num_iid, sku_id: sku?.sku_id ?? '', title: item.title };
    }
    throw new Error('no general item in the catalogue');
  }

  /** An order of one item through the cart (paid from the balance when `pay`); answers the purchase order. */
  async function placeOrder(pay: boolean): Promise<{ id: number; sn: string; title: string }> {
    const item = await generalItem();
    const line = await api<{ id: number }>('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 1 });
    const placed = await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: line.id });
    if (pay) await api('/api/paywallet/payBalance', { sn: placed.order_sn });
    const list = await api<{ data: { id: number; sn: string; group_sn: string }[] }>('/api/order/lists', { status: pay ? 1 : 0, pagesize: 50 });
    const order = list.data.find((o) => o.group_sn === placed.order_sn);
    if (!order) throw new Error(`the new order ${placed.order_sn} is not listed`);
    return { id: order.id, sn: order.sn, title: item.title };
  }

  /** Goods in the warehouse: cart → order → paid from the balance → bought and received by staff. Answers the goods id. */
  async function warehouseGoods(): Promise<number> {
    const order = await placeOrder(true);
    await ops('buy', { id: order.id });
    await ops('receive', { id: order.id });
    const goods = await api<{ data: { id: number; order_id: number }[] }>('/api/order/getGoodslist', { status: 3, pagesize: 100 });
    return goods.data.find((g) => g.order_id === order.id)!.id;
  }

  /** A parcel of one warehouse goods to the address on the first line that takes it to the US. */
  async function makeParcel(addressId: number): Promise<{ id: number; sn: string }> {
    const goodsId = await warehouseGoods();
    const methods = await api<{ lines: { id: number }[] }>('/api/sendorder/getShippingMethod', { goods_ids: goodsId, country: 'US' });
    return api('/api/order/ordertopackage', {
      goods_ids: goodsId, address_id: addressId, line_id: methods.lines[0].id, insurance: 0,
      declaration: JSON.stringify([{ goods_id: goodsId, type: 'clothes', value: '50.00' }]),
    });
  }

  return { generalItem, placeOrder, warehouseGoods, makeParcel };
}
