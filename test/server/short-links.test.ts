import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { harness, type Harness } from './harness';

/*
 * The platforms' short links (issue 35: a share text of any of the four platforms opens its item): a real HTTP
 * server stands in for m.tb.cn, 3.cn, u.jd.com, qr.1688.com and k.youshop10.com (SHORT_LINK_URL routes
 * `{base}/{host}{path}` to it), answering as they do — m.tb.cn a page whose script holds the item's address
 * JSON-escaped, JD two redirects — and records every request, so a host off the list is seen never to be asked.
 */
const asked: string[] = [];
let platforms: Server;
let h: Harness;

beforeAll(async () => {
  platforms = createServer((req, res) => {
    asked.push(req.url!);
    const to = (location: string) => { res.writeHead(302, { location }); res.end(); };
    switch (req.url) {
      case '/m.tb.cn/h.5FqW2xY?tk=abc':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<html><script>var url = 'https:\\/\\/item.taobao.com\\/item.htm?ut_sk=1.x&id=652874751412&sourceType=item';</script></html>`);
      case '/e.tb.cn/h.2':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<a href="https://a.m.taobao.com/i612345678901.htm?sku=1">open</a>`);
      case '/3.cn/1a2B-c3d': return to('https://u.jd.com/Zx9');
      case '/u.jd.com/Zx9': return to('https://item.m.jd.com/product/100012043978.html?utm=share');
      case '/qr.1688.com/s/away': return to('https://elsewhere.example.com/offer/1.html');
      case '/k.youshop10.com/none':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>no item here</html>');
      case '/k.youshop10.com/hang': return; // never answers
      default:
        res.writeHead(404);
        res.end();
    }
  });
  await new Promise<void>((r) => platforms.listen(0, '127.0.0.1', r));
  h = await harness({ env: { SHORT_LINK_URL: `http://127.0.0.1:${(platforms.address() as AddressInfo).port}` } });
});
afterAll(async () => {
  platforms.closeAllConnections();
  await new Promise((r) => platforms.close(r));
});

const check = async (keyword: string) => (await h.call('/api/obapi/check_keyword', { keyword }, { method: 'GET' })).data;

describe('a share text with a platform\'s short link', () => {
  it('opens the item a Taobao short link\'s page names, and the one two JD redirects lead to', async () => {
    expect(await check('【淘宝】限时特惠 https://m.tb.cn/h.5FqW2xY?tk=abc CZ3457 「连衣裙」点击链接直接打开')).toEqual({ type: 'item', tp: 'taobao', tid: '652874751412' });
    expect(await check('https://e.tb.cn/h.2')).toEqual({ type: 'item', tp: 'taobao', tid: '612345678901' });
    expect(await check('京东好物 https://3.cn/1a2B-c3d 快来看看')).toEqual({ type: 'item', tp: 'jd', tid: '100012043978' });
    const shared = await h.call('/api/obapi/itemPassword', { password: '₤NOSUCHCODE1₤ https://m.tb.cn/h.5FqW2xY?tk=abc' });
    expect(shared.data).toEqual({ tp: 'taobao', tid: '652874751412' });
  });

  it('asks no host off the list, follows no redirect off it, and a page naming no item is a keyword', async () => {
    asked.length = 0;
    const text = 'https://elsewhere.example.com/h.1 and http://127.0.0.1:1/x';
    expect(await check(text)).toEqual({ type: 'keyword', keyword: text });
    expect(asked).toEqual([]);
    expect(await check('https://qr.1688.com/s/away')).toMatchObject({ type: 'keyword' });
    expect(asked).toEqual(['/qr.1688.com/s/away']);
    expect(await check('https://k.youshop10.com/none')).toMatchObject({ type: 'keyword' });
    const refused = await h.call('/api/obapi/itemPassword', { password: 'https://k.youshop10.com/none' }, { lang: 'ru' });
    expect(refused).toMatchObject({ code: 0, msg: 'По этому коду товар не найден' });
  });

  it('gives up on a short link that does not answer within its time, as not an item', async () => {
    const started = Date.now();
    expect(await check('https://k.youshop10.com/hang')).toMatchObject({ type: 'keyword' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
