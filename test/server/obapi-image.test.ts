import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import type { GoodsCard } from '../../src/api/types/goods';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  ({ token } = await newShopper(h.db));
});

const fetchPicture = async (path: string) => {
  const res = await h.app.request(path);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** What the storefront sends: the 800 px picture cropped to 480 px by Compressor.js, as a JPEG data url. */
async function cropOf(itemId: number): Promise<string> {
  const { bytes } = await fetchPicture(`/static/goods/${itemId}-0.webp`);
  const jpeg = await sharp(bytes).resize(480, 480).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describe('generated catalogue pictures', () => {
  it('serves an item picture as 800 px webp, cached for a year, the same bytes every time', async () => {
    const { res, bytes } = await fetchPicture('/static/goods/3-0.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect((await fetchPicture('/static/goods/3-0.webp')).bytes.equals(bytes)).toBe(true);
  });

  it('serves 200 px thumbnails and banner and category art', async () => {
    expect(await sharp((await fetchPicture('/static/goods/3-1_200.webp')).bytes).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(await sharp((await fetchPicture('/static/goods/banner-1.webp')).bytes).metadata()).toMatchObject({ width: 800, height: 320 });
    expect(await sharp((await fetchPicture('/static/goods/cat-2_200.webp')).bytes).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('gives each item pictures of its own', async () => {
    const a = (await fetchPicture('/static/goods/4-0_200.webp')).bytes;
    const b = (await fetchPicture('/static/goods/5-0_200.webp')).bytes;
    const c = (await fetchPicture('/static/goods/4-1_200.webp')).bytes;
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
  });

  it('answers 404 for pictures that are not in the catalogue', async () => {
    for (const path of ['/static/goods/999999-0.webp', '/static/goods/3-9.webp', '/static/goods/3-0.png', '/static/goods/..%2Fsecret', '/static/goods/banner-0.webp']) {
      expect((await h.app.request(path)).status).toBe(404);
    }
  });
});

describe('image search', () => {
  it('finds the pictured item first from the storefront’s 480 px crop', async () => {
    for (const id of [1, 42, 117, 230]) {
      const up = await h.call('/api/obapi/uploadImg', { imgcode: await cropOf(id) }, { token });
      expect(up.code).toBe(1);
      expect(up.data.error_code).toBe('0000');
      const imgid = up.data.items.item.name;
      expect(imgid).toMatch(/^[0-9a-f]{16}$/);
      const r = await h.call('/api/obapi/getItemlist', { imgid, page: 1, pagesize: 10 }, { token, method: 'GET' });
      expect(r.code).toBe(1);
      expect(r.data.data[0].id).toBe(id);
      expect(r.data.total).toBeGreaterThanOrEqual(10);
    }
  });

  it('accepts base64 without the data: prefix and combines with other filters', async () => {
    const b64 = (await cropOf(8)).split(',')[1];
    const up = await h.call('/api/obapi/uploadImg', { imgcode: b64 }, { token });
    const imgid = up.data.items.item.name;
    const r = await h.call('/api/obapi/getItemlist', { imgid, tp: 'jd', pagesize: 50 }, { token });
    for (const g of r.data.data as GoodsCard[]) expect(g.api_type).toBe('jd');
  });

  it('answers error_code 4001 with a translated reason for bytes that are no image, and 4002 for too many', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/> not a photo').toString('base64');
    const bad = await h.call('/api/obapi/uploadImg', { imgcode: text }, { token, lang: 'ru' });
    expect(bad.code).toBe(1);
    expect(bad.data).toMatchObject({ error_code: '4001', msg: 'Не удалось прочитать изображение, выберите другое' });
    expect(bad.msg).toBe(bad.data.msg);
    const junk = await h.call('/api/obapi/uploadImg', { imgcode: '@@@not base64@@@' }, { token });
    expect(junk.data.error_code).toBe('4001');
    const huge = await h.call('/api/obapi/uploadImg', { imgcode: Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64') }, { token });
    expect(huge.data.error_code).toBe('4002');
    const missing = await h.call('/api/obapi/uploadImg', {}, { token });
    expect(missing.code).toBe(0);
    expect(missing.msg).toContain('imgcode');
  });

  it('needs a login to upload and to list results, and keeps each shopper’s searches their own', async () => {
    const imgcode = await cropOf(2);
    const anon = await h.call('/api/obapi/uploadImg', { imgcode });
    expect(anon.status).toBe(401);
    expect(anon.code).toBe(401);
    const up = await h.call('/api/obapi/uploadImg', { imgcode }, { token });
    const imgid = up.data.items.item.name;
    const noLogin = await h.call('/api/obapi/getItemlist', { imgid });
    expect(noLogin.status).toBe(401);
    const other = await newShopper(h.db);
    const theirs = await h.call('/api/obapi/getItemlist', { imgid }, { token: other.token });
    expect(theirs).toMatchObject({ code: 0, data: null });
    expect(theirs.msg).toBe('This image search has expired, please search again');
    const unknown = await h.call('/api/obapi/getItemlist', { imgid: '0123456789abcdef' }, { token });
    expect(unknown.msg).toBe(theirs.msg);
  });
});
