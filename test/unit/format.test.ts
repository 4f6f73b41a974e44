import { describe, it, expect } from 'vitest';
import { money } from '../../src/lib/format';
import { weight, volume, count, percent } from '../../src/lib/units';
import { amountFilter, isEmpty, firstEmpty, isEmail, imageAccepted } from '../../src/lib/validate';

describe('money (spec §9)', () => {
  it('falls back to ¥, rate 1 and 2 decimals without a currency', () => {
    expect(money('12.5')).toBe('¥12.50');
    expect(money(null)).toBe('¥0.00');
  });
  it('applies the rate, decimal places and symbols of the entry', () => {
    const usd = { symbol_left: '$', symbol_right: '', symbol: '$', value: '0.1385', decimal_place: 2 };
    expect(money('100', usd)).toBe('$13.85');
    const rub = { symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.7', decimal_place: 0 };
    expect(money('100', rub)).toBe('1270 ₽');
  });
  it('uses decimal_place fallback 2, rate default 1 and the plain symbol when no side symbol', () => {
    expect(money('3', { symbol_left: '', symbol_right: '', symbol: '€', value: '', decimal_place: null })).toBe('€3.00');
    expect(money('3', { symbol_left: '', symbol_right: '', symbol: '', value: 0, decimal_place: 3 })).toBe('¥3.000');
  });
});

describe('weight and volume', () => {
  const inLang = (l: string, f: () => string) => {
    document.documentElement.lang = l;
    try {
      return f().replace(/[\u00a0\u202f]/g, ' ');
    } finally {
      document.documentElement.lang = 'en';
    }
  };
  it('show 2 decimals with their units, grouped the English way', () => {
    expect(inLang('en', () => weight(12))).toBe('12.00 g');
    expect(inLang('en', () => weight('1234.567'))).toBe('1,234.57 g');
    expect(inLang('en', () => volume(3000))).toBe('3,000.00 cm³');
    expect(inLang('en', () => count(1714))).toBe('1,714');
  });
  it('in Russian: a Cyrillic gram sign, space grouping and a decimal comma', () => {
    expect(inLang('ru', () => weight('1234.567'))).toBe('1 234,57 г');
    expect(inLang('ru', () => volume(3000))).toBe('3 000,00 см³');
    expect(inLang('ru', () => count(1714))).toBe('1 714');
  });
  it('rates kept in per mille show as percentages, the language\'s way', () => {
    expect(inLang('en', () => percent(25))).toBe('2.5%');
    expect(inLang('ru', () => percent(25))).toBe('2,5 %');
    expect(inLang('zh-CN', () => percent(20))).toBe('2%');
  });
  it('in Chinese: the gram as 克', () => {
    expect(inLang('zh-CN', () => weight(690))).toBe('690.00 克');
  });
});

describe('amount filter (spec §5)', () => {
  it.each([
    ['12.345', '12.34'], ['.5', '5'], ['1.2.3', '1.23'], ['abc1x2', '12'], ['..1', '1'], ['10.', '10.'], ['0.05', '0.05'], ['1,5', '15'],
  ])('%s → %s', (input, out) => expect(amountFilter(input)).toBe(out));
});

describe('empty-value check', () => {
  it('treats empty, blank, null and -1 as empty', () => {
    for (const v of ['', '  ', null, undefined, -1, '-1']) expect(isEmpty(v)).toBe(true);
    for (const v of [0, '0', 'a', 5]) expect(isEmpty(v)).toBe(false);
  });
  it('names the first empty field', () => {
    expect(firstEmpty({ a: 'x', b: '', c: -1 }, ['a', 'b', 'c'])).toBe('b');
    expect(firstEmpty({ a: 'x' }, ['a'])).toBeNull();
  });
  it('checks e-mail shape', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});

describe('image description (spec §5)', () => {
  it('is accepted only if non-empty', () => {
    for (const v of ['', '   ', null, undefined, 0]) expect(imageAccepted(v)).toBe(false);
    for (const v of ['/uploads/2024/a.jpg', 'iVBORw0KGgo=']) expect(imageAccepted(v)).toBe(true);
  });
});
