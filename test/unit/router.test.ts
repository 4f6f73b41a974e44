import { describe, it, expect, vi, beforeEach } from 'vitest';
import { pageName } from '../../src/router/page-name';
import { openLink } from '../../src/router/open-link';
import { currentUrl, navigate } from '../../src/router/navigate';
import { normalizePath } from '../../src/router/hash-location';

describe('pageName (spec §2)', () => {
  it.each([
    ['cart', '/pages/cart/index'],
    ['user-login', '/pages/user/login'],
    ['member-order', '/pages/member/order/index'],
    ['member-order-detail', '/pages/member/order/detail'],
    ['setting-language', '/pages/setting/language'],
  ])('%s → %s', (name, path) => expect(pageName(name)).toBe(path));
});

describe('hash location', () => {
  beforeEach(() => history.replaceState(null, '', '/wap/'));
  it('reads the in-app url from the hash; no hash is home', () => {
    expect(currentUrl()).toBe('/');
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=jd&tid=1');
    expect(currentUrl()).toBe('/pages/item/index?tp=jd&tid=1');
  });
  it('treats /pages/index/index as home and drops trailing slashes', () => {
    expect(normalizePath('/pages/index/index')).toBe('/');
    expect(normalizePath('/pages/cart/index/')).toBe('/pages/cart/index');
  });
  it('pushes a history entry on navigate and replaces on tab switch', () => {
    const before = history.length;
    navigate('/pages/shop/index?keyword=a');
    expect(location.hash).toBe('#/pages/shop/index?keyword=a');
    expect(history.length).toBe(before + 1);
    navigate('/pages/cart/index', true);
    expect(location.hash).toBe('#/pages/cart/index');
    expect(history.length).toBe(before + 1);
  });
});

describe('openLink', () => {
  beforeEach(() => history.replaceState(null, '', '/wap/'));
  it('opens any path containing /pages/ in the app', () => {
    expect(openLink('https://shop.example/wap/#/pages/item/index?tp=jd&tid=5'.replace('https://shop.example/wap/#', ''))).toBe(true);
    expect(currentUrl()).toBe('/pages/item/index?tp=jd&tid=5');
    expect(openLink('/wap/#/pages/help/index')).toBe(true);
    expect(currentUrl()).toBe('/pages/help/index');
  });
  it('switches tab pages without growing history', () => {
    const before = history.length;
    openLink('/pages/cart/index');
    expect(history.length).toBe(before);
    expect(currentUrl()).toBe('/pages/cart/index');
  });
  it('navigates the browser for http and www links', () => {
    const assign = vi.fn();
    const loc = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...loc, set href(v: string) { assign(v); }, get href() { return loc.href; } } });
    try {
      expect(openLink('www.example.com/promo')).toBe(true);
      expect(openLink('http://example.com/a')).toBe(true);
      expect(assign.mock.calls.map((c) => c[0])).toEqual(['https://www.example.com/promo', 'http://example.com/a']);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: loc });
    }
  });
  it('ignores empty links', () => expect(openLink('')).toBe(false));
});
