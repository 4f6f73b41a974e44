import { describe, it, expect, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { harness, type Harness } from './harness';
import { makeItem } from './fixtures';
import sharp from 'sharp';
import { qrMatrix } from '../../src/lib/qr';

let h: Harness;
const dist = mkdtempSync(path.join(tmpdir(), 'dist-share-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  // The built page's head as vite writes it (index.html): the share page works on what the build made.
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="description" content="Buy from China." />\n' +
    '    <title>BuyForMe</title>\n    <script type="module" crossorigin src="/wap/assets/shell-abc123.js"></script>\n  </head>\n  <body>\n    <div id="app"></div>\n    <noscript>This shop needs JavaScript.</noscript>\n  </body>\n</html>\n');
  writeFileSync(path.join(dist, 'assets/shell-abc123.js'), 'console.log(1)');
  process.env.STOREFRONT_DIST = dist;
  h = await harness();
  const { mountStorefront } = await import('../../server/static/storefront');
  mountStorefront(h.app, h.deps);
});

type Page = { status: number; html: string; headers: Headers };
async function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await h.app.request(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const html = (res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
  return { status: res.status, html, headers: res.headers };
}
/** The content of a `<meta property|name=…>` (HTML entities of the escaping decoded). */
function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return m?.[1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The inline scripts of a page, as its policy must allow them. */
const scriptHashes = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);

describe('an item share link /wap/i/<tp>/<tid>', () => {
  it('answers the storefront in the link\'s language with the item\'s card, its first screen and the app going on at the hash route', async () => {
    const { item } = await makeItem(h.db, { title: 'Linen shirt', priceFen: 12_950 });
    const link = `/wap/i/taobao/${item.numIid}`;
    const page = await get(`${link}?lang=ru`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const { html } = page;
    expect(html).toMatch(/^<!doctype html>\n<html lang="ru">/);
    // The card: in Russian, the ¥ price, the picture the server answers from the link, absolute.
    expect(meta(html, 'og:title')).toBe('Linen shirt (ru)');
    expect(meta(html, 'og:description')).toBe('¥129.50 в BuyForMe: купим в Китае и доставим по всему миру.');
    expect(meta(html, 'og:image')).toBe(`http://localhost/wap/pic/item/taobao/${item.numIid}`);
    expect(meta(html, 'og:url')).toBe(`http://localhost${link}?lang=ru`);
    expect(meta(html, 'og:site_name')).toBe('BuyForMe');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:locale')).toBe('ru_RU');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Linen shirt (ru)');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'product:price:amount')).toBe('129.50');
    expect(html).toContain('<title>Linen shirt (ru)</title>');
    expect(html).toContain('<meta name="description" content="¥129.50 в BuyForMe');
    // Before anything else in the head: the app's route into the address bar (no second load), then the picture asked for.
    const route = `/wap/#/pages/item/index?tp=taobao&tid=${item.numIid}`;
    // The link named its language: a visitor who has chosen none keeps it, so the app goes on in it.
    const keep = `try{localStorage.getItem('language')||localStorage.setItem('language',"ru")}catch(e){}`;
    expect(head(html)).toMatch(new RegExp(`^<!doctype html>\\n<html lang="ru">\\n  <head>\\n    <meta charset="utf-8" /><script>${keep.replace(/[()|{}.]/g, '\\$&')}history\\.replaceState\\(history\\.state,'',"${route.replace(/[?/.]/g, '\\$&')}"\\)</script>` +
      `<link rel="preload" as="image" href="/wap/pic/item/taobao/${item.numIid}" fetchpriority="high">`));
    // The card's tags come before the page's CSS and data: a messenger reads the head's first bytes.
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('<template'));
    // The item's skeleton paints its price and title under the gallery, as the page draws them.
    const skeleton = html.slice(html.indexOf('<template id="skeleton-item">'), html.indexOf('</template>', html.indexOf('<template id="skeleton-item">')));
    expect(skeleton).toMatch(/<div class="sk-gallery">[\s\S]*?<\/div><style>[^<]*<\/style><section class="section item-info"><p class="item-price"><span class="price item-price-now">¥129\.50<\/span><\/p><h2 class="item-title">Linen shirt \(ru\)<\/h2><\/section>/);
    // The policy allows this page's inline scripts, the route one included, and no others.
    const csp = page.headers.get('content-security-policy')!;
    for (const hash of scriptHashes(html)) expect(csp).toContain(hash);
    expect(csp).not.toContain('unsafe-inline\' ' + "'sha256");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  it('speaks the request\'s Accept-Language when the link names none (zh-CN), and compresses with brotli', async () => {
    const { item } = await makeItem(h.db, { apiType: 'jd', title: 'Tea cup', priceFen: 3_900 });
    const page = await get(`/wap/i/jd/${item.numIid}`, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8', 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toContain('Accept-Language');
    expect(page.html).toContain('<html lang="zh-CN">');
    expect(meta(page.html, 'og:title')).toBe('Tea cup (zh)');
    expect(meta(page.html, 'og:description')).toBe('BuyForMe售价 ¥39.00：我们在中国为您代购，寄往全球。');
    // The shop's name as the storefront shows it in that language (the server's `app.name`).
    expect(meta(page.html, 'og:site_name')).toBe('BuyForMe');
    expect(meta(page.html, 'og:url')).toBe(`http://localhost/wap/i/jd/${item.numIid}`);
    expect(meta(page.html, 'og:locale')).toBe('zh_CN');
    // A language the request's header chose is not made the visitor's choice.
    expect(page.html).not.toContain('localStorage.setItem');
    // English when the request says nothing, or a language the shop does not speak.
    const en = await get(`/wap/i/jd/${item.numIid}?lang=fr`);
    expect(meta(en.html, 'og:title')).toBe('Tea cup');
    expect(en.html).toContain('<html lang="en">');
  });

  it('escapes a hostile title everywhere it goes (tags, title, skeleton), and a "$\'" in it is no replacement pattern', async () => {
    const evil = `"><script>alert(1)</script><img src=x onerror=alert(2)>$'$&</title>&amp;`;
    const { item } = await makeItem(h.db, { title: evil });
    const { html, status } = await get(`/wap/i/taobao/${item.numIid}?lang=en`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(`${'$'}'${'$'}&</title>`);
    expect(meta(html, 'og:title')).toBe(evil);
    expect(meta(html, 'twitter:title')).toBe(evil);
    expect(html).toContain(`<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;img src=x onerror=alert(2)&#62;$&#39;$&#38;&#60;/title&#62;&#38;amp;</title>`);
    expect(html).toContain('<h2 class="item-title">&#34;&#62;&#60;script&#62;');
    // The page is otherwise whole: one head, one body, the storefront's scripts in place.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('an item the shop does not have (or a malformed link) answers 404: the shop\'s page with the message and the way home, no script', async () => {
    for (const [url, lang, heading, site] of [
      ['/wap/i/taobao/999999999999999', 'ru', 'Товар не найден', 'BuyForMe'],
      ['/wap/i/taobao/1%3Cscript%3E', 'en', 'Item not found', 'BuyForMe'],
      ['/wap/i/amazon/123', 'zh-cn', '未找到该商品', 'BuyForMe'],
    ] as const) {
      const page = await get(`${url}?lang=${lang}`);
      expect(page.status, url).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.html).toContain(`<h1>${heading}</h1>`);
      expect(page.html).toContain('<a class="btn" href="/wap/">');
      expect(page.html).toContain('<header><a href="/wap/">');
      expect(page.html).toContain(`${site}</a></header>`);
      expect(page.html).not.toContain('<script');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      // No script may run on it at all (the server's default policy).
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    }
    const ru = await get('/wap/i/taobao/999999999999999', { 'accept-language': 'ru-RU' });
    expect(ru.html).toContain('<html lang="ru">');
    expect(ru.html).toContain('<p>Этого товара нет в нашем магазине, или ссылка неверна.</p>');
    expect(ru.html).toContain('>В магазин</a>');
  });

  it('the picture of the card is the item\'s (the server answers it from the link alone); an unknown item\'s is a small neutral picture', async () => {
    const { item } = await makeItem(h.db, { title: 'Wool hat' });
    const pic = await h.app.request(new URL(meta((await get(`/wap/i/taobao/${item.numIid}`)).html, 'og:image')!).pathname);
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toMatch(/^image\//);
    expect((await pic.arrayBuffer()).byteLength).toBeGreaterThan(500);
    const none = await h.app.request('/wap/pic/item/taobao/999999999999999');
    expect(none.status).toBe(200);
    expect(none.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('a search share link /wap/s?<query>', () => {
  it('carries what was searched and how many goods from what ¥ price, and goes on at the search page with the validated query only', async () => {
    const word = `sharequery${Date.now().toString(36)}`;
    await makeItem(h.db, { title: `${word} jacket`, priceFen: 25_000 });
    await makeItem(h.db, { title: `${word} coat`, priceFen: 19_900 });
    const page = await get(`/wap/s?keyword=${word}&sort=sales&imgid=0123456789abcdef&start_price=abc&junk=%3Cx%3E&lang=ru`);
    expect(page.status).toBe(200);
    const q = `keyword=${word}&sort=sales`;
    expect(meta(page.html, 'og:title')).toBe(`«${word}» в BuyForMe`);
    expect(meta(page.html, 'og:description')).toBe('Найдено товаров: 2, от ¥199.00');
    expect(meta(page.html, 'og:image')).toBe(`http://localhost/wap/pic/search?${q}`);
    expect(meta(page.html, 'og:url')).toBe(`http://localhost/wap/s?${q}&lang=ru`);
    expect(page.html).toContain(`history.replaceState(history.state,'',"/wap/#/pages/shop/index?${q}")</script>`);
    // Nothing else of the url reaches the page: not the image search (the shopper's own), not a stray field.
    expect(page.html).not.toContain('0123456789abcdef');
    expect(page.html).not.toContain('junk');
    // The picture of the card is the first result's, answered from the link alone.
    const image = new URL(meta(page.html, 'og:image')!);
    const pic = await h.app.request(image.pathname + image.search);
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toMatch(/^image\/(webp|jpeg|png)/);
    // A search that finds nothing (or a shop's goods) shows the shop's icon: no picture answers it.
    const none = await get(`/wap/s?keyword=${word}nothing&lang=en`);
    expect(meta(none.html, 'og:description')).toBe('Nothing found yet: search for something else on BuyForMe.');
    expect(meta(none.html, 'og:image')).toBe('http://localhost/wap/icon-512.png');
    expect(meta(none.html, 'twitter:card')).toBe('summary');
    expect(none.html).not.toContain('rel="preload" as="image" href="/wap/pic/');
  });
});

/** `url` answers a PNG of the QR code of `link`: read back module by module against the encoder's matrix. */
async function expectQrOf(url: string, link: string) {
  const res = await h.app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(info.height);
  expect(info.width).toBeGreaterThanOrEqual(320);
  const m = qrMatrix(link);
  const cell = info.width / (m.size + 8);
  const dark = (x: number, y: number) => data[Math.floor((y + 4.5) * cell) * info.width + Math.floor((x + 4.5) * cell)] < 128;
  const read = m.modules.map((row, y) => row.map((_, x) => dark(x, y)));
  expect(read).toEqual(m.modules);
  // The quiet zone is light.
  expect(data[Math.floor(cell) * info.width + Math.floor(cell)]).toBeGreaterThan(128);
}

describe('invitation and affiliate links', () => {
  it('/wap/invite/<id>: the shop\'s name, the inviter\'s words and the QR code of the link, going on at registration with the inviter', async () => {
    const page = await get('/wap/invite/5', { 'accept-language': 'ru' });
    expect(page.status).toBe(200);
    expect(meta(page.html, 'og:title')).toBe('Приглашение в BuyForMe');
    expect(meta(page.html, 'og:description')).toBe('Покупайте в Китае вместе со мной в BuyForMe: зарегистрируйтесь по моей ссылке.');
    expect(meta(page.html, 'og:site_name')).toBe('BuyForMe');
    expect(meta(page.html, 'og:image')).toBe('http://localhost/wap/pic/invite/5');
    expect(meta(page.html, 'twitter:card')).toBe('summary');
    expect(page.html).toContain(`<script>history.replaceState(history.state,'',"/wap/#/pages/user/register?inviter=5")</script>`);
    await expectQrOf('/wap/pic/invite/5', 'http://localhost/wap/invite/5');
    // No item skeleton lines on a page that is not an item.
    expect(page.html).not.toContain('item-title');
  });

  it('/wap/aff/<code> goes on at registration with the affiliate\'s code; a malformed link answers 404', async () => {
    const page = await get('/wap/aff/ab12cd34?lang=zh-cn');
    expect(page.status).toBe(200);
    expect(meta(page.html, 'og:title')).toBe('邀请您加入BuyForMe');
    expect(page.html).toContain(`"/wap/#/pages/user/register?aff=AB12CD34"`);
    expect(meta(page.html, 'og:image')).toBe('http://localhost/wap/pic/aff/AB12CD34');
    await expectQrOf('/wap/pic/aff/ab12cd34', 'http://localhost/wap/aff/AB12CD34');
    expect((await h.app.request('/wap/pic/aff/a%22b')).status).toBe(404);
    for (const url of ['/wap/invite/0', '/wap/invite/abc', '/wap/invite/1234567890123', '/wap/aff/a%22b', '/wap/aff/abc']) {
      const bad = await get(url);
      expect(bad.status, url).toBe(404);
      expect(bad.html).toContain('<h1>Link not found</h1>');
    }
  });
});
