import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import type { Currency } from '../../src/lib/format';

/** Yuan and the US dollar at the demo's rate (¥1 = $0.1385), the pair most money tests read amounts in. */
export const CNY_USD = [
  { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
] as Currency[];

/** Chooses dollars, with yuan and dollars the known currencies. */
export function inDollars(): void {
  setSettings({ currencyList: CNY_USD } as never);
  setCurrency('USD');
}
