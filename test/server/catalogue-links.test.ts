import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { parseItemLink, shareCodesIn, sourceUrl } from '../../server/domain/catalogue/links';
import { hamming, isHash, phash } from '../../server/domain/catalogue/phash';
import { parsePicture, pictureSvg, type Subject } from '../../server/domain/catalogue/images';
import { API_TYPES } from '../../server/db/schema';

describe('item link recognition (domain/links.ts)', () => {
  const cases: [string, string, string][] = [
    ['https://item.taobao.com/item.htm?id=680123456789', 'taobao', '680123456789'],
    ['item.taobao.com/item.htm?spm=a1z10.1-c.w4004.3.5d2f&id=680123456789&ns=1', 'taobao', '680123456789'],
    ['https://detail.tmall.com/item.htm?id=612345678901&skuId=4987', 'taobao', '612345678901'],
    ['【淘宝】https://detail.tmall.com/item.htm?abbucket=3&id=612345678901 复制这段话', 'taobao', '612345678901'],
    ['https://detail.1688.com/offer/624873152034.html?spm=a26352', '1688', '624873152034'],
    ['http://m.1688.com/offer/624873152034.html', '1688', '624873152034'],
    ['https://item.jd.com/100012043978.html', 'jd', '100012043978'],
    ['https://item.m.jd.com/product/100012043978.html?sid=1', 'jd', '100012043978'],
    ['https://weidian.com/item.html?itemID=4412345678', 'weidian', '4412345678'],
    ['look at this https://weidian.com/item.html?spider_token=1&itemID=4412345678 !', 'weidian', '4412345678'],
  ];
  for (const [text, tp, tid] of cases) {
    it(`recognises ${text.slice(0, 60)}`, () => {
      expect(parseItemLink(text)).toEqual({ tp, tid });
    });
  }

  it('answers null for plain keywords and for other sites', () => {
    for (const text of ['wool scarf', 'шерстяной шарф', '羊毛围巾', 'https://example.com/item.htm?id=123456', 'https://www.taobao.com/', 'item.jd.com/abc.html', 'https://item.taobao.com.evil.example/item.htm?id=1234567']) {
      expect(parseItemLink(text)).toBeNull();
    }
  });

  it('recognises the source url of every api type', () => {
    for (const tp of API_TYPES) expect(parseItemLink(sourceUrl(tp, '7012345678'))).toEqual({ tp, tid: '7012345678' });
  });

  it('finds share codes between matching marks', () => {
    expect(shareCodesIn('【Taobao】₤Ab3dEf9Kx2₤ open the app')).toEqual(['₤Ab3dEf9Kx2₤']);
    expect(shareCodesIn('copy ￥Zz12345678￥ and $Qq7654321$')).toEqual(['₤Zz12345678₤', '₤Qq7654321₤']);
    expect(shareCodesIn('₤short₤ ₤mismatch$ no code here')).toEqual([]);
  });
});

describe('perceptual hash (domain/phash.ts)', () => {
  const mug: Subject = { shape: 'mug', colours: ['#c8303c'] };

  it('answers 16 hex characters and counts differing bits', async () => {
    const h = await phash(Buffer.from(pictureSvg({ kind: 'item', id: 5, n: 0 }, mug, 64, 64)));
    expect(isHash(h)).toBe(true);
    expect(hamming(h, h)).toBe(0);
    expect(hamming('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hamming('0000000000000000', '0000000000000013')).toBe(3);
    expect(hamming('nonsense', h)).toBe(64);
  });

  it('stays close for a re-encoded smaller copy and far for another item\'s picture, even of the same product', async () => {
    const big = await sharp(Buffer.from(pictureSvg({ kind: 'item', id: 9, n: 0 }, mug, 800, 800))).webp().toBuffer();
    const crop = await sharp(big).resize(480, 480).jpeg({ quality: 80 }).toBuffer();
    const seed = await phash(Buffer.from(pictureSvg({ kind: 'item', id: 9, n: 0 }, mug, 64, 64)));
    const other = await phash(Buffer.from(pictureSvg({ kind: 'item', id: 10, n: 0 }, mug, 64, 64)));
    expect(hamming(seed, await phash(crop))).toBeLessThanOrEqual(6);
    expect(hamming(seed, other)).toBeGreaterThan(12);
  });

  it('refuses bytes that are no image', async () => {
    await expect(phash(Buffer.from('definitely not a picture'))).rejects.toThrow();
  });
});

describe('picture names (domain/images.ts)', () => {
  it('parses item, thumbnail and art names and nothing else', () => {
    expect(parsePicture('12-0.webp')).toEqual({ kind: 'item', id: 12, n: 0, thumb: false });
    expect(parsePicture('12-3_200.webp')).toEqual({ kind: 'item', id: 12, n: 3, thumb: true });
    expect(parsePicture('banner-2.webp')).toEqual({ kind: 'banner', id: 2, n: 0, thumb: false });
    expect(parsePicture('cat-14_200.webp')).toEqual({ kind: 'cat', id: 14, n: 0, thumb: true });
    for (const bad of ['12.webp', '../12-0.webp', '12-0.png', 'x-1.webp', '12-0_300.webp']) expect(parsePicture(bad)).toBeNull();
  });
});
