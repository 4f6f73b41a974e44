import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadFiles } from '../../server/db/schema';
import { copyUploadsToDb } from '../../server/domain/files/copy-to-db';
import { uploadsDir } from '../../server/domain/files/store';
import { harness, type Harness, OPS_TOKEN } from './harness';
import { makeOrder, newShopper } from './fixtures';

/*
 * UPLOADS=db (issue 28): the bytes of /uploads/ files in the database, so server processes on several machines share
 * nothing but it — served with the same privacy and caching as from the data folder; the files a server kept in its
 * data folder are copied in when it starts so.
 */
let h: Harness;
const old = mkdtempSync(path.join(tmpdir(), 'shop-old-uploads-'));
beforeAll(async () => {
  h = await harness({ env: { UPLOADS: 'db' } });
});
afterAll(() => rmSync(old, { recursive: true, force: true }));

const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } }).png().toBuffer();
async function passOf(token: string): Promise<string> {
  const res = await h.app.request('/api/cart/getCount', { method: 'POST', headers: { token, Guid: 'test-device' } });
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
const onDisk = (url: string) => existsSync(path.join(uploadsDir(h.config.dataDir), url.replace('/uploads/', '')));
const stored = async (url: string) => (await h.db.select({ size: uploadFiles.size }).from(uploadFiles).where(eq(uploadFiles.path, url.replace('/uploads/', ''))))[0];

describe('UPLOADS=db', () => {
  it('a shopper’s upload is kept in the database, not the data folder, and served to its owner and operators only', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    const bytes = await png();
    const body = new FormData();
    body.append('file', new File([new Uint8Array(bytes)], 'proof.png', { type: 'image/png' }));
    const { url } = (await h.call('/api/common/upload', {}, { token: me.token, body })).data as { url: string };
    expect(await stored(url)).toEqual({ size: bytes.length });
    expect(onDisk(url)).toBe(false);
    const mine = await h.app.request(url, { headers: { cookie: await passOf(me.token) } });
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await h.app.request(url, { headers: { cookie: await passOf(other.token) } })).status).toBe(404);
    expect((await h.app.request(url)).status).toBe(404);
    expect((await h.app.request(url, { headers: { 'x-ops-token': OPS_TOKEN } })).status).toBe(200);
  });

  it('QC photos too, private to the goods’ shopper', async () => {
    const owner = await newShopper(h.db);
    const { order } = await makeOrder(h.db, owner.user.id, { status: 2 });
    const r = await h.ops('receive', { id: order.id });
    const url: string = r.data.goods[0].photos[0];
    expect((await stored(url))?.size).toBeGreaterThan(1000);
    expect(onDisk(url)).toBe(false);
    expect((await h.app.request(url, { headers: { cookie: await passOf(owner.token) } })).status).toBe(200);
    expect((await h.app.request(url)).status).toBe(404);
  });

  it('the files of a data folder are copied in once, under the same urls; a public one is served to anyone', async () => {
    const files = { [`remit/20240101/${Date.now().toString(16)}.png`]: await png(), 'user/20240101/nested/deep.png': await png() };
    for (const [rel, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(uploadsDir(old), rel)), { recursive: true });
      writeFileSync(path.join(uploadsDir(old), rel), bytes);
    }
    writeFileSync(path.join(uploadsDir(old), 'remit/20240101/half.png.1a2b3c4d.tmp'), 'half-written');
    expect(await copyUploadsToDb(h.db, old, 1)).toBe(2);
    expect(await copyUploadsToDb(h.db, old, 2)).toBe(0);
    const [publicRel] = Object.keys(files);
    const res = await h.app.request(`/uploads/${publicRel}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await h.app.request('/uploads/user/20240101/nested/deep.png')).status).toBe(404); // private, nobody's
    expect((await h.app.request('/uploads/user/20240101/nested/deep.png', { headers: { 'x-ops-token': OPS_TOKEN } })).status).toBe(200);
  });
});
