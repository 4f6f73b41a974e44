import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { RECORDED, refusingUrl, startFallbackPair, startOnebound, type Onebound } from './onebound-server.ts';

/** The contract server answers as the recorded OneBound answers do (test/fixtures/onebound/README.md). */
let ob: Onebound;
beforeAll(async () => { ob = await startOnebound(); });
afterAll(async () => { await ob?.stop(); });
beforeEach(() => ob.reset());

type Any = Record<string, any>;
const call = async (platform: string, api: string, params: Record<string, string> = {}, creds = { key: ob.key, secret: ob.secret }) => {
  const u = new URL(`${ob.url}/${platform}/${api}/`);
  for (const [k, v] of Object.entries({ ...creds, ...params })) u.searchParams.set(k, v);
  const res = await fetch(u);
  return { status: res.status, text: await res.clone().text(), json: () => res.json() as Promise<Any> };
};

describe('item_get', () => {
  it('a Taobao item with SKUs, options (props_list) and SKU pictures (props_img) pointing at the server itself', async () => {
    const r = await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.error_code).toBe('0000');
    const item = body.item;
    expect(item.num_iid).toBe(RECORDED.taobaoWithSkus);
    expect(item.title).toMatch(/连衣裙/);
    expect(item.price).toBe('89.00');
    expect(item.orginal_price).toBe('159.00');
    expect(item.skus.sku).toHaveLength(6);
    for (const sku of item.skus.sku) {
      expect(sku.sku_id).toMatch(/^\d+$/);
      for (const pv of sku.properties.split(';')) expect(item.props_list[pv]).toMatch(/^.+:.+$/);
    }
    expect(item.skus.sku.some((s: Any) => s.quantity === '0')).toBe(true);
    expect(Object.keys(item.props_img)).toEqual(['1627207:28341', '1627207:28320']);
    expect(item.props_img['1627207:28341']).toBe(`${ob.url}/img/dress-blue.jpg`);
    expect(item.pic_url).toBe(`//127.0.0.1:${ob.port}/img/dress-main.jpg`); // protocol-relative, as the provider gives
    expect(item.item_imgs.map((i: Any) => i.url)).toContain(`${ob.url}/img/dress-detail.webp`);
    expect(item.seller_info.shop_name).toBe('花间集女装旗舰店');
    expect(item.desc).toContain('<script>'); // unsanitised, as the provider sends it
    expect(body.call_args).toEqual({ num_iid: RECORDED.taobaoWithSkus });
  });

  it.each([
    ['1688', RECORDED.item1688, 4, 'polo'],
    ['jd', RECORDED.jd, 3, 'AirDots'],
    ['micro', RECORDED.weidianNoSkus, 0, '草编包'],
  ])('a %s item (%s) with %i SKUs', async (platform, id, skus, title) => {
    const body = await (await call(platform, 'item_get', { num_iid: id })).json();
    expect(body.error_code).toBe('0000');
    expect(body.api_type).toBe(platform);
    expect(body.item.num_iid).toBe(id);
    expect(body.item.title).toContain(title);
    expect(body.item.skus.sku).toHaveLength(skus);
    expect(Number(body.item.price)).toBeGreaterThan(0);
    expect(body.item.seller_info.nick).toBeTruthy();
  });

  it('titles, options and reviews come translated for lang=en and lang=ru, ids and prices unchanged', async () => {
    const cn = (await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus })).json()).item;
    const en = await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus, lang: 'en' })).json();
    const ru = await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus, lang: 'ru' })).json();
    expect(en.item.title).toMatch(/^French floral dress/);
    expect(en.item.props_list['1627207:28341']).toBe('Colour:Blue floral');
    expect(en.item.skus.sku[0].properties_name).toBe('1627207:28341:Colour:Blue floral;20509:28314:Size:S');
    expect(en.language.current_lang).toBe('en');
    expect(ru.item.title).toMatch(/^Французское платье/);
    expect(ru.item.props_list['20509:28315']).toBe('Размер:M');
    for (const t of [en.item, ru.item]) {
      expect(t.price).toBe(cn.price);
      expect(t.skus.sku.map((s: Any) => [s.sku_id, s.properties, s.price])).toEqual(cn.skus.sku.map((s: Any) => [s.sku_id, s.properties, s.price]));
      expect(t.props_img).toEqual(cn.props_img);
    }
    const review = await (await call('taobao', 'item_review', { num_iid: RECORDED.taobaoWithSkus, lang: 'en' })).json();
    expect(review.items.item[0].auction_sku).toBe('Colour:Blue floral;Size:M');
  });

  it('a price of 0 is recorded as the provider gives it', async () => {
    const body = await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoPriceZero })).json();
    expect(body.error_code).toBe('0000');
    expect(body.item.price).toBe('0.00');
    expect(body.item.skus.sku).toEqual([]);
  });

  it('an unknown id and a delisted item answer error 2000; a truncated answer is not JSON', async () => {
    for (const id of [RECORDED.unknownId, RECORDED.taobaoDelisted]) {
      const r = await call('taobao', 'item_get', { num_iid: id });
      expect(r.status).toBe(200); // the provider answers its errors with HTTP 200
      const body = await r.json();
      expect(body).toMatchObject({ error_code: '2000', error: 'item-not-found', call_args: { num_iid: id } });
      expect(body.item).toBeUndefined();
    }
    const bad = await call('taobao', 'item_get', { num_iid: RECORDED.taobaoTruncated });
    expect(bad.status).toBe(200);
    expect(bad.text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(bad.text)).toThrow();
  });

  it('patchItem changes the price from now on; delist makes it not found', async () => {
    ob.patchItem('taobao', RECORDED.taobaoWithSkus, (item) => ({ ...item, price: '99.00', skus: { sku: (item.skus as Any).sku.map((s: Any) => ({ ...s, price: '99.00' })) } }));
    const body = await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus })).json();
    expect(body.item.price).toBe('99.00');
    expect(body.item.skus.sku.every((s: Any) => s.price === '99.00')).toBe(true);
    ob.delist('taobao', RECORDED.taobaoWithSkus);
    expect((await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus })).json()).error_code).toBe('2000');
  });
});

describe('search, image search, reviews', () => {
  it('item_search pages 1 and 2 of a query; an unknown query an empty page', async () => {
    const p1 = await (await call('taobao', 'item_search', { q: RECORDED.searchQuery })).json();
    expect(p1.error_code).toBe('0000');
    expect(p1.items).toMatchObject({ page: '1', real_total_results: 25, pagecount: 2 });
    expect(p1.items.item).toHaveLength(20);
    for (const it of p1.items.item) {
      expect(it).toEqual(expect.objectContaining({ num_iid: expect.any(String), title: expect.any(String), price: expect.any(String), promotion_price: expect.any(String), sales: expect.any(Number), seller_nick: expect.any(String), detail_url: expect.stringContaining(it.num_iid) }));
      expect(it.pic_url).toMatch(new RegExp(`^//127\\.0\\.0\\.1:${ob.port}/img/`));
    }
    const p2 = await (await call('taobao', 'item_search', { q: RECORDED.searchQuery, page: '2' })).json();
    expect(p2.items.page).toBe('2');
    expect(p2.items.item).toHaveLength(5);
    expect(new Set([...p1.items.item, ...p2.items.item].map((i: Any) => i.num_iid)).size).toBe(25);
    const none = await (await call('taobao', 'item_search', { q: 'nothing-like-this' })).json();
    expect(none.error_code).toBe('0000');
    expect(none.items.item).toEqual([]);
    expect(none.items.real_total_results).toBe(0);
    const en = await (await call('taobao', 'item_search', { q: RECORDED.searchQuery, lang: 'en' })).json();
    expect(en.items.item[1].title).toBe('Summer dress style 1');
  });

  it('upload_img (GET, POST form, multipart file) gives an imgid that item_search_img answers with items', async () => {
    const up = await (await call('taobao', 'upload_img', { imgcode: `${ob.url}/img/dress-main.jpg` })).json();
    expect(up.error_code).toBe('0000');
    expect(up.items.item.name).toBe(RECORDED.imgid);
    const form = new URLSearchParams({ key: ob.key, secret: ob.secret, imgcode: 'data:image/jpeg;base64,/9j/4AAQ' });
    const posted = await (await fetch(`${ob.url}/taobao/upload_img/`, { method: 'POST', body: form })).json() as Any;
    expect(posted.items.item.name).toBe(RECORDED.imgid);
    const multipart = new FormData();
    multipart.set('key', ob.key);
    multipart.set('secret', ob.secret);
    multipart.set('imgcode', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }), 'shot.jpg');
    const file = await (await fetch(`${ob.url}/taobao/upload_img/`, { method: 'POST', body: multipart })).json() as Any;
    expect(file.items.item.name).toBe(RECORDED.imgid);
    expect(ob.count({ api: 'upload_img', answered: 'ok' })).toBe(3);
    const found = await (await call('taobao', 'item_search_img', { imgid: up.items.item.name })).json();
    expect(found.error_code).toBe('0000');
    expect(found.items.item.length).toBe(3);
    expect(found.items.item[0].num_iid).toBe(RECORDED.taobaoWithSkus);
    const other = await (await call('taobao', 'item_search_img', { imgid: '/i1/other.jpg' })).json();
    expect(other.items.item).toEqual([]);
  });

  it('item_review answers reviews with text, date, pictures, nick and SKU', async () => {
    const body = await (await call('taobao', 'item_review', { num_iid: RECORDED.taobaoWithSkus })).json();
    expect(body.error_code).toBe('0000');
    expect(body.items.item).toHaveLength(2);
    expect(body.items.item[0]).toMatchObject({ rate_content: expect.any(String), rate_date: expect.stringMatching(/^\d{4}-\d\d-\d\d/), display_user_nick: expect.any(String), auction_sku: expect.any(String) });
    expect(body.items.item[0].pics).toEqual([`${ob.url}/img/review-1.jpg`]);
    const none = await (await call('taobao', 'item_review', { num_iid: RECORDED.unknownId })).json();
    expect(none.error_code).toBe('2000');
  });
});

describe('account errors and faults', () => {
  it('a wrong key or secret answers the key error (4005) and no data', async () => {
    for (const creds of [{ key: 'wrong', secret: ob.secret }, { key: ob.key, secret: 'wrong' }]) {
      const body = await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus }, creds)).json();
      expect(body).toMatchObject({ error_code: '4005', error: 'key' });
      expect(body.reason).toBeTruthy();
      expect(body.item).toBeUndefined();
    }
  });

  it('quota(true) answers the quota error (4013) to every call until quota(false)', async () => {
    ob.quota(true);
    for (const [platform, api, p] of [['taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus }], ['jd', 'item_search', { q: 'x' }]] as const) {
      const body = await (await call(platform, api, p)).json();
      expect(body).toMatchObject({ error_code: '4013', error: 'quota' });
      expect(body.api_info).toMatch(/today:10000 max:10000/);
    }
    ob.quota(false);
    expect((await (await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus })).json()).error_code).toBe('0000');
  });

  it("down('503') answers 503, down('reset') cuts the connection, down(false) brings it back", async () => {
    ob.down('503');
    const r = await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus });
    expect(r.status).toBe(503);
    ob.down('reset');
    await expect(call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus })).rejects.toThrow();
    ob.down(false);
    expect((await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus })).status).toBe(200);
    expect(ob.calls.map((c) => c.answered)).toEqual(['503', 'reset', 'ok']);
  });

  it("down('hang') leaves the call unanswered (a client's own timeout fires) and counts it", async () => {
    ob.down('hang');
    const pending = fetch(`${ob.url}/taobao/item_get/?key=${ob.key}&secret=${ob.secret}&num_iid=${RECORDED.jd}`, { signal: AbortSignal.timeout(300) });
    await ob.waitForCalls(1, { api: 'item_get', answered: 'hang' });
    await expect(pending).rejects.toThrow(/abort|timeout/i);
    ob.down(false);
    expect((await call('jd', 'item_get', { num_iid: RECORDED.jd })).status).toBe(200);
  });

  it('delay(ms) holds each answer at least that long', async () => {
    ob.delay(250);
    const t0 = performance.now();
    await call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(240);
  });

  it('counts calls by platform, api and num_iid', async () => {
    await Promise.all([
      call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus }),
      call('taobao', 'item_get', { num_iid: RECORDED.taobaoWithSkus }),
      call('jd', 'item_get', { num_iid: RECORDED.jd }),
      call('taobao', 'item_search', { q: RECORDED.searchQuery, page: '2' }),
    ]);
    expect(ob.count()).toBe(4);
    expect(ob.count({ api: 'item_get' })).toBe(3);
    expect(ob.count({ platform: 'taobao', api: 'item_get', num_iid: RECORDED.taobaoWithSkus })).toBe(2);
    expect(ob.count({ platform: 'jd' })).toBe(1);
    expect(ob.count({ api: 'item_search', q: RECORDED.searchQuery, page: '2' })).toBe(1);
    expect((await fetch(`${ob.url}/amazon/item_get/`)).status).toBe(404);
    expect(ob.count()).toBe(4);
  });

  it('a refused primary host and a working fallback (failover)', async () => {
    const pair = await startFallbackPair();
    try {
      await expect(fetch(`${pair.urls[0]}/taobao/item_get/?key=test-key&secret=test-secret&num_iid=${RECORDED.jd}`)).rejects.toThrow();
      const body = await (await fetch(`${pair.urls[1]}/jd/item_get/?key=test-key&secret=test-secret&num_iid=${RECORDED.jd}`)).json() as Any;
      expect(body.item.num_iid).toBe(RECORDED.jd);
      expect(pair.fallback.count({ platform: 'jd' })).toBe(1);
      expect(body.item.pic_url).toContain(pair.fallback.url.replace('http:', ''));
    } finally { await pair.stop(); }
    await expect(fetch(`${await refusingUrl()}/taobao/item_get/`)).rejects.toThrow();
  });
});

describe('pictures', () => {
  it('every picture a recorded answer names is a real JPEG or WEBP the server serves', async () => {
    const urls = new Set<string>();
    const grab = (v: unknown) => JSON.stringify(v).match(/(?:http:)?\/\/127\.0\.0\.1:\d+\/img\/[\w-]+\.(?:jpg|webp)/g) ?? [];
    for (const [p, id] of [['taobao', RECORDED.taobaoWithSkus], ['1688', RECORDED.item1688], ['jd', RECORDED.jd], ['micro', RECORDED.weidianNoSkus]]) {
      for (const u of grab(await (await call(p, 'item_get', { num_iid: id })).json())) urls.add(u.startsWith('//') ? `http:${u}` : u);
    }
    for (const u of grab(await (await call('taobao', 'item_search', { q: RECORDED.searchQuery })).json())) urls.add(`http:${u.replace(/^http:/, '')}`);
    expect(urls.size).toBeGreaterThan(15);
    for (const u of urls) {
      const res = await fetch(u);
      expect(res.status, u).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(u.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(res.headers.get('content-type')).toBe(u.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
    expect(ob.count()).toBe(5); // pictures are not API calls
  });
});
