import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Yuan, yuanText } from '../../src/ui/Yuan';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { freshRoot } from './dom';

const root = freshRoot();
setSettings({ currencyList: [
  { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
  { code: 'RUB', title: 'Rouble', symbol_left: '', symbol_right: ' ₽', symbol: '₽', value: '12.70000000', decimal_place: 0 },
] as never });
afterEach(() => act(() => render(null, root)));

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
    expect(yuanText('251.50')).toBe('¥251.50 (≈\u00a03194\u00a0₽)');
    // The only place a sentence may wrap is before the bracket.
    expect(yuanText('251.50').split(' ')).toEqual(['¥251.50', '(≈\u00a03194\u00a0₽)']);
  });
});
