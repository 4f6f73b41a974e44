import { signal, computed } from '@preact/signals';
import { storage, KEYS } from '../lib/storage';
import { money, type Currency } from '../lib/format';
import { currencyList } from './settings';

export const DEFAULT_CURRENCY = 'USD';

/** The chosen currency code: stored, default USD (spec §1). */
export const currencyCode = signal<string>(storage.get(KEYS.currency) || DEFAULT_CURRENCY);

/** The chosen currency's entry, once the list has arrived (until then amounts show in ¥). */
export const currency = computed<Currency | null>(() => currencyList.value.find((c) => c.code === currencyCode.value) ?? null);

export function setCurrency(code: string): void {
  currencyCode.value = code;
  storage.set(KEYS.currency, code);
}

/** An amount in CNY shown in the chosen currency. */
export const price = (amount: string | number | null | undefined) => money(amount, currency.value);
