import { describe, it, expect, afterEach, vi } from 'vitest';
import { itemShareUrl } from '../../src/pages/item/ItemView';
import { searchShareUrl } from '../../src/pages/shop/ShareSearch';
import { inviteUrl } from '../../src/pages/member/invitefriends/link';
import { affiliateUrl } from '../../src/pages/affiliate/parts';

const at = { origin: 'https://shop.example', pathname: '/wap/' };
afterEach(() => vi.unstubAllGlobals());

describe('share links', () => {
  it('are the forms the server reads, under the app\'s folder, with the sharer\'s language on items and searches', () => {
    expect(itemShareUrl('taobao', '722711933054', 'zh-cn', at)).toBe('https://shop.example/wap/i/taobao/722711933054?lang=zh-cn');
    expect(searchShareUrl('keyword=linen+dress&sort=price_asc', 'ru', at)).toBe('https://shop.example/wap/s?keyword=linen+dress&sort=price_asc&lang=ru');
    expect(searchShareUrl('', 'en', at)).toBe('https://shop.example/wap/s?lang=en');
    expect(inviteUrl(5, at)).toBe('https://shop.example/wap/invite/5');
    expect(affiliateUrl('AB12CD34', { origin: 'https://shop.example', pathname: '/wap/index.html' })).toBe('https://shop.example/wap/aff/AB12CD34');
  });

  it('encode what they carry', () => {
    expect(itemShareUrl('taobao', 'a/b?c', 'en', at)).toBe('https://shop.example/wap/i/taobao/a%2Fb%3Fc?lang=en');
    expect(affiliateUrl('x&y', at)).toBe('https://shop.example/wap/aff/x%26y');
  });

  it('are the app\'s hash links when another backend serves the API (it has no such pages)', () => {
    vi.stubGlobal('__STOREFRONT__', { apiBase: 'https://api.example.com' });
    expect(itemShareUrl('jd', '1', 'ru', at)).toBe('https://shop.example/wap/#/pages/item/index?tp=jd&tid=1');
    expect(searchShareUrl('keyword=tea', 'ru', at)).toBe('https://shop.example/wap/#/pages/shop/index?keyword=tea');
    expect(searchShareUrl('', 'ru', at)).toBe('https://shop.example/wap/#/pages/shop/index');
    expect(inviteUrl(5, at)).toBe('https://shop.example/wap/#/pages/user/register?inviter=5');
    expect(affiliateUrl('AB12CD34', at)).toBe('https://shop.example/wap/#/pages/user/register?aff=AB12CD34');
  });
});
