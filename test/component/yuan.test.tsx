import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Yuan } from '../../src/ui/Yuan';
import { yuanText } from '../../src/ui/yuan-text';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { setLang } from '../../src/state/lang';
import { GoodsCard } from '../../src/ui/GoodsCard';
import { Summary } from '../../src/pages/cart/summary';
import { LedgerRow, signed } from '../../src/pages/member/account/LedgerRow';
import { CouponChoices } from '../../src/pages/member/pay/CouponChoices';
import type { GoodsCard as Card } from '../../src/api/types/goods';
import type { Coupon } from '../../src/api/types/pay';
import type { LedgerEntry } from '../../src/api/types/wallet';
import { freshRoot } from './dom';

const root = freshRoot();
setSettings({ currencyList: [
  { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
  { code: 'RUB', title: 'Rouble', symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.70000000', decimal_place: 0 },
  { code: 'JPY', title: 'Yen', symbol_left: '', symbol_right: '円', symbol: '円', value: '20.90000000', decimal_place: 0 },
] as never });
afterEach(async () => {
  act(() => render(null, root));
  await setLang('en', false);
});
/** Text with the language's no-break group and word spaces as plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('money as a proxy-shopping customer reads it (issue 10, 16)', () => {
  it('a declared or paid amount in yuan with the chosen currency beside it', () => {
    act(() => setCurrency('USD'));
    act(() => render(<Yuan value="458.00" />, root));
    expect(root.textContent).toBe('¥458.00 ≈ $63.43');
  });

  it('only yuan when yuan is the chosen currency', () => {
    act(() => setCurrency('CNY'));
    act(() => render(<Yuan value="458.00" />, root));
    expect(root.textContent).toBe('¥458.00');
  });

  it('"≈" and its amount never part across lines (issue 25: "(≈" ending a line, "$34.83)" starting the next)', () => {
    act(() => setCurrency('USD'));
    expect(yuanText('251.50')).toBe('¥251.50 (≈\u00a0$34.83)');
    act(() => setCurrency('RUB'));
    // A symbol written after the figure with a space stays with it too.
    expect(yuanText('251.50')).toBe('¥251.50 (≈\u00a03,194\u00a0₽)');
    // The only place a sentence may wrap is before the bracket.
    expect(yuanText('251.50').split(' ')).toEqual(['¥251.50', '(≈\u00a03,194\u00a0₽)']);
  });
});

describe('converted figures never alone, signed as the yuan figure is (issue 38 §7)', () => {
  const card = (price: string): Card => ({ id: 1, api_type: 'taobao', num_iid: '1', title: 'Tea', pic_url: '/t.webp', goodsimg: '/t.webp', price, orig_price: price, sales: 0 }) as Card;

  it('a goods card shows its yuan price with ≈ the chosen currency, not "$17.87" alone', () => {
    act(() => setCurrency('USD'));
    act(() => render(<GoodsCard goods={card('129.00')} />, root));
    expect(root.querySelector('.goods-meta')!.textContent).toBe('¥129.00 ≈ $17.87');
    expect(root.querySelector('.price')!.textContent).toBe('¥129.00');
    act(() => setCurrency('CNY'));
    expect(root.querySelector('.goods-meta')!.textContent).toBe('¥129.00');
  });

  it('a discount row reads "−¥15.00 ≈ −$2.08", the minus on both figures; a total row keeps its own', () => {
    act(() => setCurrency('USD'));
    act(() => render(<Summary rows={[
      { label: 'Goods', amount: '100.00' }, { label: 'Coupon', amount: '15.00', minus: true }, { label: 'Fee discount', amount: '-1.50' },
      { label: 'Total', amount: '83.50', total: true },
    ]} />, root));
    expect([...root.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['¥100.00 ≈ $13.85', '−¥15.00 ≈ −$2.08', '−¥1.50 ≈ −$0.21', '¥83.50 ≈ $11.56']);
  });

  it('what a coupon takes off the bill is minus in yuan and in the chosen currency', () => {
    act(() => setCurrency('USD'));
    const coupon = { id: 7, name: '¥15 off', scope: 'goods', amount: '15.00', percent: 0, min: '100.00', expires_at: 1_900_000_000, off: '15.00' } as Coupon;
    act(() => render(<CouponChoices coupons={[coupon]} value={7} onChoose={() => {}} name="c" legend="Coupon" />, root));
    expect(root.querySelector('[data-testid=coupon-off] b')!.textContent).toBe('−¥15.00 ≈ −$2.08');
  });

  it('a wallet movement is signed on both figures: "+¥5,000.00 ≈ +$692.50", "−¥12.00 ≈ −$1.66"', () => {
    act(() => setCurrency('USD'));
    const entry = (amount: string) => ({ id: 1, amount, balance: '5000.00', text: 'Top-up', created_at: 1_700_000_000, link: null }) as unknown as LedgerEntry;
    act(() => render(<ul><LedgerRow e={entry('5000.00')} /><LedgerRow e={entry('-12.00')} /></ul>, root));
    expect([...root.querySelectorAll('.ledger-amount')].map((d) => d.textContent)).toEqual(['+¥5,000.00 ≈ +$692.50', '−¥12.00 ≈ −$1.66']);
    expect(signed('-12.00')).toBe('−¥12.00 (≈\u00a0−$1.66)');
    expect(yuanText('5', '+')).toBe('+¥5.00 (≈\u00a0+$0.69)');
  });
});

describe('money groups its digits the language\'s way, as counts do (issue 38 §8)', () => {
  it('"¥50,000.00 ≈ $6,925.00" in en and zh-cn, "¥50 000.00 ≈ $6 925.00" in ru; "≈ 63,961円" too', async () => {
    act(() => setCurrency('USD'));
    const shown = async (l: 'en' | 'ru' | 'zh-cn', value: string) => {
      await setLang(l, false);
      act(() => render(<Yuan value={value} />, root));
      return root.textContent;
    };
    expect(await shown('en', '50000.00')).toBe('¥50,000.00 ≈ $6,925.00');
    expect(plain(await shown('ru', '50000.00'))).toBe('¥50 000.00 ≈ $6 925.00');
    // The group sign is a no-break one: "¥50 000.00" never parts across lines.
    expect(root.querySelector('span')!.textContent).toMatch(/^¥50[\u00a0\u202f]000\.00$/);
    expect(await shown('zh-cn', '50000.00')).toBe('¥50,000.00 ≈ $6,925.00');
    act(() => setCurrency('JPY'));
    expect(await shown('zh-cn', '3060.32')).toBe('¥3,060.32 ≈ 63,961円');
    expect(plain(await shown('ru', '3060.32'))).toBe('¥3 060.32 ≈ 63 961円');
    expect(await shown('en', '999.99')).toBe('¥999.99 ≈ 20,900円');
  });

  it('an amount on screen follows a language switch without being drawn again by its page', async () => {
    act(() => setCurrency('USD'));
    act(() => render(<p><Yuan value="50000.00" /></p>, root));
    await act(() => setLang('ru', false));
    expect(plain(root.textContent)).toBe('¥50 000.00 ≈ $6 925.00');
    await act(() => setLang('en', false));
    expect(root.textContent).toBe('¥50,000.00 ≈ $6,925.00');
  });

  it('a goods card in Russian at a thousand yuan and more', async () => {
    await setLang('ru', false);
    act(() => setCurrency('RUB'));
    act(() => render(<GoodsCard goods={{ id: 1, api_type: 'taobao', num_iid: '1', title: 'Чай', pic_url: '/t.webp', goodsimg: '/t.webp', price: '12345.60', orig_price: '', sales: 0 } as Card} />, root));
    expect(plain(root.querySelector('.goods-meta')!.textContent)).toBe('¥12 345.60 ≈ 156 789 ₽');
  });
});
