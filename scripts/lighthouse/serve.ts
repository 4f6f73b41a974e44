/**
 * The server Lighthouse CI starts: server/main.ts's boot, plus a demo shopper with history, so the
 * logged-in pages (orders, parcels) are measured with real cards rather than empty states.
 *
 * Before listening, and only while the demo shopper has no orders (DATA_DIR persists between runs), it
 * places 4 paid orders through the real API (in-process, app.request): one left paid, one bought, two
 * received into the warehouse and packed into a parcel each, one of which is weighed. It then writes
 * the shopper's login token to .lighthouseci/shopper-token for scripts/lighthouse/login.cjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_USER } from '../../server/db/seed/core';
import { startServer, type Booted } from '../../server/start';

const TOKEN_FILE = path.resolve('.lighthouseci/shopper-token');

/** The booted server the calls below go to (set before any of them runs). */
let server: Booted;

type Params = Record<string, string | number>;

/**
 * One API call as the storefront makes it (form-encoded POST, clienttype, lang), answered in-process.
 * `token` is the shopper's session, or the operator token for /ops/*. Answers `data`; throws on code ≠ 1.
 */
async function call<T = unknown>(path: string, params: Params = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers[path.startsWith('/ops/') ? 'x-ops-token' : 'token'] = token;
  const body = new URLSearchParams({ clienttype: 'h5', lang: 'en', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  const res = await server.app.request(path, { method: 'POST', headers, body: body.toString() });
  const answer = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (answer?.code !== 1) throw new Error(`${path}: ${answer?.msg || `HTTP ${res.status}`}`);
  return answer.data;
}

const ops = (action: string, params: Params) => call(`/ops/${action}`, params, server.config.opsToken);

/** Up to `n` distinct catalogue items of general goods (every line takes them) with stock. */
async function generalItems(token: string, n: number): Promise<Params[]> {
  const list = await call<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 }, token);
  const found: Params[] = [];
  for (const row of list.data) {
    const item = await call<{ goods_type: string; stock: number; skus: { sku_id: string; stock: number }[] }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const sku = item.skus.find((s) => s.stock > 0);
    if (item.goods_type !== 'general' || !(sku || (!item.skus.length && item.stock > 0))) continue;
    found.push({ tp: row.api_type, tid: row.num_iid, ...(sku ? { sku_id: sku.sku_id } : {}) });
    if (found.length === n) return found;
  }
  throw new Error(`only ${found.length} general items in stock in the catalogue, ${n} wanted`);
}

/** Cart → order → paid from the balance; answers the order id. */
async function paidOrder(token: string, item: Params): Promise<number> {
  const line = await call<{ id: number }>('/api/cart/add', { ...item, quantity: 1 }, token);
  const placed = await call<{ order_sn: string }>('/api/cart/carttoorder', { ids: line.id }, token);
  await call('/api/paywallet/payBalance', { sn: placed.order_sn }, token);
  const orders = await call<{ data: { id: number; group_sn: string }[] }>('/api/order/lists', { status: 1, pagesize: 50 }, token);
  return orders.data.find((o) => o.group_sn === placed.order_sn)!.id;
}

/** A parcel of the received order's goods to `addressId`, on the first line that takes it. */
async function parcelOf(token: string, orderId: number, addressId: number): Promise<{ id: number; sn: string }> {
  const goods = await call<{ data: { id: number; order_id: number }[] }>('/api/order/getGoodslist', { status: 3, pagesize: 100 }, token);
  const goodsId = goods.data.find((g) => g.order_id === orderId)!.id;
  const methods = await call<{ lines: { id: number }[] }>('/api/sendorder/getShippingMethod', { goods_ids: goodsId, country: 'US' }, token);
  return call('/api/order/ordertopackage', {
    goods_ids: goodsId, address_id: addressId, line_id: methods.lines[0].id, insurance: 0,
    declaration: JSON.stringify([{ goods_id: goodsId, type: 'clothes', value: '50.00' }]),
  }, token);
}

async function giveHistory(token: string) {
  await ops('recharge', { email: DEMO_USER.email, amount: '3000.00', memo: 'Lighthouse CI history' });
  const areas = await call<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 }, token);
  const us = areas.find((a) => a.code === 'US')!;
  const address = await call<{ id: number }>('/api/address/addAddress', {
    name: 'Demo Shopper', mcode: '+1', mobile: '2025550123', country_id: us.id, address: '1 Main St', city: 'Springfield', zipcode: '12345', is_default: 1,
  }, token);
  const ids: number[] = [];
  for (const item of await generalItems(token, 4)) ids.push(await paidOrder(token, item));
  const [, b, c, d] = ids; // the first stays paid, waiting to be bought
  await ops('buy', { id: b, express_no: 'SF1234567890' });
  for (const id of [c, d]) {
    await ops('buy', { id });
    await ops('receive', { id });
  }
  const first = await parcelOf(token, c, address.id);
  await parcelOf(token, d, address.id);
  await ops('weigh', { id: first.id, weight: 1200, length: 30, width: 20, height: 10 });
}

await startServer(async (booted) => {
  server = booted;
  const { userinfo } = await call<{ userinfo: { token: string } }>('/api/user/login', { account: DEMO_USER.email, password: DEMO_USER.password });
  const existing = await call<{ total: number }>('/api/order/lists', { status: 'all', page: 1, pagesize: 1 }, userinfo.token);
  if (!existing.total) await giveHistory(userinfo.token);
  mkdirSync(path.dirname(TOKEN_FILE), { recursive: true });
  writeFileSync(TOKEN_FILE, userinfo.token);
  console.log(`Lighthouse shopper: ${DEMO_USER.email} (token in ${path.relative(process.cwd(), TOKEN_FILE)})${existing.total ? '' : ' — given 4 orders and 2 parcels'}`);
});
