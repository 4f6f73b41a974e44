import { apiDataAt, opsAt, type Params } from '../../scripts/shop/wire';
import { parseProperties } from '../../src/lib/sku';
import type { ItemDetail, ItemSku } from '../../src/api/types/catalogue';
import type { Currency } from '../../src/api/types/settings';
import { codeSent } from '../../scripts/shop/journeys';
import { ENGINES_OPS_TOKEN } from './global-setup';

/** What the journey buys: an item of general goods, one SKU in stock, and the option value names that pick it. */
export type Pick = { item: ItemDetail; sku: ItemSku; choice: { prop: string; value: string }[] };

/** Set-up through the API of the test server at `base`, for the journeys (which themselves go through the UI). */
export function shopper(base: string) {
  const api = <T = any>(path: string, params: Params = {}, token = '') => apiDataAt<T>(base, path, params, { token });
  const ops = <T = unknown>(action: string, params: Params = {}) => opsAt<T>(base, ENGINES_OPS_TOKEN, action, params);

  /** A newly registered shopper (code from the dev outbox) whose wallet the operator tops up with `balance` yuan. */
  async function fresh(tag: string, balance: string): Promise<{ email: string; password: string; token: string }> {
    const email = `engines-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = 'engines-1';
    await api('/api/ems/send', { event: 'register', email });
    const code = await codeSent(ops, email, 'register');
    const reg = await api<{ userinfo: { id: number; token: string } }>('/api/user/register', { email, password, code });
    await ops('recharge', { user_id: reg.userinfo.id, amount: balance });
    return { email, password, token: reg.userinfo.token };
  }

  /** The `nth` catalogue item of general goods with a SKU in stock (each engine buys a different one). */
  async function item(nth: number): Promise<Pick> {
    const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
    let seen = 0;
    for (const row of list.data) {
      const item = await api<ItemDetail>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
      const sku = item.skus.find((s) => s.stock > 0);
      if (item.goods_type !== 'general' || !sku || seen++ < nth) continue;
      const chosen = parseProperties(sku.properties);
      const choice = item.props.map((p) => ({ prop: p.name, value: p.values.find((v) => v.vid === chosen[p.pid])!.name }));
      return { item, sku, choice };
    }
    throw new Error('no general item with a SKU in stock');
  }

  const currency = async (code: string) => (await api<Currency[]>('/api/currency/lists')).find((c) => c.code === code)!;

  return { api, ops, fresh, item, currency };
}
