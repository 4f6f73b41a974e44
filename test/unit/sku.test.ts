import { describe, it, expect } from 'vitest';
import {
  parseProperties, isComplete, skuOf, isAvailable, toggle, initialChoice, priceOf, stockOf, missing, choiceText,
} from '../../src/lib/sku';
import type { ItemProp, ItemSku } from '../../src/api/types/catalogue';

const props: ItemProp[] = [
  { pid: 'c', name: 'Colour', values: [{ vid: 'red', name: 'Red' }, { vid: 'blue', name: 'Blue' }, { vid: 'green', name: 'Green' }] },
  { pid: 's', name: 'Size', values: [{ vid: 'm', name: 'M' }, { vid: 'l', name: 'L' }] },
];
const sku = (id: string, c: string, s: string, price: string, stock: number): ItemSku =>
  ({ sku_id: id, properties: `c:${c};s:${s}`, properties_name: `Colour: ${c}; Size: ${s}`, price, stock });
/** Red M/L in stock at different prices; Blue only in M (L sold out); Green has no SKU at all. */
const skus = [sku('1', 'red', 'm', '10.00', 5), sku('2', 'red', 'l', '12.50', 2), sku('3', 'blue', 'm', '11.00', 7), sku('4', 'blue', 'l', '11.00', 0)];
const item = { price: '10.00', stock: 14, props, skus };

describe('parseProperties', () => {
  it('reads pid:vid pairs', () => {
    expect(parseProperties('1627207:8;20509:2')).toEqual({ 1627207: '8', 20509: '2' });
    expect(parseProperties('')).toEqual({});
    expect(parseProperties('a:b:c')).toEqual({ a: 'b:c' });
  });
});

describe('disabled combinations', () => {
  it('with nothing chosen, a value is open when any SKU in stock has it', () => {
    expect(isAvailable(skus, {}, 'c', 'red')).toBe(true);
    expect(isAvailable(skus, {}, 'c', 'blue')).toBe(true);
    expect(isAvailable(skus, {}, 'c', 'green')).toBe(false);
    expect(isAvailable(skus, {}, 's', 'l')).toBe(true);
  });
  it('follows the other properties\' choices', () => {
    expect(isAvailable(skus, { c: 'blue' }, 's', 'l')).toBe(false);
    expect(isAvailable(skus, { c: 'blue' }, 's', 'm')).toBe(true);
    expect(isAvailable(skus, { s: 'l' }, 'c', 'blue')).toBe(false);
    expect(isAvailable(skus, { s: 'l' }, 'c', 'red')).toBe(true);
  });
  it('ignores the property\'s own choice, so another value of it can be picked', () => {
    expect(isAvailable(skus, { c: 'red', s: 'm' }, 'c', 'blue')).toBe(true);
    expect(isAvailable(skus, { c: 'red', s: 'l' }, 'c', 'blue')).toBe(false);
  });
});

describe('the chosen SKU, its price and stock', () => {
  it('names an SKU only for a complete choice', () => {
    expect(skuOf(props, skus, { c: 'red' })).toBeNull();
    expect(skuOf(props, skus, { c: 'red', s: 'l' })?.sku_id).toBe('2');
    expect(skuOf(props, skus, { c: 'green', s: 'm' })).toBeNull();
    expect(isComplete(props, { c: 'red' })).toBe(false);
    expect(isComplete(props, { c: 'red', s: 'm' })).toBe(true);
    expect(isComplete([], {})).toBe(true);
  });
  it('shows the item price until a full combination, then the SKU\'s', () => {
    expect(priceOf(item, skuOf(props, skus, {}))).toBe('10.00');
    expect(priceOf(item, skuOf(props, skus, { c: 'red' }))).toBe('10.00');
    expect(priceOf(item, skuOf(props, skus, { c: 'red', s: 'l' }))).toBe('12.50');
    expect(priceOf(item, skuOf(props, skus, { c: 'blue', s: 'm' }))).toBe('11.00');
  });
  it('stock: the SKU\'s, or what still matches a partial choice, or the item\'s without SKUs', () => {
    expect(stockOf(item, { c: 'red', s: 'l' })).toBe(2);
    expect(stockOf(item, { c: 'blue', s: 'l' })).toBe(0);
    expect(stockOf(item, { c: 'red' })).toBe(7);
    expect(stockOf(item, {})).toBe(14);
    expect(stockOf({ price: '5.00', stock: 3, props: [], skus: [] }, {})).toBe(3);
    expect(stockOf({ price: '5.00', stock: -2, props: [], skus: [] }, {})).toBe(0);
  });
});

describe('choosing', () => {
  it('toggles a value on and off and switches within a property', () => {
    expect(toggle({}, 'c', 'red')).toEqual({ c: 'red' });
    expect(toggle({ c: 'red' }, 'c', 'red')).toEqual({});
    expect(toggle({ c: 'red', s: 'm' }, 'c', 'blue')).toEqual({ c: 'blue', s: 'm' });
  });
  it('starts from a known SKU (a cart line), else preselects properties with one open value', () => {
    expect(initialChoice(props, skus, '2')).toEqual({ c: 'red', s: 'l' });
    expect(initialChoice(props, skus)).toEqual({});
    const one = [sku('1', 'red', 'm', '1.00', 1), sku('2', 'blue', 'm', '1.00', 1), sku('3', 'blue', 'l', '1.00', 0)];
    expect(initialChoice(props, one)).toEqual({ s: 'm' });
  });
  it('names what is missing and what is chosen', () => {
    expect(missing(props, {})).toEqual(['Colour', 'Size']);
    expect(missing(props, { s: 'm' })).toEqual(['Colour']);
    expect(choiceText(props, { c: 'blue', s: 'm' })).toBe('Blue; M');
  });
});
