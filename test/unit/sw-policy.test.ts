import { describe, it, expect } from 'vitest';
import { chosenOf, stampChosen, CHOSEN_LANG_ATTR } from '../../src/sw/chosen-lang';
import { cacheKey, markCached, staleCaches, storable, strategyFor, cacheNames, CACHED_CLASS, otherBuild, pageUsable, PAGE_MAX_AGE_MS } from '../../src/sw/policy';
import { reloadOnce, RELOAD_GUARD_MS } from '../../src/sw/register';

const ORIGIN = 'https://shop.example';
const req = (path: string, o: { method?: string; navigate?: boolean; destination?: string; origin?: string } = {}) =>
  strategyFor({ url: new URL(path, o.origin ?? ORIGIN), origin: ORIGIN, method: o.method ?? 'GET', navigate: o.navigate ?? false, destination: o.destination ?? '' });

describe('what the service worker answers, and how', () => {
  it('answers the shell page network-first, and no other navigation', () => {
    expect(req('/wap/?lh=item', { navigate: true })).toBe('page');
    // The built file as it is (no boot data) is not the page to keep.
    expect(req('/wap/index.html', { navigate: true })).toBeNull();
    expect(req('/wap/sw.js', { navigate: true })).toBeNull();
    expect(req('/ops/vitals', { navigate: true })).toBeNull();
  });

  it('answers a navigation to an item share link, and no other share link nor a fetch of one', () => {
    expect(req('/wap/i/taobao/722711933054', { navigate: true })).toBe('share');
    expect(req('/wap/i/taobao/722711933054?lang=ru', { navigate: true })).toBe('share');
    // Not understood as the server understands it: the server's page, as without a worker.
    expect(req('/wap/i/taobao/722711933054?lang=ru-RU', { navigate: true })).toBeNull();
    expect(req('/wap/i/amazon/1', { navigate: true })).toBeNull();
    for (const path of ['/wap/s?keyword=x', '/wap/invite/5', '/wap/aff/ABCD']) expect(req(path, { navigate: true }), path).toBeNull();
    expect(req('/wap/i/taobao/722711933054')).toBeNull();
    expect(req('/wap/i/taobao/722711933054', { navigate: true, method: 'POST' })).toBeNull();
    expect(req('/wap/i/taobao/722711933054', { navigate: true, origin: 'https://cdn.example' })).toBeNull();
  });

  it('keeps built files and catalogue pictures cache-first; other sites are left alone', () => {
    expect(req('/wap/assets/p-AbC123.js')).toBe('asset');
    expect(req('/static/goods/12-0.webp', { destination: 'image' })).toBe('picture');
    expect(req('/uploads/a.jpg', { destination: 'image' })).toBe('picture');
    expect(req('/static/goods/12-0.webp', { destination: 'image', origin: 'https://cdn.example' })).toBeNull();
    expect(req('/wap/assets/p-AbC123.js', { origin: 'https://cdn.example' })).toBeNull();
  });

  it('refreshes reference reads behind the cache, and content reads from the network first', () => {
    expect(req('/api/index/floor?clienttype=h5&lang=en')).toBe('reference');
    expect(req('/api/index/category?lang=ru')).toBe('reference');
    // Settings the page carries fresh (boot data): a refresh must not answer older ones from the cache first.
    expect(req('/api/currency/lists?lang=ru')).toBe('content');
    expect(req('/api/other/configlist')).toBe('content');
    expect(req('/api/adszone/getAdsByMark', { method: 'POST' })).toBe('reference');
    expect(req('/api/obapi/getItem?tp=1688&tid=1')).toBe('content');
    expect(req('/api/hotrecommend/goods_list', { method: 'POST' })).toBe('content');
  });

  it('never answers writes or calls it does not list', () => {
    for (const path of ['/api/cart/add', '/api/user/login', '/api/order/pay', '/api/vitals', '/api/user/index']) expect(req(path, { method: 'POST' })).toBeNull();
    // A listed read by another method is not that read.
    expect(req('/api/index/floor', { method: 'POST' })).toBeNull();
    expect(req('/api/obapi/getItem', { method: 'POST' })).toBeNull();
  });

  it('never stores an answer to a request carrying a token, nor a failed answer', () => {
    const url = new URL('/api/obapi/getItem?tp=1&tid=2', ORIGIN);
    expect(storable(null, url, '', 200, 1)).toBe(true);
    expect(storable('abc', url, '', 200, 1)).toBe(false);
    expect(storable(null, new URL('/api/index/floor?token=abc', ORIGIN), '', 200, 1)).toBe(false);
    expect(storable(null, url, 'page=1&token=abc', 200, 1)).toBe(false);
    expect(storable(null, url, '', 200, 0)).toBe(false);
    expect(storable(null, url, '', 500, 1)).toBe(false);
  });

  it('keys a POST read by its url and body, a GET by its url', () => {
    expect(cacheKey('https://s/api/a', 'GET', '')).toBe('https://s/api/a');
    expect(cacheKey('https://s/api/a', 'POST', 'page=1')).not.toBe(cacheKey('https://s/api/a', 'POST', 'page=2'));
    expect(cacheKey('https://s/api/a?x=1', 'POST', 'page=1')).toBe('https://s/api/a?x=1&__post=page%3D1');
  });

  it('drops every other build\'s caches on activation and keeps the pictures', () => {
    const now = Object.values(cacheNames('new1'));
    expect(staleCaches(['sf-shell-old0', 'sf-api-old0', 'sf-assets-old0', ...now, 'someone-else'], 'new1')).toEqual(['sf-shell-old0', 'sf-api-old0', 'sf-assets-old0']);
  });

  it('marks a stored page for offline use on its <html> element', () => {
    expect(markCached('<!doctype html><html lang="en"><head>')).toBe(`<!doctype html><html lang="en" class="${CACHED_CLASS}"><head>`);
    expect(markCached('<html class="x">')).toBe(`<html class="${CACHED_CLASS} x">`);
  });
});

describe('the language the stored page notes as chosen (issue 37: the skeleton reads no storage)', () => {
  const page = '<!doctype html><html lang="en" class="offline-ready"><head><title>x</title>';

  it('notes a language, none chosen, or nothing, in place of what it noted', () => {
    const ru = stampChosen(page, 'ru');
    expect(ru).toBe(`<!doctype html><html lang="en" class="offline-ready" ${CHOSEN_LANG_ATTR}="ru"><head><title>x</title>`);
    expect(chosenOf(ru)).toBe('ru');
    const none = stampChosen(ru, '');
    expect(none.match(new RegExp(CHOSEN_LANG_ATTR, 'g'))).toHaveLength(1);
    expect(chosenOf(none)).toBe('');
    expect(stampChosen(none, undefined)).toBe(page);
    expect(chosenOf(page)).toBeUndefined();
  });

  it('reads only the <html> element, and only a language of the app', () => {
    expect(chosenOf(`<html><body><div ${CHOSEN_LANG_ATTR}="ru">`)).toBeUndefined();
    expect(chosenOf(`<html ${CHOSEN_LANG_ATTR}="de">`)).toBeUndefined();
    expect(chosenOf(`<html ${CHOSEN_LANG_ATTR}="zh-cn">`)).toBe('zh-cn');
  });
});

describe('the page from the cache', () => {
  it('shows a stored page before the network\'s only while it is recent', () => {
    const now = 10 * PAGE_MAX_AGE_MS;
    expect(pageUsable(String(now - 60_000), now)).toBe(true);
    expect(pageUsable(String(now - PAGE_MAX_AGE_MS - 1), now)).toBe(false);
    // A page stored by an older worker (no date) waits for the network.
    expect(pageUsable(null, now)).toBe(false);
  });
});

describe('reloading for a new deployment', () => {
  it('tells a page of another build from one of its own by the shell chunk it runs', () => {
    const shell = 'assets/shell-New1.js';
    expect(otherBuild(['https://s/wap/assets/rolldown-runtime-x.js', 'https://s/wap/assets/shell-Old0.js'], shell)).toBe(true);
    expect(otherBuild(['https://s/wap/assets/shell-New1.js', 'https://s/wap/assets/p-1.js'], shell)).toBe(false);
    // Nothing to judge by (no shell chunk among the scripts): not another build, so nothing reloads.
    expect(otherBuild(['', 'https://s/wap/assets/p-1.js'], shell)).toBe(false);
  });

  it('reloads once, and not again within the guard time (no loop)', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(storage, 1_000_000 + 5_000, reload)).toBe(false);
    expect(reloads).toBe(1);
    // A later deployment in the same session is picked up again.
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS + 1, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
