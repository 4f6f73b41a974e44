import { describe, it, expect, beforeAll, vi } from 'vitest';
import { harness, type Harness } from './harness';
import { mountPictures } from '../../server/static/pictures';
import type { ItemDetail, ItemList } from '../../src/api/types/catalogue';

let h: Harness;

beforeAll(async () => {
  h = await harness();
  mountPictures(h.app);
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The bytes a picture url of the catalogue answers on its own. */
const pictureAt = async (url: string) => {
  const res = await get(url);
  expect(res.status).toBe(200);
  return bytes(res);
};
const search = async (params: Record<string, string | number>) => (await h.call<ItemList>('/api/obapi/getItemlist', { page: 1, pagesize: 10, ...params }, { method: 'GET' })).data;

/** The neutral picture: a 200 answer (an <img> shows it as an empty box), an SVG with a size, never an error page. */
async function expectNeutral(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  const body = (await bytes(res)).toString();
  expect(body).toMatch(/^<svg [^>]*width="800" height="800"/);
  expect(body.length).toBeLessThan(300);
}

describe('a deep link\'s first picture addressed from its link (/wap/pic/…)', () => {
  it('answers an item\'s first gallery picture: its bytes and type, cached a day with an ETag that revalidates', async () => {
    const item = (await h.call<ItemDetail>('/api/obapi/getItem', { tp: '1688', tid: '505277587822' }, { method: 'GET' })).data;
    const res = await get('/wap/pic/item/1688/505277587822');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = await bytes(res);
    // The very file the page's gallery asks for first (the same size: no other rendition).
    expect(body.equals(await pictureAt(item.images[0]))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/wap/pic/item/1688/505277587822', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await bytes(again)).length).toBe(0);
    // Another item, another picture; its tid with spaces around (as a link may carry them) is the same item.
    const other = (await search({ tp: 'taobao' })).data[0];
    const theirs = await get(`/wap/pic/item/${other.api_type}/${encodeURIComponent(` ${other.num_iid} `)}`);
    expect((await bytes(theirs)).equals(await pictureAt(other.goodsimg))).toBe(true);
  });

  it('answers an unknown item, and any malformed link, with the small neutral picture — never an error page', async () => {
    const errors = vi.spyOn(console, 'error');
    const unknown = await get('/wap/pic/item/1688/999999999999');
    await expectNeutral(unknown);
    expect(unknown.headers.get('cache-control')).toBe('public, max-age=300');
    for (const url of [
      '/wap/pic/item/amazon/505277587822', // not a platform
      `/wap/pic/item/1688/${'9'.repeat(40)}`, // longer than any item id
      '/wap/pic/item/1688/%20', // blank
      '/wap/pic/item/1688/%E0%A4%A', // a broken escape
      '/wap/pic/item/1688/50527%00', // a NUL
      '/wap/pic/item/1688/%3Cscript%3E',
    ]) await expectNeutral(await get(url));
    // Nothing else lives under /wap/pic/item: a path of another shape is not found.
    expect((await get('/wap/pic/item/1688')).status).toBe(404);
    // Refused before the catalogue is read: no failure logged.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('answers a keyword or category search\'s first result card picture, read as the results page reads its link', async () => {
    const first = async (params: Record<string, string | number>) => {
      const list = await search(params);
      return pictureAt(list.data[0].pic_url);
    };
    const res = await get('/wap/pic/search?keyword=dress');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect((await bytes(res)).equals(await first({ keyword: 'dress' }))).toBe(true);
    // Sorted by price, highest first: another first card.
    const dear = await bytes(await get('/wap/pic/search?keyword=dress&sort=price_desc'));
    expect(dear.equals(await first({ keyword: 'dress', sort: 'price_desc' }))).toBe(true);
    // The page's own reading: an unknown sort is relevance, a malformed price bound is no bound, a keyword is trimmed,
    // and the other fields of the link (a share mark, a campaign) are not the search's.
    const loose = await bytes(await get(`/wap/pic/search?keyword=${encodeURIComponent('  dress ')}&sort=cheapest&start_price=1.234&from=chat`));
    expect(loose.equals(await first({ keyword: 'dress' }))).toBe(true);
    // A price range and a platform.
    const ranged = await bytes(await get('/wap/pic/search?keyword=dress&start_price=200&tp=1688'));
    expect(ranged.equals(await first({ keyword: 'dress', start_price: '200', tp: '1688' }))).toBe(true);
    // A category (the one of an item: it finds that item at least), sorted by sales.
    const cid = (await h.call<ItemDetail>('/api/obapi/getItem', { tp: '1688', tid: '505277587822' }, { method: 'GET' })).data.category_id;
    const inCategory = await search({ cid, sort: 'sales' });
    expect(inCategory.data.length).toBeGreaterThan(0);
    expect((await bytes(await get(`/wap/pic/search?cid=${cid}&sort=sales`))).equals(await pictureAt(inCategory.data[0].pic_url))).toBe(true);
    // A goods number: the page lists its item (goodsSnSearchGood) first.
    const numbered = (await search({ tp: 'jd' })).data[0];
    expect((await bytes(await get(`/wap/pic/search?keyword=${numbered.num_iid}`))).equals(await pictureAt(numbered.pic_url))).toBe(true);
  });

  it('answers the neutral picture for a search that finds nothing, is not a goods search, or that getItemlist refuses', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const query of [
      'keyword=qqqzzzxxx', // nothing found
      '', // the search start view
      'keyword=%20%20', // blank
      'seller_id=abc&tp=taobao', // a shop's goods (its own call)
      'imgid=0123456789abcdef', // an image search (the shopper's own picture, behind login)
      `keyword=${'a'.repeat(101)}`, // longer than the call takes
      'cid=-3', // not a category id
      'keyword=dress&tp=amazon', // not a platform
      'keyword=dress&start_price=99999999999', // more than any amount
      'keyword=%00', // a NUL
      'keyword=%E0%A4%A', // a broken escape
    ]) await expectNeutral(await get(`/wap/pic/search?${query}`));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('answers the neutral picture, kept by no one, when the catalogue cannot be read', async () => {
    const db = h.deps.db;
    h.deps.db = new Proxy(db, { get: () => { throw new Error('database away'); } });
    const errors = console.error;
    console.error = () => {};
    try {
      for (const url of ['/wap/pic/item/1688/505277587822', '/wap/pic/search?keyword=dress']) {
        const res = await get(url);
        await expectNeutral(res);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    } finally {
      h.deps.db = db;
      console.error = errors;
    }
  });
});
