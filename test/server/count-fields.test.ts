import { describe, it, expect, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { items } from '../../server/db/schema';

/** Every count a call takes (quantities, limits, days, page sizes) is one shape, f.count(max): a whole number from 1 to its max. */
let h: Harness;
let token = '';
let demo: typeof items.$inferSelect;
beforeAll(async () => {
  h = await harness();
  token = (await newShopper(h.db)).token;
  [demo] = await h.db.select().from(items).where(eq(items.id, 7));
});

/** What no count may be: beyond its max or an int32, zero, negative, fractional, not a number. */
const BAD = ['10000', '2147483648', '1e20', '0', '-1', '3.5', 'NaN', 'many'];
const manual = { url: 'https://shop.example.com/count', title: 'Counted', price: '1.00' };

describe('quantities', () => {
  it('cart/add and cart/edit take 1 to 9999 pieces and name the field otherwise', async () => {
    const added = await h.call('/api/cart/add', { ...manual, quantity: 9999 }, { token });
    expect(added.code).toBe(1);
    for (const quantity of BAD) {
      const r = await h.call('/api/cart/add', { ...manual, url: `${manual.url}/${quantity}`, quantity }, { token });
      expect(r, quantity).toMatchObject({ status: 200, code: 0, msg: 'Invalid parameter: quantity' });
      const e = await h.call('/api/cart/edit', { id: added.data.id, quantity }, { token });
      expect(e, quantity).toMatchObject({ status: 200, code: 0, msg: 'Invalid parameter: quantity' });
    }
    expect((await h.call('/api/cart/edit', { id: added.data.id, quantity: 2 }, { token })).data.goods.quantity).toBe(2);
  });

  it('obapi/estimate takes as many pieces as a cart line holds', async () => {
    const estimate = (quantity: string | number) => h.call('/api/obapi/estimate', { tp: demo.apiType, tid: demo.numIid, country: 'DE', quantity }, { method: 'GET' });
    expect((await estimate(9999)).code).toBe(1);
    expect((await estimate('')).code).toBe(1);
    for (const quantity of BAD) expect(await estimate(quantity), quantity).toMatchObject({ status: 200, code: 0, msg: 'Invalid parameter: quantity' });
  });
});

describe('limits, days and page sizes', () => {
  it('refuses a number of days beyond the year of the vitals report', async () => {
    expect((await h.ops('vitals', { days: 365 })).code).toBe(1);
    for (const days of BAD) expect(await h.ops('vitals', { days }), days).toMatchObject({ status: 200, code: 0, msg: 'Invalid parameter: days' });
  });

  it('falls back to the default for a junk limit or page size, as the storefront lists expect', async () => {
    for (const bad of BAD) {
      expect((await h.call('/api/index/geMatterOfOpinion', { limit: bad }, { method: 'GET' })).code, bad).toBe(1);
      expect((await h.ops('outbox', { limit: bad })).code, bad).toBe(1);
      const page = await h.call('/api/obapi/getItemlist', { pagesize: bad }, { method: 'GET' });
      expect(page.data.per_page, bad).toBe(10);
    }
  });
});
