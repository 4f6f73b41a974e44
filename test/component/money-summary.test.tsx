import { describe, it, expect, afterAll, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { money, type Currency } from '../../src/lib/format';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { Summary, TotalText, type SumRow } from '../../src/pages/cart/view';
import { freshRoot } from './dom';

/** A small seeded generator (mulberry32): the same "random" bills on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
/** A yuan figure as English groups it: "1234.50" → "1,234.50" (issue 38 §8). */
const grouped = (yuan: string) => Number(yuan).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const yuanOf = (r: () => number, max: number) => (Math.floor(r() * max * 100) / 100 + 0.01).toFixed(2);

const root = freshRoot();
afterEach(() => act(() => render(null, root)));
afterAll(() => setCurrency('USD'));

/** Each row of a rendered summary: its yuan figure and the text of its ≈ figure ('' without one). */
const rowsShown = () => [...root.querySelectorAll('.sum-row dd')].map((dd) => ({
  text: dd.textContent ?? '',
  approx: dd.querySelector('.yuan-approx')?.textContent?.trim() ?? '',
}));

describe('a bill on screen (design §4c): ¥ is the amount, ≈ its conversion, the total the server\'s (property test, 400 random bills)', () => {
  it('every row shows its exact yuan figure and ≈ the conversion of that figure once; the total row shows the total given, never a sum of conversions', () => {
    const r = rng(20261127);
    for (let i = 0; i < 400; i++) {
      const dp = [0, 2, 2, 3][Math.floor(r() * 4)];
      const cur = { code: 'T', title: 'T', symbol: 'T', symbol_left: i % 2 ? '$' : '', symbol_right: i % 2 ? '' : ' ₽', value: (r() * 300 + 0.0001).toFixed(8), decimal_place: dp } as Currency;
      setSettings({ currencyList: [cur] });
      act(() => setCurrency('T'));
      const parts = Array.from({ length: 1 + Math.floor(r() * 4) }, (_, k) => ({ label: `p${k}`, amount: yuanOf(r, 9000) }));
      const coupon = { label: 'coupon', amount: `-${yuanOf(r, 50)}` };
      const totalFen = [...parts, coupon].reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
      const total = (totalFen / 100).toFixed(2);
      const rows: SumRow[] = [...parts, coupon, { label: 'due', amount: total, total: true }];
      act(() => render(<Summary rows={rows} />, root));
      const shown = rowsShown();
      rows.forEach((row, k) => {
        const abs = Math.abs(Number(row.amount)).toFixed(2);
        // Out: both figures carry the minus (issue 38 §7), unless the conversion rounds to nothing.
        const sign = Number(row.amount) < 0 ? '−' : '';
        const converted = money(abs, cur);
        expect(shown[k].text.startsWith(`${sign}¥${grouped(abs)}`)).toBe(true);
        expect(shown[k].approx).toBe(`≈ ${/[1-9]/.test(converted) ? sign : ''}${converted}`);
      });
      act(() => render(<TotalText rows={rows} />, root));
      expect(root.textContent).toBe(`${Number(total) < 0 ? '−' : ''}¥${grouped(total.replace('-', ''))} ≈ ${money(total, cur)}`);
    }
  });

  it('in yuan, a bill shows yuan only', () => {
    setSettings({ currencyList: [{ code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 }] as never });
    act(() => setCurrency('CNY'));
    act(() => render(<Summary rows={[{ label: 'Goods', amount: '458.00' }, { label: 'Coupon', amount: '-15.00' }, { label: 'Total', amount: '443.00', total: true }]} />, root));
    expect(rowsShown().map((x) => x.text)).toEqual(['¥458.00', '−¥15.00', '¥443.00']);
  });
});
