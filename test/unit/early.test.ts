import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { startEarly as startEarlyNow, type DictFiles, type RouteFiles } from '../../src/early/start';
import { packDicts } from '../../src/early/dict-files';
import { EARLY_CALLS } from '../../src/early/calls';
import { callKey } from '../../src/api/wire';
import { get } from '../../src/api/client';
import { EARLY_CALL_TTL_MS } from '../../src/api/early-call';
import { token } from '../../src/state/session';
import { setLang } from '../../src/state/lang';
import { CHOSEN_LANG_ATTR } from '../../src/sw/chosen-lang';

type Sent = { url: string; method: string; headers: Headers; body: string };
let sent: Sent[] = [];

/** fetch answering `body` (status 200 unless told), remembering what was asked. */
function server(body: (url: string) => unknown, status = 200) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://shop.test'), init);
    sent.push({ url: req.url, method: req.method, headers: new Headers(init?.headers ?? req.headers), body: init?.body ? String(init.body) : '' });
    return new Response(JSON.stringify(body(req.url)), { status, headers: { 'content-type': 'application/json' } });
  });
}

// As the build writes them: the route table's chunk once (SHARED), each row its area's chunk (the page
// loaders of its feature area, src/routes/*.ts) and the page's own files.
const SHARED = ['routes-1'];
const ROUTES: RouteFiles = {
  '/pages/item/index': [['catalog-1', 'item-index-1'], [], ['item', 'copy']],
  '/pages/member/order/index': [['orders-1', 'order-index-1'], [], ['orders']],
};
const DICTS: DictFiles = { 'en:item': 'lang-en-item-Ei_1', 'ru:item': 'lang-ru-item-Ri-2', 'en:copy': 'lang-en-copy-Ec03', 'ru:shell': 'lang-ru-shell-Rs04', 'en:orders': 'lang-en-orders-Eo05' };
const links = (rel: string, as?: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel=${rel}]${as ? `[as=${as}]` : ''}`)].map((l) => l.getAttribute('href'));
/** The page's module chunks: preloaded as scripts in CORS mode (what a module import asks for), so the import takes them from the cache. */
/**
 * startEarly, and the tasks it starts its requests from (each link and the call wait a task of their own, two
 * deep). Task after task rather than a fixed wait: a busy host could run a 20 ms timer before them.
 */
async function startEarly(routes: RouteFiles, dicts: DictFiles, shared = SHARED): Promise<void> {
  // The string bundles' files packed, as index.html carries them (src/early/dict-files.ts).
  startEarlyNow(routes, packDicts(dicts), shared);
  await tasks();
}
/** The tasks startEarly's requests wait for, run. */
async function tasks(): Promise<void> {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
}
const scripts = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((l) => `${l.getAttribute('href')} ${l.hasAttribute('crossorigin') ? 'cors' : 'no-cors'}`);
const early = () => (globalThis as { __EARLY_CALL__?: { key: string } }).__EARLY_CALL__;
const ITEM = { code: 1, msg: '', time: 0, data: { title: 'Linen dress', images: ['/static/goods/1-0.webp'], pic_url: '/static/goods/1-0_main.webp' } };

beforeEach(() => {
  sent = [];
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  delete (globalThis as { __EARLY_CALL__?: unknown }).__EARLY_CALL__;
  token.value = '';
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLang('en', false);
});

describe('index.html early script: a deep link fetches its page before the app runs', () => {
  it('asks for the route chunks, stylesheets and strings (the chosen language and English), and the page\'s first call', async () => {
    localStorage.setItem('language', 'ru');
    localStorage.setItem('guid', 'device-1');
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=1688&tid=505277587822');
    vi.stubGlobal('fetch', server(() => ITEM));
    // (happy-dom does not load stylesheets: the element is what counts.)
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startEarly({ ...ROUTES, '/pages/item/index': [ROUTES['/pages/item/index'][0], ['item-1'], ['item', 'copy']] }, DICTS);
    expect(scripts()).toEqual(['/wap/assets/lang-ru-shell-Rs04.js', '/wap/assets/routes-1.js', '/wap/assets/catalog-1.js', '/wap/assets/item-index-1.js', '/wap/assets/lang-ru-item-Ri-2.js', '/wap/assets/lang-en-item-Ei_1.js', '/wap/assets/lang-en-copy-Ec03.js'].map((u) => `${u} cors`));
    expect(links('stylesheet')).toEqual(['/wap/assets/item-1.css']);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0].url);
    expect(url.pathname).toBe('/api/obapi/getItem');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clienttype: 'h5', lang: 'ru', tp: '1688', tid: '505277587822' });
    expect(sent[0].headers.get('Guid')).toBe('device-1');
    // The gallery's first picture is asked for as soon as the answer names it.
    await vi.waitFor(() => expect(links('preload', 'image')).toEqual(['/static/goods/1-0.webp']));
  });

  it('starts nothing for home or an unknown route, and a login-only call only with a stored token', async () => {
    vi.stubGlobal('fetch', server(() => ({ code: 1, data: { data: [] } })));
    history.replaceState(null, '', '/wap/#/');
    await startEarly(ROUTES, DICTS);
    history.replaceState(null, '', '/wap/#/pages/member/order/index?status=3');
    await startEarly(ROUTES, DICTS);
    expect(sent).toHaveLength(0);
    expect(scripts()).toEqual(['/wap/assets/routes-1.js', '/wap/assets/orders-1.js', '/wap/assets/order-index-1.js', '/wap/assets/lang-en-orders-Eo05.js'].map((u) => `${u} cors`));
    localStorage.setItem('token', 'tok-9');
    await startEarly(ROUTES, DICTS);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get('token')).toBe('tok-9');
    expect(new URL(sent[0].url).searchParams.get('status')).toBe('3');
  });

  it('gives the page its answer: the identical call is not sent again, and only once', async () => {
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=1688&tid=505277587822');
    vi.stubGlobal('fetch', server(() => ITEM));
    await startEarly(ROUTES, DICTS);
    expect(await get('/api/obapi/getItem', { tp: '1688', tid: '505277587822' })).toEqual(ITEM.data);
    expect(sent).toHaveLength(1);
    await get('/api/obapi/getItem', { tp: '1688', tid: '505277587822' });
    expect(sent).toHaveLength(2);
  });

  it('is not used for another call, when stale, or when it failed: the page asks itself', async () => {
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=1688&tid=1');
    vi.stubGlobal('fetch', server(() => ITEM));
    await startEarly(ROUTES, DICTS);
    await get('/api/obapi/getItem', { tp: '1688', tid: '2' });
    expect(sent.map((s) => new URL(s.url).searchParams.get('tid'))).toEqual(['1', '2']);
    expect(early()).toBeDefined();

    sent = [];
    await startEarly(ROUTES, DICTS);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_CALL_TTL_MS + 1);
    await get('/api/obapi/getItem', { tp: '1688', tid: '1' });
    vi.mocked(performance.now).mockRestore();
    expect(sent).toHaveLength(2);

    sent = [];
    vi.stubGlobal('fetch', server(() => ({ code: 0, msg: 'busy' }), 502));
    await startEarly(ROUTES, DICTS);
    vi.stubGlobal('fetch', server(() => ITEM));
    expect(await get('/api/obapi/getItem', { tp: '1688', tid: '1' })).toEqual(ITEM.data);
    expect(sent.map((s) => s.url)).toEqual([sent[0].url, sent[0].url]);
  });
});

describe('on the worker\'s stored page (the language noted on <html>)', () => {
  const frames: FrameRequestCallback[] = [];
  /** The first frame drawn: the callbacks the page asked for before it. */
  const frame = () => frames.splice(0).forEach((f) => f(performance.now()));
  let skeleton: HTMLElement;
  beforeEach(() => {
    frames.length = 0;
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    document.documentElement.setAttribute(CHOSEN_LANG_ATTR, 'ru');
    skeleton = Object.assign(document.createElement('div'), { id: 'skeleton' });
    document.body.append(skeleton);
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=1688&tid=7');
    vi.stubGlobal('fetch', server(() => ITEM));
  });
  afterEach(() => {
    document.documentElement.removeAttribute(CHOSEN_LANG_ATTR);
    skeleton.remove();
  });

  it('reads no storage before the first frame, then calls in the noted language with the stored session', async () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('token', 'tok-3');
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    await startEarly(ROUTES, DICTS);
    expect(reads).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
    frame();
    await tasks();
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0].url).searchParams.get('lang')).toBe('ru');
    expect(sent[0].headers.get('token')).toBe('tok-3');
    expect(scripts()).toContain('/wap/assets/lang-ru-item-Ri-2.js cors');
    expect(reads.mock.calls.map(([key]) => key)).not.toContain('language');
  });

  it('starts nothing where the app has started before that frame (a hidden tab draws none)', async () => {
    await startEarly(ROUTES, DICTS);
    skeleton.remove();
    frame();
    await tasks();
    expect(sent).toHaveLength(0);
    expect(scripts()).toEqual([]);
  });
});

describe('each early call is exactly the call its page makes', () => {
  const PAGE_SIZE = 10;
  const keyOf = async (send: () => Promise<unknown>) => {
    sent = [];
    vi.stubGlobal('fetch', server(() => ({ code: 1, data: {} })));
    await send().catch(() => {});
    const s = sent[0];
    const url = new URL(s.url);
    const params = Object.fromEntries(s.method === 'GET' ? url.searchParams : new URLSearchParams(s.body));
    return callKey(s.method as 'GET' | 'POST', url.pathname, params);
  };
  const earlyKey = (path: string, query: string) => {
    const spec = EARLY_CALLS[path](new URLSearchParams(query))!;
    return callKey(spec.method, spec.path, { clienttype: 'h5', lang: 'en', ...spec.params });
  };

  it('item, search results (keyword, category with sort and price range, shop), login, orders, parcels', async () => {
    const { getItem, searchItems, shopItems } = await import('../../src/api/items');
    const { thirdLogins } = await import('../../src/api/user');
    const { orders } = await import('../../src/api/order');
    const { parcels } = await import('../../src/api/sendorder');
    const { itemSearchOf } = await import('../../src/pages/shop/query');
    expect(earlyKey('/pages/item/index', 'tp=taobao&tid=42')).toBe(await keyOf(() => getItem('taobao', '42')));
    for (const q of ['keyword=bag', 'cid=3&sort=price_asc&start_price=10&end_price=20.5', 'keyword=%20hat%20&sort=sales']) {
      const query = Object.fromEntries(new URLSearchParams(q));
      expect(earlyKey('/pages/shop/index', q)).toBe(await keyOf(() => searchItems(itemSearchOf(query), 1, PAGE_SIZE)));
    }
    expect(earlyKey('/pages/shop/index', 'seller_id=s1&tp=jd')).toBe(await keyOf(() => shopItems('s1', 'jd', 1, PAGE_SIZE)));
    expect(EARLY_CALLS['/pages/shop/index'](new URLSearchParams(''))).toBeNull();
    expect(earlyKey('/pages/user/login', '')).toBe(await keyOf(() => thirdLogins()));
    expect(earlyKey('/pages/member/order/index', 'status=2')).toBe(await keyOf(() => orders({ status: '2', page: 1, pagesize: PAGE_SIZE })));
    expect(earlyKey('/pages/member/order/index', 'status=nope')).toBe(await keyOf(() => orders({ status: 'all', page: 1, pagesize: PAGE_SIZE })));
    expect(earlyKey('/pages/member/sendorder/index', '')).toBe(await keyOf(() => parcels({ status: 'all', page: 1, pagesize: PAGE_SIZE })));
  });
});
