import { describe, it, expect, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { harness, outsideFlashSale, type Harness, type Params } from './harness';
import { makeItem, newShopper } from './fixtures';
import { items, itemSkus } from '../../server/db/schema';
import type { CartLine, CartList } from '../../src/api/types/cart';

let h: Harness;
// Catalogue prices are checked to the fen: never on a day the flash sale has taken the items made here.
beforeAll(async () => {
  h = await harness({ now: outsideFlashSale });
});

const cart = (name: string, params: Params, token: string, lang = 'en') => h.call(`/api/cart/${name}`, params, { token, lang });
const list = async (token: string) => (await cart('getList', {}, token)).data as CartList;
const lines = async (token: string): Promise<CartLine[]> => (await list(token)).groups.flatMap((g) => g.goods);

describe('cart: login', () => {
  it.each(['getList', 'edit', 'delete', 'add', 'batchadd', 'carttoorder', 'carttoonepayorder', 'changeShipping', 'check', 'getCount'])(
    '%s answers 401 without a token and with a bad one', async (name) => {
      const none = await h.call(`/api/cart/${name}`, { id: 1 });
      expect([none.status, none.code]).toEqual([401, 401]);
      const bad = await h.call(`/api/cart/${name}`, { id: 1 }, { token: 'f'.repeat(64) });
      expect([bad.status, bad.code]).toEqual([401, 401]);
    });
});

describe('cart: add', () => {
  it('adds an item with its SKU, snapshotting title, picture, seller, price and post fee; the same SKU adds up', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { seller: 'add_a', priceFen: 10_000 });
    const first = await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 2, remark: 'gift wrap' }, token);
    expect(first).toMatchObject({ code: 1, msg: 'Added to cart', data: { quantity: 2, count: 1 } });
    const again = await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 3 }, token);
    expect(again.data).toEqual({ id: first.data.id, quantity: 5, count: 1 });
    const l = await list(token);
    expect(l.groups).toHaveLength(1);
    expect(l.groups[0]).toMatchObject({ seller: 'Shop add_a', shipping: 'standard', post_fee: '8.00' });
    expect(l.groups[0].goods[0]).toEqual({
      id: first.data.id, item_id: item.id, api_type: 'taobao', num_iid: item.numIid, title: 'Test jacket', pic_url: '/static/goods/1-0_200.webp',
      url: '', sku_id: skus[0].skuId, sku_text: 'Colour: Red; Size: M', price: '100.00', quantity: 5, remark: 'gift wrap', selected: true,
      stock: 10, invalid: false,
    });
  });

  it('finds the item by tp + tid; the line reads in the language of each request, whatever language it was added in', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { apiType: '1688', priceFen: 4_250 });
    const r = await cart('add', { tp: '1688', tid: item.numIid, sku_id: skus[1].skuId, quantity: 1 }, token, 'ru');
    expect(r.code).toBe(1);
    const inLang = async (lang: string) => ((await cart('getList', {}, token, lang)).data as CartList).groups.flatMap((g) => g.goods)[0];
    expect(await inLang('ru')).toMatchObject({ title: 'Test jacket (ru)', sku_text: 'Colour (ru): Red (ru); Size (ru): L (ru)', price: '47.50', api_type: '1688' });
    expect(await inLang('en')).toMatchObject({ title: 'Test jacket', sku_text: 'Colour: Red; Size: L' });
    expect(await inLang('zh-cn')).toMatchObject({ title: 'Test jacket (zh)', sku_text: 'Colour (zh): Red (zh); Size (zh): L (zh)' });
    // The edit answer too.
    const line = await inLang('en');
    const edited = await cart('edit', { id: line.id, remark: 'x' }, token, 'zh-cn');
    expect((edited.data as { goods: { title: string } }).goods.title).toBe('Test jacket (zh)');
  });

  it('refuses a missing, unknown or sold-out SKU, a bad quantity, a long remark and an unknown item', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    const cases: [Params, RegExp][] = [
      [{ id: item.id, quantity: 1 }, /sku_id/],
      [{ id: item.id, sku_id: 'nope', quantity: 1 }, /option of the item does not exist/],
      [{ id: item.id, sku_id: skus[3].skuId, quantity: 1 }, /Only 0 left/],
      [{ id: item.id, sku_id: skus[0].skuId, quantity: 11 }, /Only 10 left/],
      [{ id: item.id, sku_id: skus[0].skuId, quantity: 0 }, /quantity/],
      [{ id: item.id, sku_id: skus[0].skuId, quantity: 10_000 }, /quantity/],
      [{ id: item.id, sku_id: skus[0].skuId, quantity: 'two' }, /quantity/],
      [{ id: item.id, sku_id: skus[0].skuId, remark: 'x'.repeat(201) }, /remark/],
      [{ id: 99_999_999, sku_id: '1' }, /no longer available/],
      [{ tp: 'ebay', tid: '1' }, /tp/],
      [{ quantity: 1 }, /id/],
    ];
    for (const [params, msg] of cases) {
      const r = await cart('add', params, token);
      expect(r.code, JSON.stringify(params)).toBe(0);
      expect(r.msg).toMatch(msg);
    }
    expect((await cart('getCount', {}, token)).data).toEqual({ count: 0 });
  });

  it('refuses adding more than the stock to what is already in the cart', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 6 }, token);
    const over = await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 5 }, token);
    expect(over).toMatchObject({ code: 0, msg: 'Only 10 left in stock' });
    expect((await lines(token))[0].quantity).toBe(6);
  });

  it('translates refusals', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    expect((await cart('add', { id: item.id, sku_id: skus[3].skuId }, token, 'ru')).msg).toBe('В наличии только 0 шт.');
    expect((await cart('add', { id: item.id, sku_id: skus[3].skuId }, token, 'zh-cn')).msg).toBe('库存仅剩 0 件');
  });

  it('adds manual goods from a link, with the seller taken from the host', async () => {
    const { token } = await newShopper(h.db);
    const r = await cart('add', { url: 'https://www.example-shop.com/p/1?x=2', title: 'Red boots', price: '12.30', sku_text: 'Size 42', quantity: 2, pic: '/uploads/2024/boots.jpg' }, token);
    expect(r.code).toBe(1);
    const l = await list(token);
    expect(l.groups[0].seller).toBe('example-shop.com');
    expect(l.groups[0].goods[0]).toMatchObject({
      item_id: null, api_type: null, num_iid: null, title: 'Red boots', sku_text: 'Size 42', price: '12.30', quantity: 2,
      pic_url: '/uploads/2024/boots.jpg', url: 'https://www.example-shop.com/p/1?x=2', stock: null, invalid: false,
    });
    await cart('add', { url: 'https://shop.example.org/a', title: 'Hat', price: 5, seller: 'Hat maker' }, token);
    expect((await list(token)).groups.map((g) => g.seller)).toEqual(['Hat maker', 'example-shop.com']);
    expect((await list(token)).totals.goods).toBe('29.60');
  });

  it('refuses manual goods without a title or price, or with a bad link or price', async () => {
    const { token } = await newShopper(h.db);
    const base = { url: 'https://example.com/x', title: 'Thing', price: '3.00' };
    for (const [params, msg] of [
      [{ ...base, title: '' }, /title/], [{ ...base, price: undefined }, /price/], [{ ...base, price: '0' }, /price/],
      [{ ...base, price: '1.234' }, /price/], [{ ...base, url: 'javascript:alert(1)' }, /url/], [{ ...base, pic: 'data:x' }, /pic/],
    ] as [Params, RegExp][]) {
      const r = await cart('add', params, token);
      expect(r.code, JSON.stringify(params)).toBe(0);
      expect(r.msg).toMatch(msg);
    }
  });
});

describe('cart: batchadd', () => {
  it('adds every goods of the list', async () => {
    const { token } = await newShopper(h.db);
    const a = await makeItem(h.db);
    const b = await makeItem(h.db);
    const goods = [{ id: a.item.id, sku_id: a.skus[0].skuId, quantity: 1 }, { tp: 'taobao', tid: b.item.numIid, sku_id: b.skus[2].skuId, quantity: 4 },
      { url: 'https://example.com/m', title: 'Manual', price: '1.00' }];
    const r = await cart('batchadd', { goods: JSON.stringify(goods) }, token);
    expect(r).toMatchObject({ code: 1, data: { added: 3, count: 3 } });
    // a JSON body works too
    const res = await h.app.request('/api/cart/batchadd', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ goods: goods.slice(0, 1) }) });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ added: 1, count: 3 });
    expect((await lines(token)).find((l) => l.item_id === a.item.id)?.quantity).toBe(2);
  });

  it('adds nothing when one goods is refused', async () => {
    const { token } = await newShopper(h.db);
    const a = await makeItem(h.db);
    const goods = [{ id: a.item.id, sku_id: a.skus[0].skuId, quantity: 1 }, { id: a.item.id, sku_id: a.skus[3].skuId, quantity: 1 }];
    const r = await cart('batchadd', { goods: JSON.stringify(goods) }, token);
    expect(r).toMatchObject({ code: 0, msg: 'Only 0 left in stock' });
    expect((await cart('getCount', {}, token)).data.count).toBe(0);
  });

  it('names the bad field of a goods, and refuses a missing or malformed list', async () => {
    const { token } = await newShopper(h.db);
    const a = await makeItem(h.db);
    const bad = await cart('batchadd', { goods: JSON.stringify([{ id: a.item.id, sku_id: a.skus[0].skuId }, { id: a.item.id, quantity: 0 }]) }, token);
    expect(bad).toMatchObject({ code: 0, msg: 'Invalid parameter: goods.1.quantity' });
    expect((await cart('batchadd', {}, token)).msg).toBe('goods cannot be empty');
    expect((await cart('batchadd', { goods: '[{' }, token)).msg).toBe('Invalid parameter: goods');
    expect((await cart('batchadd', { goods: '[]' }, token)).msg).toBe('Invalid parameter: goods');
  });
});

describe('cart: edit, delete, check, count', () => {
  it('edits quantity within the stock, and the remark', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    const { data } = await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 1 }, token);
    const r = await cart('edit', { id: data.id, quantity: 4, remark: 'no logo' }, token);
    expect(r.code).toBe(1);
    expect(r.data.goods).toMatchObject({ id: data.id, quantity: 4, remark: 'no logo', price: '100.00' });
    expect(r.data.totals).toMatchObject({ count: 1, goods: '400.00' });
    expect((await cart('edit', { id: data.id, quantity: 11 }, token)).msg).toBe('Only 10 left in stock');
    expect((await cart('edit', { id: data.id, quantity: 0 }, token)).msg).toMatch(/quantity/);
    expect((await cart('edit', { id: data.id }, token)).msg).toMatch(/quantity/);
    expect((await cart('edit', { quantity: 2 }, token)).msg).toMatch(/id/);
    expect((await lines(token))[0].quantity).toBe(4);
  });

  it('changes the SKU, re-pricing it, and merges into a line already holding that SKU', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    const one = (await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 2 }, token)).data.id;
    const r = await cart('edit', { id: one, sku_id: skus[1].skuId }, token);
    expect(r.data.goods).toMatchObject({ id: one, sku_id: skus[1].skuId, sku_text: 'Colour: Red; Size: L', price: '105.00', quantity: 2 });
    expect((await cart('edit', { id: one, sku_id: skus[3].skuId }, token)).msg).toBe('Only 0 left in stock');
    expect((await cart('edit', { id: one, sku_id: 'zzz' }, token)).msg).toBe('This option of the item does not exist');
    const two = (await cart('add', { id: item.id, sku_id: skus[2].skuId, quantity: 3 }, token)).data.id;
    const merged = await cart('edit', { id: two, sku_id: skus[1].skuId }, token);
    expect(merged.data.goods).toMatchObject({ id: one, quantity: 5, price: '105.00' });
    expect((await lines(token)).map((l) => l.id)).toEqual([one]);
  });

  it('refuses a SKU change on manual goods', async () => {
    const { token } = await newShopper(h.db);
    const { data } = await cart('add', { url: 'https://example.com/m', title: 'Manual', price: '1.00' }, token);
    expect((await cart('edit', { id: data.id, sku_id: '5' }, token)).msg).toBe('Invalid parameter: sku_id');
    expect((await cart('edit', { id: data.id, quantity: 9999 }, token)).data.goods.quantity).toBe(9999);
  });

  it('deletes one or many lines', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    const ids: number[] = [];
    for (const s of skus.slice(0, 3)) ids.push((await cart('add', { id: item.id, sku_id: s.skuId }, token)).data.id);
    const one = await cart('delete', { ids: ids[0] }, token);
    expect(one.data).toMatchObject({ deleted: 1, count: 2 });
    const many = await cart('delete', { ids: `${ids[1]},${ids[2]}` }, token);
    expect(many.data).toMatchObject({ deleted: 2, count: 0, totals: { total: '0.00' } });
    expect((await cart('delete', { ids: ids[0] }, token)).msg).toBe('Cart item not found');
    expect((await cart('delete', {}, token)).msg).toBe('ids cannot be empty');
  });

  it('selects and unselects lines, or all of them, answering the totals', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    const a = (await cart('add', { id: item.id, sku_id: skus[0].skuId }, token)).data.id;
    const b = (await cart('add', { id: item.id, sku_id: skus[1].skuId }, token)).data.id;
    const off = await cart('check', { ids: a, checked: 0 }, token);
    expect(off.data).toMatchObject({ count: 2, selected_count: 1, goods: '105.00' });
    expect((await cart('check', { all: 1, checked: 0 }, token)).data).toMatchObject({ selected_count: 0, goods: '0.00', post_fee: '0.00', total: '0.00' });
    expect((await cart('check', { ids: `${a},${b}`, checked: 1 }, token)).data).toMatchObject({ selected_count: 2, goods: '205.00' });
    expect((await lines(token)).every((l) => l.selected)).toBe(true);
    expect((await cart('check', { checked: 1 }, token)).msg).toBe('ids cannot be empty');
    expect((await cart('check', { ids: a }, token)).msg).toBe('checked cannot be empty');
  });

  it('counts the lines for the tab badge', async () => {
    const { token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db);
    expect((await cart('getCount', {}, token)).data).toEqual({ count: 0 });
    await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 3 }, token);
    await cart('add', { id: item.id, sku_id: skus[1].skuId }, token);
    expect((await cart('getCount', {}, token)).data).toEqual({ count: 2 });
  });

  it('marks lines whose SKU sold out or whose item is gone as invalid', async () => {
    const { token } = await newShopper(h.db);
    const a = await makeItem(h.db);
    const b = await makeItem(h.db);
    await cart('add', { id: a.item.id, sku_id: a.skus[0].skuId, quantity: 2 }, token);
    await cart('add', { id: b.item.id, sku_id: b.skus[0].skuId }, token);
    await h.db.update(itemSkus).set({ stock: 0 }).where(and(eq(itemSkus.itemId, a.item.id), eq(itemSkus.skuId, a.skus[0].skuId)));
    await h.db.delete(items).where(eq(items.id, b.item.id));
    const got = await lines(token);
    expect(got.find((l) => l.item_id === a.item.id)).toMatchObject({ stock: 0, invalid: true });
    expect(got.find((l) => l.item_id === b.item.id)).toMatchObject({ stock: 0, invalid: true, api_type: null });
  });
});

describe('cart: totals and domestic shipping', () => {
  it('groups by seller and charges one post fee per seller and a service fee rounded up to a fen', async () => {
    const { token } = await newShopper(h.db);
    const a1 = await makeItem(h.db, { seller: 'tot_a', priceFen: 10_000 });
    const a2 = await makeItem(h.db, { seller: 'tot_a', priceFen: 5_000 });
    await h.db.update(items).set({ postFeeFen: 1_200 }).where(eq(items.id, a2.item.id));
    const b1 = await makeItem(h.db, { seller: 'tot_b', priceFen: 3_333 });
    await cart('add', { id: a1.item.id, sku_id: a1.skus[0].skuId, quantity: 2 }, token);
    const a2line = (await cart('add', { id: a2.item.id, sku_id: a2.skus[0].skuId, quantity: 1 }, token)).data.id;
    await cart('add', { id: b1.item.id, sku_id: b1.skus[0].skuId, quantity: 3 }, token);
    // goods 200.00 + 50.00 + 99.99; post max(8, 12) + 8; service 5 %: 12.50 (seller A) + ceil(4.9995) = 5.00 (seller B)
    let l = await list(token);
    expect(l.groups.map((g) => [g.seller, g.post_fee, g.goods.length])).toEqual([['Shop tot_b', '8.00', 1], ['Shop tot_a', '12.00', 2]]);
    expect(l.totals).toEqual({ count: 3, selected_count: 3, goods: '349.99', post_fee: '20.00', service_fee: '17.50', total: '387.49', fee_discount: null });
    // unselect the 12.00-post line: seller A's post drops to 8.00
    await cart('check', { ids: a2line, checked: 0 }, token);
    l = await list(token);
    expect(l.groups[1].post_fee).toBe('8.00');
    expect(l.totals).toEqual({ count: 3, selected_count: 2, goods: '299.99', post_fee: '16.00', service_fee: '15.00', total: '330.99', fee_discount: null });
    // express for seller B doubles its post fee; new goods of that seller ride express too
    const ship = await cart('changeShipping', { seller: 'Shop tot_b', shipping: 'express' }, token);
    expect(ship.data).toMatchObject({ seller: 'Shop tot_b', shipping: 'express', post_fee: '16.00', totals: { post_fee: '24.00', total: '338.99' } });
    const b2 = await makeItem(h.db, { seller: 'tot_b', priceFen: 1_000 });
    await cart('add', { id: b2.item.id, sku_id: b2.skus[0].skuId }, token);
    l = await list(token);
    expect(l.groups[0]).toMatchObject({ seller: 'Shop tot_b', shipping: 'express', post_fee: '16.00' });
    expect(l.groups[0].goods).toHaveLength(2);
    await cart('changeShipping', { seller: 'Shop tot_b', shipping: 'standard' }, token);
    expect((await list(token)).groups[0]).toMatchObject({ shipping: 'standard', post_fee: '8.00' });
  });

  it('keeps one group per shop even when goods were added in different languages', async () => {
    const { token } = await newShopper(h.db);
    const a = await makeItem(h.db, { seller: 'lang_shop' });
    const b = await makeItem(h.db, { seller: 'lang_shop' });
    await cart('add', { id: a.item.id, sku_id: a.skus[0].skuId }, token, 'zh-cn');
    await cart('add', { id: b.item.id, sku_id: b.skus[0].skuId }, token, 'en');
    // One group, named in the language of the screen whatever the language each line was added in.
    expect((await list(token)).groups.map((g) => g.seller)).toEqual(['Shop lang_shop']);
    const ru = (await cart('getList', {}, token, 'ru')).data as CartList;
    expect(ru.groups.map((g) => [g.seller, g.goods.length])).toEqual([['Shop lang_shop (ru)', 2]]);
    // Its shipping changes by that name, for both lines.
    const ship = await cart('changeShipping', { seller: 'Shop lang_shop (ru)', shipping: 'express' }, token, 'ru');
    expect(ship.data).toMatchObject({ shipping: 'express', post_fee: '16.00' });
    expect((await lines(token)).map((l) => l.id)).toHaveLength(2);
    expect((await list(token)).groups[0]).toMatchObject({ seller: 'Shop lang_shop', shipping: 'express' });
  });

  it('refuses an unknown seller or shipping', async () => {
    const { token } = await newShopper(h.db);
    expect((await cart('changeShipping', { seller: 'nobody', shipping: 'express' }, token)).msg).toBe('No goods of this seller in your cart');
    expect((await cart('changeShipping', { seller: 'nobody', shipping: 'air' }, token)).msg).toBe('Invalid parameter: shipping');
    expect((await cart('changeShipping', { shipping: 'express' }, token)).msg).toBe('seller cannot be empty');
  });
});

describe("cart: another user's lines", () => {
  it('are never shown, changed, selected or deleted', async () => {
    const owner = await newShopper(h.db);
    const other = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { seller: 'private' });
    const id = (await cart('add', { id: item.id, sku_id: skus[0].skuId, quantity: 2 }, owner.token)).data.id;
    expect(await list(other.token)).toEqual({ groups: [], totals: { count: 0, selected_count: 0, goods: '0.00', post_fee: '0.00', service_fee: '0.00', total: '0.00', fee_discount: null } });
    expect((await cart('getCount', {}, other.token)).data.count).toBe(0);
    expect(await cart('edit', { id, quantity: 5 }, other.token)).toMatchObject({ code: 0, msg: 'Cart item not found', data: null });
    expect(await cart('edit', { id, sku_id: skus[1].skuId }, other.token)).toMatchObject({ code: 0, msg: 'Cart item not found' });
    expect(await cart('delete', { ids: id }, other.token)).toMatchObject({ code: 0, msg: 'Cart item not found' });
    expect(await cart('check', { ids: id, checked: 0 }, other.token)).toMatchObject({ code: 0, msg: 'Cart item not found' });
    expect((await cart('check', { all: 1, checked: 0 }, other.token)).data.count).toBe(0);
    expect((await cart('changeShipping', { seller: 'Shop private', shipping: 'express' }, other.token)).code).toBe(0);
    // adding the same item makes the other user their own line
    const theirs = (await cart('add', { id: item.id, sku_id: skus[0].skuId }, other.token)).data;
    expect(theirs.id).not.toBe(id);
    expect(theirs.quantity).toBe(1);
    const mine = await list(owner.token);
    expect(mine.groups[0]).toMatchObject({ shipping: 'standard' });
    expect(mine.groups[0].goods[0]).toMatchObject({ id, quantity: 2, selected: true, sku_id: skus[0].skuId });
  });
});
