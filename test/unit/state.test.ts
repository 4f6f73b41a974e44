import { describe, it, expect, vi, beforeEach } from 'vitest';
import ru from '../../lang/ru.json';

/** State modules read storage when first imported: load a fresh copy for each case. */
async function fresh() {
  vi.resetModules();
  return {
    lang: await import('../../src/state/lang'),
    currency: await import('../../src/state/currency'),
    settings: await import('../../src/state/settings'),
    session: await import('../../src/state/session'),
  };
}

beforeEach(() => localStorage.clear());

describe('language (spec §1)', () => {
  it('defaults to en, and follows the country code RU → ru without storing it', async () => {
    const { lang } = await fresh();
    expect(lang.lang.value).toBe('en');
    await lang.fromCountry('RU');
    expect(lang.lang.value).toBe('ru');
    expect(lang.t('tab.cart')).toBe('Корзина');
    expect(localStorage.getItem('language')).toBeNull();
    await lang.fromCountry('DE');
    expect(lang.lang.value).toBe('en');
  });
  it('a page whose groups are asked for while the country\'s language loads reads in that language once it shows', async () => {
    const { lang } = await fresh();
    const switching = lang.fromCountry('RU');
    // The deep link's page arrives meanwhile and asks for its groups in the language shown then (en).
    const page = lang.loadNamespaces(['item', 'nav-catalog']);
    await Promise.all([switching, page]);
    expect(lang.lang.value).toBe('ru');
    expect(lang.t('item.addToCart')).toBe(ru.item.addToCart);
    expect(lang.t('nav./pages/item/index')).toBe(ru.nav['/pages/item/index']);
  });
  it('a stored choice wins over the country', async () => {
    localStorage.setItem('language', 'zh-cn');
    const { lang } = await fresh();
    expect(lang.lang.value).toBe('zh-cn');
    await lang.langReady();
    await lang.fromCountry('RU');
    expect(lang.lang.value).toBe('zh-cn');
    expect(lang.t('tab.cart')).toBe('购物车');
  });
  it('a switch is stored and re-renders text in place', async () => {
    const { lang } = await fresh();
    await lang.setLang('ru');
    expect(localStorage.getItem('language')).toBe('ru');
    expect(lang.t('list.empty')).toBe('~ здесь пусто ~');
  });
  it('merges the server dictionary (flat keys) over the local one', async () => {
    const { lang } = await fresh();
    await lang.mergeServerDict('en', { 'app.name': 'My Shop', 'home.notice': 'Free storage', 'service.schedule': '9–21' });
    expect(lang.t('app.name')).toBe('My Shop');
    expect(lang.t('home.notice')).toBe('Free storage');
    expect(lang.t('service.schedule')).toBe('9–21');
    expect(lang.t('search.currency')).toBe('Currency');
    expect(lang.t('home.categories')).toBe('Categories');
    expect(lang.t('tab.cart')).toBe('Cart');
  });
  it('fills placeholders', async () => {
    const { lang } = await fresh();
    expect(lang.t('chunk.failed', { name: 'cart' })).toBe('Loading chunk cart failed');
  });
});

describe('currency', () => {
  it('defaults to USD and stores a choice', async () => {
    const s = await fresh();
    expect(s.currency.currencyCode.value).toBe('USD');
    s.currency.setCurrency('EUR');
    expect(localStorage.getItem('currency')).toBe('EUR');
    const again = await fresh();
    expect(again.currency.currencyCode.value).toBe('EUR');
  });
  it('shows ¥ until the list arrives, then the chosen currency', async () => {
    const { currency, settings } = await fresh();
    expect(currency.price('10')).toBe('¥10.00');
    settings.setSettings({ currencyList: [{ code: 'USD', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.14', decimal_place: 2 }] });
    expect(currency.price('10')).toBe('$1.40');
  });
});

describe('settings', () => {
  it('an add-on is on iff its state equals 1', async () => {
    const { settings } = await fresh();
    settings.setSettings({ addonList: { signin: { name: 'signin', title: '', state: 1, version: '' }, zhuanpan: { name: 'zhuanpan', title: '', state: 0, version: '' }, odd: { name: 'odd', title: '', state: '1' as never, version: '' } } });
    expect(settings.addonOn('signin')).toBe(true);
    expect(settings.addonOn('zhuanpan')).toBe(false);
    expect(settings.addonOn('missing')).toBe(false);
    expect(settings.addonOn('odd')).toBe(true);
  });
  it('image search follows api_image_search', async () => {
    const { settings } = await fresh();
    expect(settings.imageSearchOn.value).toBe(false);
    settings.setSettings({ configAll: { api_image_search: 1 } });
    expect(settings.imageSearchOn.value).toBe(true);
  });
});

describe('session', () => {
  it('a token means logged in; it and userInfo persist and clear together', async () => {
    const { session } = await fresh();
    expect(session.loggedIn.value).toBe(false);
    session.setSession({ id: 7, token: 't1', nickname: 'A' } as never);
    expect(session.loggedIn.value).toBe(true);
    const again = await fresh();
    expect(again.session.token.value).toBe('t1');
    expect(again.session.userInfo.value?.id).toBe(7);
    again.session.clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
  it('survives unreadable storage', async () => {
    localStorage.setItem('userInfo', '{broken');
    const { session } = await fresh();
    expect(session.userInfo.value).toBeNull();
  });
});
