import { describe, it, expect, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { SearchBar } from '../../src/ui/SearchBar';
import { setSettings } from '../../src/state/settings';
import { currencyCode, setCurrency } from '../../src/state/currency';
import { lang, setLang } from '../../src/state/lang';
import { flush } from './dom';
import { token } from '../../src/state/session';

const root = document.createElement('div');
document.body.appendChild(root);
// Sheets are put at the end of <body> (above the tab bar), so look in the whole document.
const buttons = () => [...document.body.querySelectorAll('button')];
const button = (text: string) => buttons().find((b) => b.textContent?.includes(text) || b.getAttribute('aria-label') === text)!;
const tap = async (b: Element) => {
  await act(() => (b as HTMLButtonElement).click());
  await flush(3);
};

setSettings({ currencyList: [
  { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.14', decimal_place: 2 },
] as never });

afterEach(async () => {
  render(null, root);
  token.value = '';
  setCurrency('CNY');
  await setLang('en');
});

describe('search bar at phone width', () => {
  it('on home, logged in: a language button and a currency chip of their own', async () => {
    token.value = 'a-token';
    render(<SearchBar onSearch={() => {}} />, root);
    expect(button('Language')).toBeDefined();
    expect(button('Currency')).toBeDefined();
    expect(button('Log in')).toBeUndefined();
  });

  it('on home, for a visitor: the login chip, and one chip for language and currency, so the hint keeps its room', async () => {
    render(<SearchBar onSearch={() => {}} />, root);
    expect(button('Log in')).toBeDefined();
    expect(buttons().some((b) => b.getAttribute('aria-label') === 'Language')).toBe(false);
    await tap(button('Language and currency'));
    await vi.waitFor(() => expect(document.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe('Language and currency'));
  });

  it('with a back button: one chip asks which to change, so the query keeps its room', async () => {
    render(<SearchBar onSearch={() => {}} showBack />, root);
    expect(buttons().some((b) => b.getAttribute('aria-label') === 'Language')).toBe(false);
    await tap(button('Language and currency'));
    await vi.waitFor(() => expect(document.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe('Language and currency'));
    expect(button('Currency · CNY')).toBeDefined();
    await tap(button('Currency · CNY'));
    expect(document.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe('Currency');
    await tap(button('USD $ · US Dollar'));
    expect(currencyCode.value).toBe('USD');
    expect(document.querySelector('[role=dialog]')).toBeNull();
    await tap(button('Language and currency'));
    await tap(button('Language · English'));
    await tap(button('Русский'));
    await vi.waitFor(() => expect(lang.value).toBe('ru'));
  });
});
