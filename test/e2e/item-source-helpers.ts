import type { BrowserContext } from 'playwright-core';
import { serveDemo } from '../../scripts/shop/serve';
import { apiDataAt, opsAt, type Params } from '../../scripts/shop/wire';
import { codeSent } from '../../scripts/shop/journeys';
import { startOnebound, type Onebound } from '../server/onebound-server';
import { E2E_OPS_TOKEN } from './global-setup';
import { freshEmail, WAIT_MS } from './browser';

/**
 * A reference server of the file's own on the built storefront with ITEM_SOURCE=onebound, pointed at a contract
 * server (test/server/onebound-server.ts) it starts first (issue 35); the global e2e server keeps the demo source.
 * `api` / `ops` / `newShopper` call this server, never the global one. `stop` ends both.
 */
export async function oneboundShop() {
  const ob: Onebound = await startOnebound();
  const shop = await serveDemo({
    dist: process.env.STOREFRONT_DIST,
    opsToken: E2E_OPS_TOKEN,
    env: { ITEM_SOURCE: 'onebound', ONEBOUND_URL: ob.url, ONEBOUND_KEY: ob.key, ONEBOUND_SECRET: ob.secret, ONEBOUND_RATE: '50', ONEBOUND_TIMEOUT_MS: '60000' },
  }).catch(async (e: unknown) => {
    await ob.stop();
    throw e;
  });
  const base = shop.base;
  const api = <T = any>(path: string, params: Params = {}, token?: string) => apiDataAt<T>(base, path, params, { token });
  const ops = <T = unknown>(action: string, params: Params = {}) => opsAt<T>(base, E2E_OPS_TOKEN, action, params);

  /** A new shopper of this server (e-mail code from its dev outbox), logged in on every page of `context`. */
  async function newShopper(context: BrowserContext, tag: string) {
    const email = freshEmail(tag);
    await api('/api/ems/send', { event: 'register', email });
    const code = await codeSent(ops, email, 'register', WAIT_MS);
    const reg = await api<{ userinfo: { id: number; token: string } }>('/api/user/register', { email, password: `${tag}-e2e-1`, code });
    const { id: userId, token } = reg.userinfo;
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    return { userId, token, api: <T = any>(path: string, params: Params = {}) => api<T>(path, params, token) };
  }

  /** The provider's own answer for an item (what the contract server recorded), as the shop asks for it in `lang`. */
  async function recorded(platform: string, numIid: string, lang = 'en') {
    const q = new URLSearchParams({ key: ob.key, secret: ob.secret, num_iid: numIid, lang });
    const body = (await (await fetch(`${ob.url}/${platform}/item_get/?${q}`)).json()) as { item: RecordedItem };
    return body.item;
  }

  return {
    base, ob, api, ops, newShopper, recorded,
    stop: async () => {
      shop.stop();
      await ob.stop();
    },
  };
}

export type RecordedItem = {
  title: string;
  price: string;
  skus: { sku: { sku_id: string; price: string; quantity: string | number; properties: string }[] } | '' | [];
};

/** The recorded item's SKUs (none for an item without options). */
export const recordedSkus = (item: RecordedItem) => (item.skus && !Array.isArray(item.skus) ? item.skus.sku : []);
