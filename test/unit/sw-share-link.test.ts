import { describe, it, expect } from 'vitest';
import { itemShareTarget, itemRoute, keepLangScript, ITEM_TYPES } from '../../src/sw/share-link';
import { API_TYPES } from '../../server/db/schema/catalogue';

const ORIGIN = 'https://shop.example';
const target = (link: string) => itemShareTarget(new URL(link, ORIGIN), '/wap/');

describe('where an item share link goes on in the app (src/sw/share-link.ts)', () => {
  it('maps /wap/i/<tp>/<tid> to the item\'s hash route, as the server\'s page puts it in the address bar', () => {
    expect(target('/wap/i/taobao/722711933054')).toEqual({ url: '/wap/#/pages/item/index?tp=taobao&tid=722711933054' });
    expect(target('/wap/i/1688/505277587822')).toEqual({ url: '/wap/#/pages/item/index?tp=1688&tid=505277587822' });
    expect(target('/wap/i/weidian/Ab_c-9')).toEqual({ url: '/wap/#/pages/item/index?tp=weidian&tid=Ab_c-9' });
    expect(itemRoute('jd', '12')).toBe('/pages/item/index?tp=jd&tid=12');
  });

  it('reads only the language from the query, as the server does (anything else a link carries is not part of the route)', () => {
    expect(target('/wap/i/jd/12?utm_source=tg&inviter=5')).toEqual({ url: '/wap/#/pages/item/index?tp=jd&tid=12' });
    expect(target('/wap/i/jd/12?lang=ru')).toEqual({ url: '/wap/#/pages/item/index?tp=jd&tid=12', lang: 'ru' });
    expect(target('/wap/i/jd/12?lang=zh-cn&x=1')).toEqual({ url: '/wap/#/pages/item/index?tp=jd&tid=12', lang: 'zh-cn' });
    expect(target('/wap/i/jd/12?lang=en')?.lang).toBe('en');
  });

  it('leaves to the server a language it would read otherwise (normalised, or ignored) and every link it does not answer with an item', () => {
    for (const link of ['/wap/i/jd/12?lang=ru-RU', '/wap/i/jd/12?lang=zh', '/wap/i/jd/12?lang=fr', '/wap/i/jd/12?lang=', '/wap/i/jd/12?lang=RU']) expect(target(link), link).toBeNull();
    for (const link of [
      '/wap/i/amazon/123', '/wap/i/taobao/1%3Cscript%3E', `/wap/i/taobao/${'1'.repeat(33)}`, '/wap/i/taobao/', '/wap/i/taobao/1/', '/wap/i/taobao/1/2',
      '/wap/i/taob%61o/1', '/wap/i/taobao', '/wap/s?keyword=x', '/wap/invite/5', '/wap/aff/ABCD', '/wap/', '/i/taobao/1',
    ]) expect(target(link), link).toBeNull();
  });

  it('knows the catalogue\'s platforms, no more and no fewer', () => {
    expect([...ITEM_TYPES].sort()).toEqual([...API_TYPES].sort());
  });

  it('keeps the link\'s language only for a visitor who has chosen none', () => {
    const run = (stored: Record<string, string>) => {
      const storage = { getItem: (k: string) => stored[k] ?? null, setItem: (k: string, v: string) => void (stored[k] = v) };
      new Function('localStorage', keepLangScript('ru'))(storage);
      return stored;
    };
    expect(run({})).toEqual({ language: 'ru' });
    expect(run({ language: 'zh-cn' })).toEqual({ language: 'zh-cn' });
    // Storage that throws (private mode, disabled): the page goes on.
    expect(() => new Function('localStorage', keepLangScript('ru'))({ getItem: () => { throw new Error('denied'); } })).not.toThrow();
  });
});
