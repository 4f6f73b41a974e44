import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import { harness, type Harness, OPS_TOKEN } from './harness';
import { newShopper } from './fixtures';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer();
async function upload(token: string) {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(await png())], 'proof.png', { type: 'image/png' }));
  return (await h.call('/api/common/upload', {}, { token, body })).data as { url: string };
}
/** The pass cookie a signed-in browser gets with any authenticated answer. */
async function passOf(token: string): Promise<string> {
  const res = await h.app.request('/api/cart/getCount', { method: 'POST', headers: { token, Guid: 'test-device' } });
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^upass=[^;]+; Max-Age=604800; Path=\/uploads; HttpOnly; SameSite=Lax/);
  return cookie.split(';')[0];
}
const get = (url: string, headers: Record<string, string> = {}) => h.app.request(url, { headers });

describe('private uploads (issue 17): their owner and operators only, under names nobody can guess', () => {
  it('a proof is shown to its owner (pass cookie) and to an operator; not to another shopper, a forged pass or nobody', async () => {
    const me = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { url } = await upload(me.token);
    expect(url).toMatch(/^\/uploads\/user\/\d{8}\/[0-9a-f]{32}\.png$/); // 128 random bits
    const mine = await get(url, { cookie: await passOf(me.token) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await get(url, { cookie: await passOf(other.token) })).status).toBe(404);
    expect((await get(url)).status).toBe(404);
    const forged = (await passOf(other.token)).replace(/upass=\d+/, `upass=${me.user.id}`);
    expect((await get(url, { cookie: forged })).status).toBe(404);
    expect((await get(url, { 'x-ops-token': OPS_TOKEN })).status).toBe(200);
  });

  it('an avatar is public once it is one', async () => {
    const me = await newShopper(h.db);
    const { url } = await upload(me.token);
    expect((await get(url)).status).toBe(404);
    await h.call('/api/user/profile', { avatar: url }, { token: me.token });
    expect((await get(url)).status).toBe(200);
  });
});
