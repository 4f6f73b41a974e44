import { describe, it, expect } from 'vitest';
import { money } from '../../src/lib/format';
import { weight, volume, count, percent } from '../../src/lib/units';
import { amountFilter, isEmpty, firstEmpty, isEmail, imageAccepted } from '../../src/lib/validate';

const inLang = <T,>(l: string, f: () => T) => {
  document.documentElement.lang = l;
  try {
    return f();
  } finally {
    document.documentElement.lang = 'en';
  }
};
const NBSP = /[\u00a0\u202f]/g;

describe('money (spec §9)', () => {
  it('falls back to ¥, rate 1 and 2 decimals without a currency', () => {
    expect(money('12.5')).toBe('¥12.50');
    expect(money(null)).toBe('¥0.00');
  });
  it('applies the rate, decimal places and symbols of the entry', () => {
    const usd = { symbol_left: '$', symbol_right: '', symbol: '$', value: '0.1385', decimal_place: 2 };
    expect(money('100', usd)).toBe('$13.85');
    const rub = { symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.7', decimal_place: 0 };
    expect(money('100', rub)).toBe('1,270 ₽');
  });
  it('groups its digits the language\'s way, as counts do, with money\'s decimal point in every language (issue 38 §8)', () => {
    const jpy = { symbol_left: '', symbol_right: '円', symbol: '円', value: '20.9', decimal_place: 0 };
    const usd = { symbol_left: '$', symbol_right: '', symbol: '$', value: '0.1385', decimal_place: 2 };
    const rub = { symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.7', decimal_place: 0 };
    expect(inLang('en', () => [money('50000'), money('3060.32', jpy), money('1234567.5', usd), money('999.99')])).toEqual(['¥50,000.00', '63,961円', '$170,987.60', '¥999.99']);
    expect(inLang('zh-CN', () => [money('50000'), money('3060.32', jpy)])).toEqual(['¥50,000.00', '63,961円']);
    const ru = inLang('ru', () => [money('50000'), money('1234567.5'), money('100', rub), money('458', rub)]);
    expect(ru.map((m) => m.replace(NBSP, ' '))).toEqual(['¥50 000.00', '¥1 234 567.50', '1 270 ₽', '5 817 ₽']);
    // The group sign is a no-break space: "¥50 000.00" never parts across lines.
    expect(ru[0]).toMatch(/^¥50[\u00a0\u202f]000\.00$/);
  });
  it('money out carries its sign before the symbol, in yuan and in the chosen currency alike', () => {
    const usd = { symbol_left: '$', symbol_right: '', symbol: '$', value: '0.1385', decimal_place: 2 };
    expect(money('-15')).toBe('−¥15.00');
    expect(money('-15', usd)).toBe('−$2.08');
    expect(inLang('en', () => money(-12345.6))).toBe('−¥12,345.60');
    expect(money('-0.001')).toBe('¥0.00');
  });
  it('uses decimal_place fallback 2, rate default 1 and the plain symbol when no side symbol', () => {
    expect(money('3', { symbol_left: '', symbol_right: '', symbol: '€', value: '', decimal_place: null })).toBe('€3.00');
    expect(money('3', { symbol_left: '', symbol_right: '', symbol: '', value: 0, decimal_place: 3 })).toBe('¥3.000');
  });
});

describe('weight, volume and percent: one number style per language (issue 25)', () => {
  it('grams and cubic centimetres keep 2 decimals (spec §9), grouped as the language groups counts (issue 38 §9)', () => {
    expect(inLang('en', () => weight(12))).toBe('12.00 g');
    expect(inLang('en', () => weight('690.00'))).toBe('690.00 g');
    expect(inLang('en', () => weight('2410'))).toBe('2,410.00 g');
    expect(inLang('en', () => weight('1234.567'))).toBe('1,234.57 g');
    expect(inLang('en', () => volume('2760.00'))).toBe('2,760.00 cm³');
    expect(inLang('en', () => count(1714))).toBe('1,714');
    expect(inLang('ru', () => weight('690.00'))).toBe('690.00 г');
    expect(inLang('ru', () => weight('1234.567')).replace(NBSP, ' ')).toBe('1 234.57 г');
    expect(inLang('ru', () => volume('2760.00')).replace(NBSP, ' ')).toBe('2 760.00 см³');
    expect(inLang('ru', () => count(1714)).replace(NBSP, ' ')).toBe('1 714');
    expect(inLang('zh-CN', () => weight('690.00'))).toBe('690.00 克');
    expect(inLang('zh-CN', () => weight(2410))).toBe('2,410.00 克');
    expect(inLang('zh-CN', () => volume('2760.00'))).toBe('2,760.00 cm³');
    for (const l of ['en', 'ru', 'zh-CN']) expect(inLang(l, () => `${weight(null)} ${volume('')}`)).toMatch(/^0\.00 \S+ 0\.00 \S+$/);
  });
  it('rates kept in per mille are percentages with the language\'s sign spacing and money\'s decimal point', () => {
    expect(inLang('en', () => percent(25))).toBe('2.5%');
    expect(inLang('en', () => percent(50))).toBe('5%');
    expect(inLang('ru', () => percent(25)).replace(NBSP, ' ')).toBe('2.5 %');
    expect(inLang('ru', () => percent(30)).replace(NBSP, ' ')).toBe('3 %');
    expect(inLang('zh-CN', () => percent(20))).toBe('2%');
    expect(inLang('zh-CN', () => percent(125))).toBe('12.5%');
  });
  it('no number beside money writes another decimal sign than money does: ¥229.00 in every language', () => {
    for (const l of ['en', 'ru', 'zh-CN']) {
      const shown = inLang(l, () => [money('229'), percent(25), weight('690.5'), volume('2760.4')].join(' '));
      expect(shown).not.toMatch(/\d,\d{1,2}(?!\d)/);
      expect(shown).toContain('¥229.00');
    }
  });
  it('every percentage the Russian strings write has the sign apart, as percent() writes it', async () => {
    const ru = JSON.stringify(await import('../../lang/ru.json'));
    expect(ru).not.toMatch(/\}\}%/);
  });
});

describe('amount filter (spec §5)', () => {
  it.each([
    ['12.345', '12.34'], ['.5', '5'], ['1.2.3', '1.23'], ['abc1x2', '12'], ['..1', '1'], ['10.', '10.'], ['0.05', '0.05'],
  ])('%s → %s', (input, out) => expect(amountFilter(input)).toBe(out));

  // Issue 33 §2: a Russian phone keyboard's decimal key is ",": "12,5" is 12.5, not 125.
  it.each([
    ['12,5', '12.5'], ['12,', '12.'], ['0,05', '0.05'], ['1 234,56', '1234.56'], ['12,345', '12.34'], [',5', '5'],
    ['1,2,3', '1.23'], ['12.5,0', '12.50'], ['1,5.3', '1.53'], ['12，5', '12.5'],
  ])('a decimal comma (or the full-width one) is the point: %s → %s', (input, out) => expect(amountFilter(input)).toBe(out));
  it('typed key by key, "12,5" reads 12.5 at each step as the field shows it', () => {
    const steps: string[] = [];
    let field = '';
    for (const key of '12,5') steps.push((field = amountFilter(field + key)));
    expect(steps).toEqual(['1', '12', '12.', '12.5']);
  });
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
