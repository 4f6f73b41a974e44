import { describe, it, expect, afterAll } from 'vitest';
import { toMinor, minorMoney, money, type Currency } from '../../src/lib/format';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { shownRows, totalsRows, goodsMinor } from '../../src/pages/cart/parts';
import type { CartLine, CartTotals } from '../../src/api/types/cart';

/** A small seeded generator (mulberry32): the same "random" carts on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const yuanOf = (r: () => number, max: number) => (Math.floor(r() * max * 100) / 100 + 0.01).toFixed(2);
/** The number a shown amount says, in its minor units ("$1,234.56" → 123456; "4305 ₽" → 4305). */
const said = (text: string, dp: number) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 10 ** dp);

afterAll(() => setCurrency('USD'));

describe('one rounding rule: every shown sum is the sum of its shown parts (property test, 400 random carts and rates)', () => {
  it('the examples of the issue: $31.72 × 2 is $63.44; goods + fees equal the total shown', () => {
    const usd: Partial<Currency> = { code: 'USD', symbol_left: '$', symbol_right: '', value: '0.13850000', decimal_place: 2 };
    expect(money('229.00', usd)).toBe('$31.72');
    expect(minorMoney(toMinor('229.00', usd) * 2, usd)).toBe('$63.44');
    expect(toMinor('2.5', { value: '1', decimal_place: 0 })).toBe(3); // half away from zero
    expect(toMinor('-2.5', { value: '1', decimal_place: 0 })).toBe(-3);
    expect(toMinor('1.005', { value: '1', decimal_place: 2 })).toBe(101); // no binary drift: 1.005 is not 1.00499…
  });

  it('cart totals, pay bills and the balance after paying add up in every currency', () => {
    const r = rng(20261124);
    for (let i = 0; i < 400; i++) {
      const dp = [0, 2, 2, 3][Math.floor(r() * 4)];
      const cur = { code: 'T', title: 'T', symbol: 'T', symbol_left: i % 2 ? '$' : '', symbol_right: i % 2 ? '' : ' ₽', value: (r() * 300 + 0.0001).toFixed(8), decimal_place: dp } as Currency;
      setSettings({ currencyList: [cur] });
      setCurrency('T');
      const lines = Array.from({ length: 1 + Math.floor(r() * 6) }, (_, k) => ({ id: k, price: yuanOf(r, 5000), quantity: 1 + Math.floor(r() * 20), selected: true }) as CartLine);
      const totals = { post_fee: yuanOf(r, 200), service_fee: yuanOf(r, 300) } as CartTotals;
      const rows = shownRows(totalsRows(totals, lines));
      const shown = rows.map((x) => said(minorMoney(x.minor, cur), dp));
      // Goods are the shown unit prices times their quantities; the total is goods + fees as shown.
      expect(shown[0]).toBe(lines.reduce((s, l) => s + said(money(l.price, cur), dp) * l.quantity, 0));
      expect(shown[0]).toBe(goodsMinor(lines));
      expect(shown[3]).toBe(shown[0] + shown[1] + shown[2]);
      // A bill with a coupon: the due amount is the shown lines' sum.
      const bill = shownRows([{ label: 'a', amount: yuanOf(r, 9000) }, { label: 'b', amount: yuanOf(r, 90) }, { label: 'c', amount: `-${yuanOf(r, 50)}`, minus: true }, { label: 'due', total: true }]);
      expect(bill[3].minor).toBe(bill[0].minor + bill[1].minor + bill[2].minor);
      // The balance after paying, as the result page shows it: the shown balance minus the shown payment.
      const before = Number(yuanOf(r, 20000));
      const paid = Number(yuanOf(r, before));
      const after = (before - paid).toFixed(2);
      const balanceNow = toMinor(Number(after) + paid, cur) - toMinor(paid, cur);
      expect(balanceNow).toBe(toMinor(before, cur) - toMinor(paid, cur));
    }
  });
});
