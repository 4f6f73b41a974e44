import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { startFallbackPair, startOnebound, RECORDED, type Onebound } from './onebound-server';
import { items } from '../../server/db/schema';
import type { ItemDetail } from '../../src/api/types/catalogue';

/*
 * Bad answers and faults of the provider (issue 35): an unknown or delisted id, a price of 0, a quota or key error,
 * a truncated answer, a provider answering 503 or hanging — each gives the seed's "not found" answer (which sends the
 * storefront to the manual-add page with the link filled in), never a 500 and never an item at a made-up price; a
 * kept item is served while the provider is down, with the note that its price may have changed. The demo default
 * never calls the provider.
 */
let ob: Onebound;
const open: Harness[] = [];
const envFor = (o: Onebound, extra: Record<string, string> = {}) => ({
  ITEM_SOURCE: 'onebound', ONEBOUND_URL: o.url, ONEBOUND_KEY: o.key, ONEBOUND_SECRET: o.secret, ONEBOUND_TIMEOUT_MS: '1500', ...extra,
});
async function shop(opts: Parameters<typeof harness>[0]) {
  const h = await harness(opts);
  open.push(h);
  return h;
}

beforeAll(async () => { ob = await startOnebound(); });
afterAll(async () => {
  for (const h of open) await h.close();
  await ob?.stop();
});

const getItem = (h: Harness, tp: string, tid: string, lang = 'en') => h.call<ItemDetail>('/api/obapi/getItem', { tp, tid }, { method: 'GET', lang });
const rowOf = async (h: Harness, tid: string) => (await h.db.select().from(items).where(and(eq(items.apiType, 'taobao'), eq(items.numIid, tid))))[0];

function expectNotFound(r: { status: number; code: number; msg: string }, msg = 'This item was not found') {
  expect(r.status).not.toBe(500);
  expect(r.code).toBe(0);
  expect(r.msg).toBe(msg);
}

describe('answers the provider refuses or garbles', () => {
  let h: Harness;
  beforeAll(async () => { h = await shop({ env: envFor(ob) }); });

  it('an unknown id, a delisted item, a price of 0 and a truncated answer: not found, in the shopper\'s language, and nothing stored', async () => {
    for (const tid of [RECORDED.unknownId, RECORDED.taobaoDelisted, RECORDED.taobaoPriceZero, RECORDED.taobaoTruncated]) {
      expectNotFound(await getItem(h, 'taobao', tid));
      expect(await rowOf(h, tid)).toBeUndefined();
    }
    expectNotFound(await getItem(h, 'taobao', RECORDED.taobaoPriceZero, 'ru'), 'Товар не найден');
    expect(ob.count({ api: 'item_get', num_iid: RECORDED.taobaoPriceZero })).toBe(2);
  });

  it('a quota error: not found for a new item; the account works again once the quota is back', async () => {
    ob.quota(true);
    expectNotFound(await getItem(h, 'jd', RECORDED.jd));
    ob.quota(false);
    expect((await getItem(h, 'jd', RECORDED.jd)).data.price).toBe('129.00');
  });

  it('a key the provider refuses: not found, and the key and secret are in no answer', async () => {
    const wrong = await shop({ env: envFor(ob, { ONEBOUND_SECRET: 'not-the-secret' }) });
    const r = await getItem(wrong, '1688', RECORDED.item1688);
    expectNotFound(r);
    expect(JSON.stringify(r)).not.toContain('not-the-secret');
    expect(ob.count({ api: 'item_get', answered: 'key' })).toBeGreaterThan(0);
  });

  it('an item delisted after it was kept can no longer be bought once refreshed', async () => {
    let clock: number | null = null;
    const t = await shop({ env: envFor(ob), now: () => clock ?? Math.floor(Date.now() / 1000) });
    expect((await getItem(t, 'taobao', RECORDED.taobaoWithSkus)).data.stock).toBeGreaterThan(0);
    ob.delist('taobao', RECORDED.taobaoWithSkus);
    clock = Math.floor(Date.now() / 1000) + 7200;
    await getItem(t, 'taobao', RECORDED.taobaoWithSkus);
    await expect.poll(async () => (await getItem(t, 'taobao', RECORDED.taobaoWithSkus)).data.stock, { timeout: 20_000 }).toBe(0);
    const d = (await getItem(t, 'taobao', RECORDED.taobaoWithSkus)).data;
    expect(d.skus.every((s) => s.stock === 0)).toBe(true);
    ob.delist('taobao', RECORDED.taobaoWithSkus, false);
  });
});

describe('a provider that is down', () => {
  it.each(['503', 'hang'] as const)('(%s): the kept item is served with the note, an unknown one is not found, nothing is a 500', async (mode) => {
    let clock: number | null = null;
    const h = await shop({ env: envFor(ob), now: () => clock ?? Math.floor(Date.now() / 1000) });
    const kept = await getItem(h, 'weidian', RECORDED.weidianNoSkus);
    expect(kept.data.price).toBe('58.00');
    ob.down(mode);
    clock = Math.floor(Date.now() / 1000) + 7200; // the kept copy is past ITEM_CACHE_SECONDS
    const first = await getItem(h, 'weidian', RECORDED.weidianNoSkus);
    expect(first).toMatchObject({ code: 1, data: { price: '58.00' } });
    await expect.poll(async () => (await getItem(h, 'weidian', RECORDED.weidianNoSkus, 'ru')).data.stale_note, { timeout: 20_000 })
      .toBe('Сейчас не удалось связаться с площадкой: цена и наличие могли измениться');
    expect((await getItem(h, 'weidian', RECORDED.weidianNoSkus)).data.stale_note).toMatch(/price and stock shown may have changed/);
    expectNotFound(await getItem(h, 'taobao', RECORDED.unknownId));
    ob.down(false);
    await expect.poll(async () => (await getItem(h, 'weidian', RECORDED.weidianNoSkus)).data.stale_note, { timeout: 20_000 }).toBeUndefined();
  });

  it('opens the breaker after repeated faults: no more calls go to the provider while it is open', async () => {
    const h = await shop({ env: envFor(ob) });
    const title = (await getItem(h, 'weidian', RECORDED.weidianNoSkus, 'zh-cn')).data.title;
    ob.down('503');
    for (let i = 0; i < 5; i++) expectNotFound(await getItem(h, 'taobao', `80000000000${i}`));
    const before = ob.calls.length;
    for (let i = 0; i < 5; i++) expectNotFound(await getItem(h, 'taobao', `81000000000${i}`));
    // A keyword search falls back to the items the shop keeps: the Weidian item, by a word of its title.
    const found = await h.call('/api/obapi/getItemlist', { keyword: title.split(/[\s,，]+/)[0] }, { method: 'GET', lang: 'zh-cn' });
    expect(found).toMatchObject({ status: 200, code: 1 });
    expect(found.data.data.map((c: { num_iid: string }) => c.num_iid)).toContain(RECORDED.weidianNoSkus);
    expect(ob.calls.length).toBe(before);
    ob.down(false);
  });
});

describe('fallback hosts', () => {
  it('a host that refuses connections is passed over for the next one of ONEBOUND_URL', async () => {
    const pair = await startFallbackPair();
    try {
      const h = await shop({ env: { ...envFor(pair.fallback), ONEBOUND_URL: pair.urls.join(',') } });
      expect((await getItem(h, 'jd', RECORDED.jd)).data).toMatchObject({ price: '129.00', num_iid: RECORDED.jd });
      expect(pair.fallback.count({ api: 'item_get', num_iid: RECORDED.jd })).toBe(1);
    } finally {
      await pair.stop();
    }
  });
});

describe('the demo catalogue, the default', () => {
  it('without ITEM_SOURCE never calls the provider, even with its address set', async () => {
    const h = await shop({ env: { ONEBOUND_URL: ob.url, ONEBOUND_KEY: ob.key, ONEBOUND_SECRET: ob.secret } });
    const before = ob.calls.length;
    expectNotFound(await getItem(h, 'taobao', RECORDED.taobaoWithSkus));
    expect(ob.calls.length).toBe(before);
  });
});
