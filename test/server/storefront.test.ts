import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { harness, type Harness } from './harness';

let h: Harness;
const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
const JS = 'console.log("storefront");'.repeat(50);

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  // As the build writes it: the shell's module script, index.html's early script after its file list (scripts/vite/route-preload.ts).
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title><link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />\n    <!-- A note for the developers of index.html. -->\n<script type="module" crossorigin src="/wap/assets/shell-abc123.js"></script><script type="application/json" id="built-files">{"routes":{},"dicts":{"en":{"item":"e1"},"ru":{"item":"r1"},"zh-cn":{"item":"z1"}}}</script><script type="module" async>var f=JSON.parse(document.getElementById(\'built-files\').textContent);startEarly(f)</script><link rel="modulepreload" crossorigin href="/wap/assets/rolldown-runtime-x1.js"><link rel="manifest" href="/wap/manifest.webmanifest"></head><body><div id="app"></div></body></html>');
  writeFileSync(path.join(dist, 'assets/shell-abc123.js'), JS);
  writeFileSync(path.join(dist, 'assets/shell-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(dist, 'assets/shell-abc123.js.gz'), gzipSync(JS));
  process.env.STOREFRONT_DIST = dist;
  h = await harness();
  const { mountStorefront } = await import('../../server/static/storefront');
  mountStorefront(h.app, h.deps);
});

describe('serving the built storefront under /wap/', () => {
  it('answers index.html uncached, with the boot data, the first banner preloaded and a skeleton', async () => {
    const res = await h.app.request('/wap/', { headers: { 'accept-language': 'ru-RU,ru;q=0.9', 'cf-ipcountry': 'RU' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const json = (id: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`))![1]);
    const boot = { ...json('boot'), home: json('boot-home') };
    expect(boot.lang).toBe('ru');
    expect(boot.settings.countryCode).toBe('RU');
    expect(boot.settings.currencyList.map((c: { code: string }) => c.code)).toContain('USD');
    expect(boot.home.ads.length).toBeGreaterThan(0);
    expect(boot.home.cats.length).toBeGreaterThan(0);
    // Of the string bundles' files, those of the languages the app may start in here, and English (its fallback).
    expect(Object.keys(json('built-files').dicts)).toEqual(['en', 'ru']);
    const dictsFor = async (headers: Record<string, string>) => Object.keys(JSON.parse((await (await h.app.request('/wap/', { headers })).text()).match(/id="built-files">(.*?)<\/script>/)![1]).dicts);
    expect(await dictsFor({ 'accept-language': 'en-US' })).toEqual(['en']);
    expect(await dictsFor({ 'accept-language': 'zh-CN,zh;q=0.9' })).toEqual(['en', 'zh-cn']);
    // The floors are left out (every page carries this; home asks for them once painted).
    expect(boot.home.floors).toBeUndefined();
    // The banner preload is added by an inline script only when the hash is home.
    expect(html).toContain(`l.as='image';l.href=${JSON.stringify(boot.home.ads[0].image)}`);
    // …first in the head, so it is asked for before anything else of the page is parsed.
    expect(html.indexOf("l.as='image'")).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    expect(html.indexOf("l.as='image'")).toBeGreaterThan(html.indexOf('</title>'));
    // The skeleton is a template put in place only when home opens (a deep link never fetches the banner). The templates
    // end the head, so the body the parser then reaches is #app and the script that puts one in place: no frame between.
    expect(html).toMatch(/<style>[^<]*<\/style><template id="skeleton-home"><div id="skeleton"[^]*<\/template><\/head><body><div id="app"><\/div><script id="sk-run">/);
    // Its search box is a form one can type in and search with before any script of the app, in the page's language.
    expect(html).toContain('<template id="skeleton-home"><div id="skeleton" aria-hidden="true"><div class="searchbar"><form class="search-field"><svg');
    expect(html).toMatch(/<input type="search" name="q" enterkeyhint="search" tabindex="-1" placeholder="[^"]*[а-яё][^"]*">/i);
    // The category page's skeleton shows its banner (the zone's first ad) in the page's own layout, preloaded when the hash is that page.
    const [catAd] = (await h.call('/api/adszone/getAdsByMark', { mark: 'wap_category_banner' })).data as { image: string }[];
    expect(html).toContain(`<div class="cat-main"><div class="cat-banner"><img src="${catAd.image}" width="800" height="320" alt="" fetchpriority="high"></div>`);
    expect(html).toContain(`if(/^#\\/pages\\/category\\/index(\\?.*)?$/.test(location.hash)){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=${JSON.stringify(catAd.image)}`);
    // A deep link gets a navbar and grey blocks instead, painted before any script arrives.
    expect(html).toMatch(/<template id="skeleton-page"><div id="skeleton" aria-hidden="true"><div class="navbar"><button class="navbar-back" tabindex="-1" data-back><svg [^>]*>.*?<\/svg><\/button><h1 data-t><\/h1><span class="navbar-back"><\/span><\/div><div class="sk-page">(<span class="sk sk-block"><\/span>){4}/);
    // The tab bar, which the skeleton's script adds to a tab's screen: real links, labelled in the page's language.
    expect(html).toMatch(/<template id="sk-tabs"><nav class="tabbar">(<a class="tab" href="#\/[^"]*" tabindex="-1" data-tab><svg [^>]*>.*?<\/svg><span data-t>[^<]+<\/span><\/a>){4}<\/nav><\/template>/);
    expect(html).toContain('href="#/pages/page/onlineservice" tabindex="-1" data-tab>');
    // The skeleton's script reads the titles it draws, the tabs and which of them a visitor logs in for first.
    const data = JSON.parse(html.match(/<script id="sk-run">try\{var __SK=(\{.*?\});/)![1]);
    expect(data).toMatchObject({ l: 'ru', tabs: ['/', '/pages/page/onlineservice', '/pages/cart/index', '/pages/user/index'], lt: ['/pages/user/index', '/pages/cart/index'], login: '/pages/user/login' });
    expect(data.t['/pages/user/login']).toMatch(/[а-яё]/i);
    expect(html).not.toMatch(/<\/script>[^<]*<\/script>/);
    // The first frame is the skeleton: the head holds the page's rendering until the parser has reached the skeleton's
    // script (the one element it names, after the templates), so no blank frame is drawn before it.
    expect(html).toMatch(/<\/title><script>[^<]*<\/script><link rel="expect" href="#sk-run" blocking="render">/);
    expect(html.match(/id="sk-run"/g)).toHaveLength(1);
    expect(html.indexOf('<script id="sk-run">')).toBeGreaterThan(html.indexOf('<template id="sk-tabs">'));
    // index.html's notes for its developers are not sent (bytes of TCP's first window).
    expect(html).not.toContain('<!--');
  });

  it('names an item\'s and a search\'s first picture from the link alone, preloaded from the head, where this site is the API', async () => {
    const html = await (await h.app.request('/wap/')).text();
    const head = html.match(/<\/title><script>([\s\S]*?)<\/script>/)![1];
    /** What the head's script does at `hash`: the pictures it preloads and the linked one it keeps for the skeleton and the page. */
    const open = (hash: string, storefront?: { apiBase?: string }) => {
      const links: { rel?: string; as?: string; href?: string; fetchPriority?: string }[] = [];
      const window: { __STOREFRONT__?: { apiBase?: string }; __PICTURE__?: { h: string; u: string } } = { __STOREFRONT__: storefront };
      const document = { createElement: () => ({}), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } };
      new Function('location', 'window', 'document', head)({ hash }, window, document);
      return { preloaded: links.map((l) => `${l.rel} ${l.as} ${l.fetchPriority} ${l.href}`), linked: window.__PICTURE__ };
    };
    const item = open('#/pages/item/index?tp=1688&tid=505277587822');
    expect(item.preloaded).toEqual(['preload image high /wap/pic/item/1688/505277587822']);
    expect(item.linked).toEqual({ h: '#/pages/item/index?tp=1688&tid=505277587822', u: '/wap/pic/item/1688/505277587822' });
    // The ids as the link carries them, escaped (the server trims them as the item call does: test/server/picture-links.test.ts).
    expect(open('#/pages/item/index?tid=%20a%2Fb%20&tp=taobao&from=chat').linked!.u).toBe('/wap/pic/item/taobao/%20a%2Fb%20');
    // A keyword or category search: the results link's query as it is.
    expect(open('#/pages/shop/index?keyword=linen%20dress&sort=sales').preloaded).toEqual(['preload image high /wap/pic/search?keyword=linen%20dress&sort=sales']);
    expect(open('#/pages/shop/index?cid=14').linked!.u).toBe('/wap/pic/search?cid=14');
    // No picture to name: an item link without its ids, a shop's goods, an image search, the search start view, other pages.
    for (const hash of ['#/pages/item/index?tp=1688', '#/pages/item/index?tid=1', '#/pages/shop/index?seller_id=s1&tp=taobao', '#/pages/shop/index?imgid=0123456789abcdef&keyword=x',
      '#/pages/shop/index?keyword=%20', '#/pages/shop/index', '#/pages/member/order/index', '#/pages/user/login']) {
      expect(open(hash), hash).toEqual({ preloaded: [], linked: undefined });
    }
    // The API elsewhere (window.__STOREFRONT__.apiBase): this server's catalogue is not that one; the early call names the picture there.
    expect(open('#/pages/item/index?tp=1688&tid=505277587822', { apiBase: 'https://api.example.com' })).toEqual({ preloaded: [], linked: undefined });
    // Home and a category: their banners, as before, and no linked picture.
    expect(open('').preloaded).toHaveLength(1);
    expect(open('#/pages/category/index?top=3').linked).toBeUndefined();
    // The skeletons: the item's and the search's under a bar with a back button, their first picture box ready for it.
    expect(html).toMatch(/<template id="skeleton-item"><div id="skeleton" aria-hidden="true"><style>[^<]*<\/style><div class="navbar"><button class="navbar-back" tabindex="-1" data-back><svg [^>]*>.*?<\/svg><\/button><h1 data-t><\/h1><span class="navbar-back"><\/span><\/div><div class="sk-gallery"><img width="800" height="800" alt="" fetchpriority="high"><\/div>/);
    // The item's action bar: favourite, cart, add to cart, buy now, drawn with the page's own rules.
    expect(html).toMatch(/<style>\.item-bar\{[^<]*<\/style><div class="item-bar"><button class="item-fav" tabindex="-1" data-act="fav"><svg [^>]*>.*?<\/svg><\/button><a class="item-cart" href="#\/pages\/cart\/index"/);
    // The search's sort bar: relevance, sales, price with its arrows, the price range.
    expect(html).toMatch(/<div class="sk-sort"><style>\.sortbar\{[^<]*<\/style><div class="sortbar"><button tabindex="-1" data-sort="default">.*?data-sort="sales">.*?data-sort="price"><span data-t>Price<\/span><span class="arrows"><i><\/i><i><\/i><\/span><\/button><button tabindex="-1" data-keep="filter">/);
    expect(html).toMatch(/<template id="skeleton-search"><div id="skeleton" aria-hidden="true"><style>[^<]*<\/style><div class="searchbar"><button class="icon-btn" tabindex="-1" data-back>.*?<div class="goods-grid"><div class="goods-card"><img width="200" height="200" alt="" fetchpriority="high"><\/div>/);
  });

  it('asks for the shell after the skeleton: on home once the banner has painted, on a deep link at once', async () => {
    const res = await h.app.request('/wap/');
    expect(res.headers.get('link')).toBeNull();
    const html = await res.text();
    // The module script tag gives way to a loader after the skeleton, where #app exists to render into.
    expect(html).not.toContain('<script type="module"');
    const loader = html.match(/\}catch\(e\)\{\};(!function\(\)\{var d,e;[\s\S]*?)<\/script>/)![1];
    // index.html's early script is held in a function the loader runs (a module script cannot be held back).
    expect(html).toContain('<script type="application/json" id="built-files">{"routes":{},"dicts":{"en":{"item":"e1"}}}</script><script>function __early_run(){var f=JSON.parse(document.getElementById(\'built-files\').textContent);startEarly(f)}</script>');
    expect(html.indexOf(loader)).toBeGreaterThan(html.indexOf('skeleton-page'));
    type Entries = { getEntries(): { element: unknown }[] };
    type Img = { complete: boolean; naturalWidth?: number; src?: string; getAttribute?: (name: string) => string | null };
    /** A skeleton picture: its src as the page has it (an item's is set once the early call names it). */
    const pic = <T extends Img>(img: T): T => Object.assign(img, { getAttribute: () => (img.src === undefined ? 'banner.webp' : img.src || null) });
    const run = (hash: string, raw: Img | null, lcp = false, worker = false) => {
      const img = raw && pic(raw);
      const added: string[] = [];
      const timers: (() => void)[] = [];
      const frames: (() => void)[] = [];
      const observers: ((l: Entries) => void)[] = [];
      const document = {
        querySelector: () => img,
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (e: { src?: string; type?: string; crossOrigin?: string; rel?: string; href?: string }) => added.push(e.rel ? `${e.rel} ${e.href}` : `${e.type} ${e.crossOrigin === '' ? 'cors' : ''} ${e.src}`) },
      };
      // A browser reporting largest paints (Chromium, Firefox) or not (Safari).
      function Observer(this: unknown, f: (l: Entries) => void) {
        observers.push(f);
        return { observe: (o: { type: string; buffered: boolean }) => expect(o).toEqual({ type: 'largest-contentful-paint', buffered: true }) };
      }
      Observer.supportedEntryTypes = lcp ? ['largest-contentful-paint', 'paint'] : ['paint'];
      const clicks: (() => void)[] = [];
      // A repeat visit: a service worker in control.
      const navigator = { serviceWorker: worker ? { controller: {} } : undefined };
      const listen = (type: string, f: () => void, o: { once?: boolean }) => (expect([type, o]).toEqual(['click', { once: true }]), clicks.push(f));
      new Function('location', 'document', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', '__early_run', 'navigator', 'addEventListener', loader)({ hash }, document, (f: () => void) => timers.push(f), (f: () => void) => frames.push(f), Observer, earlyRun, navigator, listen);
      const paint = (element: unknown) => observers.forEach((f) => f({ getEntries: () => [{ element }] }));
      /** Whether the early script has been started (in a task of its own: a timer). */
      const early = () => timers.filter((t) => t === earlyRun).length;
      return { added, timers, frames, paint, early, clicks };
    };
    const earlyRun = () => {};
    // The shell, and the manifest's link with it (not in the page: its fetch and its icon's would share the line with the
    // banner), and the tab's icon (an SVG the page would draw once loaded, when the first tap waits for the main thread;
    // in its place one that is none, so the browser does not ask for /favicon.ico).
    expect(html).not.toContain('rel="manifest"');
    expect(html).not.toContain('<link rel="icon" href="data:image/svg+xml');
    expect(html).toContain('<link rel="icon" href="data:,">');
    const scripts = ['module cors /wap/assets/shell-abc123.js', 'icon data:image/svg+xml,%3Csvg%3E', 'manifest /wap/manifest.webmanifest'];
    // A deep link whose skeleton has no picture: at once, the early script too (once).
    const orders = run('#/pages/member/order/index', null);
    expect(orders.added).toEqual(scripts);
    expect(orders.early()).toBe(1);
    // An item whose link named its picture (the skeleton's src is set): the shell and the early script (its chunks,
    // its call) once it has painted — nothing shares the line with the picture before.
    const linked = { complete: false, src: '/wap/pic/item/1688/1' } as Img & { onerror?: () => void };
    const direct = run('#/pages/item/index?tp=1688&tid=1', linked, true);
    expect(direct.added).toEqual([]);
    expect(direct.early()).toBe(0);
    direct.paint(linked);
    expect(direct.added).toEqual(scripts);
    expect(direct.early()).toBe(1);
    // An item whose picture has no src until the early call names it: the early script at once; the shell once it has painted.
    const item = { complete: true, naturalWidth: 0, src: '' } as Img & { onerror?: () => void };
    const opened = run('#/pages/item/index?tp=1688&tid=1', item, true);
    expect(opened.added).toEqual([]);
    expect(opened.early()).toBe(1);
    Object.assign(item, { src: '/static/goods/1-0.webp', complete: false });
    opened.paint(item);
    expect(opened.added).toEqual(scripts);
    expect(opened.early()).toBe(1);
    // …or at once when the answer names no picture (the skeleton's script sends it an error event).
    const none = { complete: true, naturalWidth: 0, src: '' } as Img & { onerror?: () => void };
    const bare = run('#/pages/item/index?tp=1688&tid=1', none, true);
    expect(bare.added).toEqual([]);
    none.onerror!();
    expect(bare.added).toEqual(scripts);
    // Home with the banner already loaded (a fast line, the cache) but not yet painted: its paint is waited for too.
    const cached = run('', { complete: true, naturalWidth: 800 });
    expect(cached.added).toEqual([]);
    cached.frames.shift()!();
    cached.timers.pop()!();
    expect(cached.added).toEqual(scripts);
    const loaded = { complete: true, naturalWidth: 800 };
    const loadedReported = run('', loaded, true);
    expect(loadedReported.added).toEqual([]);
    loadedReported.paint(loaded);
    expect(loadedReported.added).toEqual(scripts);
    // A banner that failed before this ran (loaded, no picture): at once.
    expect(run('', { complete: true, naturalWidth: 0 }).added).toEqual(scripts);
    // Home while the banner loads: nothing until it has loaded and a frame has painted it, then once.
    const banner = { complete: false } as { complete: boolean; onload?: () => void; onerror?: () => void };
    const home = run('#/', banner);
    expect(home.added).toEqual([]);
    banner.onload!();
    expect(home.added).toEqual([]);
    expect(home.early()).toBe(0);
    home.frames.shift()!();
    home.timers.pop()!();
    expect(home.added).toEqual(scripts);
    expect(home.early()).toBe(1);
    // A repeat visit (the shell on the phone): once painted, a moment later (SETTLE_MS), when the first taps find the main thread free…
    const repeat = { complete: false } as { complete: boolean };
    const again = run('#/', repeat, true, true);
    again.paint(repeat);
    expect(again.added).toEqual([]);
    again.timers.pop()!();
    expect(again.added).toEqual(scripts);
    // …or in the task after a tap (a tap ends the largest-paint reports: the paint may never be reported), once.
    const tapped = run('#/', { complete: false }, true, true);
    tapped.clicks[0]();
    expect(tapped.added).toEqual([]);
    tapped.timers.pop()!();
    expect(tapped.added).toEqual(scripts);
    tapped.timers.forEach((t) => t());
    expect(tapped.added).toEqual(scripts);
    // The same on a first visit: a tap before the banner's paint was reported asks for the shell.
    const early = run('#/', { complete: false }, true);
    early.clicks[0]();
    early.timers.pop()!();
    expect(early.added).toEqual(scripts);
    // The fallback timer (a banner slower than WAIT_MS) then adds nothing more.
    home.timers.shift()!();
    expect(home.added).toEqual(scripts);
    // A banner that never loads: the fallback timer asks for the shell.
    const slow = run('', { complete: false });
    slow.timers.shift()!();
    expect(slow.added).toEqual(scripts);
    // Where the browser reports largest paints: not on the banner's load, nor on another element's paint; on the banner's.
    const shown = { complete: false } as { complete: boolean; onload?: () => void; onerror?: () => void };
    const reported = run('#/', shown, true);
    expect(shown.onload).toBeUndefined();
    reported.paint({ tagName: 'DIV' });
    expect(reported.added).toEqual([]);
    reported.paint(shown);
    expect(reported.added).toEqual(scripts);
    // …and at once when the banner fails (no paint to wait for).
    const broken = { complete: false } as { complete: boolean; onerror?: () => void };
    const failed = run('#/', broken, true);
    broken.onerror!();
    expect(failed.added).toEqual(scripts);
  });

  it('renders the page once a minute per language and country, not per request', async () => {
    const first = await (await h.app.request('/wap/', { headers: { 'accept-language': 'zh-CN', 'accept-encoding': 'br' } })).arrayBuffer();
    const again = await (await h.app.request('/wap/', { headers: { 'accept-language': 'zh-CN', 'accept-encoding': 'br' } })).arrayBuffer();
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const other = await (await h.app.request('/wap/', { headers: { 'accept-language': 'en', 'accept-encoding': 'br' } })).arrayBuffer();
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('compresses index.html with brotli when the browser accepts it', async () => {
    const res = await h.app.request('/wap/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('serves hashed assets immutable and precompressed: brotli, else gzip', async () => {
    const br = await h.app.request('/wap/assets/shell-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const gz = await h.app.request('/wap/assets/shell-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await h.app.request('/wap/assets/shell-abc123.js');
    expect(await plain.text()).toBe(JS);
  });

  it('redirects the bare paths to /wap/ and 404s missing assets', async () => {
    expect((await h.app.request('/')).headers.get('location')).toBe('/wap/');
    expect((await h.app.request('/wap')).headers.get('location')).toBe('/wap/');
    expect((await h.app.request('/wap/assets/missing.js')).status).toBe(404);
  });
});
