import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeItem, makeOrder, newShopper } from './fixtures';
import { items, orderGoods } from '../../server/db/schema';
import { propertiesOf } from '../../server/domain/orders/buy-again';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

describe('adszone/getAdsByMark: the category banner', () => {
  it('the seeded wap_category_banner zone has an ad in each language, an unknown zone none', async () => {
    for (const [lang, title] of [['en', 'Best of every marketplace'], ['ru', 'Лучшее со всех площадок'], ['zh-cn', '各平台精选好物']]) {
      const r = await h.call('/api/adszone/getAdsByMark', { mark: 'wap_category_banner' }, { lang });
      expect(r.code).toBe(1);
      expect(r.data).toEqual([{ id: expect.any(Number), title, image: '/static/goods/banner-7.webp', link: '/pages/mall/index' }]);
    }
    expect((await h.call('/api/adszone/getAdsByMark', { mark: 'nowhere' })).data).toEqual([]);
  });
});

describe('order detail buy_again → cart/batchadd', () => {
  it('names each line\'s item and SKU (options in any language) and hand-added goods as typed; batchadd puts them all in the cart', async () => {
    const { user, token } = await newShopper(h.db);
    const { item, skus } = await makeItem(h.db, { priceFen: 10_000 });
    const gone = await makeItem(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 5 });
    await h.db.delete(orderGoods).where(eq(orderGoods.orderId, order.id));
    await h.db.insert(orderGoods).values([
      { userId: user.id, orderId: order.id, itemId: item.id, title: 'Test jacket', skuText: 'Colour (ru): Blue (ru); Size (ru): M (ru)', priceFen: 10_000, quantity: 2 },
      { userId: user.id, orderId: order.id, itemId: item.id, title: 'Test jacket', skuText: 'Colour: Green; Size: M', priceFen: 10_000, quantity: 1 },
      { userId: user.id, orderId: order.id, itemId: gone.item.id, title: 'Gone', skuText: 'Colour: Red; Size: M', priceFen: 10_000, quantity: 1 },
      { userId: user.id, orderId: order.id, itemId: null, title: 'Handmade cup', url: 'https://item.example.com/cup', skuText: 'Blue', priceFen: 3_550, quantity: 3, picUrl: '/static/x.webp' },
    ]);
    await h.db.delete(items).where(eq(items.id, gone.item.id));

    const d = await h.call('/api/order/detail', { id: order.id }, { token, method: 'GET' });
    expect(d.code).toBe(1);
    expect(d.data.buy_again).toEqual([
      { id: item.id, sku_id: skus[2].skuId, quantity: 2 },
      { url: 'https://item.example.com/cup', title: 'Handmade cup', price: '35.50', sku_text: 'Blue', seller: 'Fixture shop', quantity: 3 },
    ]);

    const added = await h.call('/api/cart/batchadd', { goods: JSON.stringify(d.data.buy_again) }, { token });
    expect(added.code).toBe(1);
    expect(added.data).toMatchObject({ added: 2 });
    const cart = await h.call('/api/cart/getList', {}, { token });
    const lines = cart.data.groups.flatMap((s: { goods: { title: string; sku_id: string; quantity: number }[] }) => s.goods);
    expect(lines.map((l: { title: string; quantity: number }) => [l.title, l.quantity]).sort()).toEqual([['Handmade cup', 3], ['Test jacket', 2]]);
  });

  it('another shopper\'s order is not theirs to see', async () => {
    const a = await newShopper(h.db);
    const b = await newShopper(h.db);
    const { order } = await makeOrder(h.db, a.user.id, { status: 5 });
    const r = await h.call('/api/order/detail', { id: order.id }, { token: b.token, method: 'GET' });
    expect(r.code).toBe(0);
  });

  it('propertiesOf reads options in any language, and nothing it does not know', () => {
    const props = [{ pid: '1', name: { en: 'Colour', ru: 'Цвет', 'zh-cn': '颜色' }, values: [{ vid: '7', name: { en: 'Red', ru: 'Красный', 'zh-cn': '红色' } }] }];
    expect(propertiesOf('Цвет: Красный', props)).toBe('1:7');
    expect(propertiesOf('颜色: 红色', props)).toBe('1:7');
    expect(propertiesOf('Colour: Blue', props)).toBeNull();
    expect(propertiesOf('', props)).toBe('');
  });
});
