import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setLang, loadNamespaces, tn } from '../../src/state/lang';

beforeAll(() => loadNamespaces(['checkout', 'orders']));
afterAll(() => setLang('en', false));

describe('counted strings in the right plural form (en two forms, ru three, zh one)', () => {
  it('en: 1 item, 2 items; a range of days reads by its last number', async () => {
    await setLang('en', false);
    expect(tn('cart.count', 1)).toBe('1 item');
    expect(tn('cart.count', 2)).toBe('2 items');
    expect(tn('cart.count', 0)).toBe('0 items');
    expect(tn('cart.deleteSelectedConfirm', 1)).toBe('Remove the selected item from the cart?');
    expect(tn('cart.deleteSelectedConfirm', 3)).toBe('Remove the 3 selected items from the cart?');
    expect(tn('orders.transit', '7-15', {}, 'days')).toBe('7-15 days');
    expect(tn('orders.transit', '1', {}, 'days')).toBe('1 day');
  });

  it('ru: один / несколько / много — 1 позиция, 3 позиции, 5 позиций, 21 позиция, 11 позиций', async () => {
    await setLang('ru', false);
    expect([1, 3, 5, 11, 21, 22, 25].map((n) => tn('cart.count', n))).toEqual([
      '1 позиция', '3 позиции', '5 позиций', '11 позиций', '21 позиция', '22 позиции', '25 позиций',
    ]);
    expect(tn('orders.freeLeft', 1)).toBe('Бесплатное хранение: остался 1 день');
    expect(tn('orders.freeLeft', 4)).toBe('Бесплатное хранение: осталось 4 дня');
    expect(tn('orders.transit', '15-30', {}, 'days')).toBe('15-30 дней');
  });

  it('zh-cn: one form for every count', async () => {
    await setLang('zh-cn', false);
    expect(tn('cart.count', 1)).toBe('共 1 件');
    expect(tn('cart.count', 5)).toBe('共 5 件');
  });
});
