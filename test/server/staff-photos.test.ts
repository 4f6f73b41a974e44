import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { orderGoods, staffPhotos } from '../../server/db/schema';
import { MIGRATIONS } from '../../server/db/open';
import { folderStore } from '../../server/domain/files/store';
import { qcPhotoBytes } from '../../server/domain/orders/qc-photos';
import { harness, type Harness, OPS_TOKEN } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { pack, parcelWorld, shopperWithGoods, type World } from './parcel-setup';

/*
 * QC and parcel photos are private (issue 27): served to the shopper whose goods or parcel they show and to operators,
 * like the shopper's own uploads (the upass cookie), under random names; photos taken before are given their owners
 * by migration 0018.
 */
let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

/** The pass cookie a signed-in browser gets with any authenticated answer. */
async function passOf(token: string): Promise<string> {
  const res = await h.app.request('/api/cart/getCount', { method: 'POST', headers: { token, Guid: 'test-device' } });
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
/** What a visitor's browser (never signed in) carries after opening the shop: whatever cookies its calls set, no pass. */
async function visitorCookies(): Promise<string> {
  const res = await h.app.request('/api/other/getCounryCode', { method: 'POST', headers: { Guid: 'visitor-device' } });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
const get = (url: string, headers: Record<string, string> = {}) => h.app.request(url, { headers });

/** The status each viewer gets for `url`: owner, another shopper, a visitor, no cookie, a pass forged for the owner, an operator. */
async function viewers(url: string, owner: { token: string; user: { id: number } }) {
  const other = await newShopper(h.db);
  const forged = (await passOf(other.token)).replace(/upass=\d+/, `upass=${owner.user.id}`);
  const statuses = {
    owner: (await get(url, { cookie: await passOf(owner.token) })).status,
    otherShopper: (await get(url, { cookie: await passOf(other.token) })).status,
    visitor: (await get(url, { cookie: await visitorCookies() })).status,
    noCookie: (await get(url)).status,
    forgedPass: (await get(url, { cookie: forged })).status,
    operator: (await get(url, { 'x-ops-token': OPS_TOKEN })).status,
  };
  return statuses;
}
const EXPECTED = { owner: 200, otherShopper: 404, visitor: 404, noCookie: 404, forgedPass: 404, operator: 200 };

describe('staff photos are their shopper’s and the operators’ only', () => {
  it('a QC photo: the owner and an operator get it; another shopper, a visitor and no cookie get 404', async () => {
    const owner = await newShopper(h.db);
    const { order } = await makeOrder(h.db, owner.user.id, { status: 1 });
    expect((await h.ops('buy', { id: order.id })).code).toBe(1);
    const received = await h.ops('receive', { id: order.id });
    expect(received.code).toBe(1);
    const url: string = received.data.goods[0].photos[0];
    expect(url).toMatch(/^\/uploads\/qc\/\d{8}\/[0-9a-f]{32}\.webp$/); // 128 random bits
    expect(await viewers(url, owner)).toEqual(EXPECTED);
    const shown = await get(url, { cookie: await passOf(owner.token) });
    expect(shown.headers.get('content-type')).toBe('image/webp');
    expect(shown.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // The order page shows the url it can open.
    const detail = await h.call('/api/order/detail', { id: order.id }, { token: owner.token });
    expect(JSON.stringify(detail.data)).toContain(url);
    // Another spelling of the path is judged as the path: no way round the check.
    expect((await get(url.replace('/uploads/qc/', '/uploads/%71c/'))).status).toBe(404);
  });

  it('a photo staff add on request (answer_photo) is the owner’s too', async () => {
    const owner = await newShopper(h.db);
    const { goods } = await makeOrder(h.db, owner.user.id, { status: 3 });
    const r = await h.ops('answer_photo', { goods_id: goods[0].id });
    expect(r.code).toBe(1);
    expect(await viewers(r.data.photos.at(-1), owner)).toEqual(EXPECTED);
  });

  it('a parcel’s packing photo: the same', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: made } = await pack(h, s, w.air.id);
    const weighed = await h.ops('weigh', { id: made.id, weight: 1200, length: 30, width: 20, height: 10 });
    expect(weighed.code).toBe(1);
    const url: string = weighed.data.photos[0];
    expect(url).toMatch(/^\/uploads\/parcel\/\d{8}\/[0-9a-f]{32}\.webp$/);
    expect(await viewers(url, s)).toEqual(EXPECTED);
  });

  it('photos taken before: migration 0018 gives them to their goods’ shopper', async () => {
    const owner = await newShopper(h.db);
    const { goods } = await makeOrder(h.db, owner.user.id, { status: 3 });
    // A photo as an older server stored it: a file with a random name, on the goods, owned by nobody yet.
    const rel = `qc/20240101/${'ab'.repeat(12)}${Date.now().toString(16).padStart(8, '0').slice(-8)}.webp`;
    await folderStore(h.config.dataDir).put(rel, await qcPhotoBytes('legacy'), 'image/webp', 0);
    const url = `/uploads/${rel}`;
    await h.db.update(orderGoods).set({ photos: [url, `https://shop.example${url.replace('.webp', '-abs.webp')}`] }).where(eq(orderGoods.id, goods[0].id));
    expect((await get(url, { cookie: await passOf(owner.token) })).status).toBe(404);

    const statements = readFileSync(path.join(MIGRATIONS, '0018_shared_uploads.sql'), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((s) => s.includes('INSERT INTO "staff_photos"'))!;
    await h.db.execute(sql.raw(backfill));
    await h.db.execute(sql.raw(backfill)); // twice is harmless
    const owned = await h.db.select().from(staffPhotos).where(eq(staffPhotos.userId, owner.user.id));
    expect(owned.map((p) => p.url).sort()).toEqual([url, url.replace('.webp', '-abs.webp')].sort());
    expect(await viewers(url, owner)).toEqual(EXPECTED);
  });
});
