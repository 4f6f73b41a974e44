import { describe, it, expect, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { items, orderGoods, orders, shops } from '../../server/db/schema';
import { carrierName } from '../../server/i18n';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

describe('one language per screen after purchase (issue 10, 19)', () => {
  it('order list, detail and photos show a catalogue item\'s title and options in the asked language, whatever language it was ordered in', async () => {
    const { user, token } = await newShopper(h.db);
    const [item] = await h.db.select().from(items).where(sql`jsonb_array_length(${items.props}) >= 2`).limit(1);
    const [a, b] = item.props;
    const enText = `${a.name.en}: ${a.values[0].name.en}; ${b.name.en}: ${b.values[0].name.en}`;
    const { order, goods } = await makeOrder(h.db, user.id, { status: 3, goods: 2 });
    await h.db.update(orderGoods).set({ itemId: item.id, title: item.title.en, skuText: enText }).where(eq(orderGoods.id, goods[0].id));

    const ru = (await h.call('/api/order/detail', { id: order.id }, { token, lang: 'ru' })).data;
    const line = ru.goods.find((g: { id: number }) => g.id === goods[0].id);
    expect(line.title).toBe(item.title.ru);
    expect(line.sku_text).toBe(`${a.name.ru}: ${a.values[0].name.ru}; ${b.name.ru}: ${b.values[0].name.ru}`);
    // Goods added by hand stay as the shopper typed them.
    expect(ru.goods.find((g: { id: number }) => g.id === goods[1].id)).toMatchObject({ title: 'Fixture goods 2', sku_text: 'Colour: Red' });

    const zhList = (await h.call('/api/order/lists', { status: 'all' }, { token, lang: 'zh-cn' })).data;
    expect(zhList.data[0].goods.find((g: { id: number }) => g.id === goods[0].id)).toMatchObject({ title: item.title['zh-cn'], sku_text: `${a.name['zh-cn']}: ${a.values[0].name['zh-cn']}; ${b.name['zh-cn']}: ${b.values[0].name['zh-cn']}` });
    const warehouse = (await h.call('/api/order/getGoodslist', { status: 3 }, { token, lang: 'zh-cn' })).data;
    expect(warehouse.data.find((g: { id: number }) => g.id === goods[0].id).title).toBe(item.title['zh-cn']);
    const photos = (await h.call('/api/order/photo', { id: order.id }, { token, lang: 'ru' })).data;
    expect(photos[0].title).toBe(item.title.ru);
  });

  it('an order\'s seller is named in the asked language, whatever language it was ordered in; a seller no shop has stays as written', async () => {
    const { user, token } = await newShopper(h.db);
    const [shop] = await h.db.select().from(shops).limit(1);
    const { order: inRussian } = await makeOrder(h.db, user.id, { status: 1 });
    await h.db.update(orders).set({ sellerName: shop.name.ru }).where(eq(orders.id, inRussian.id));
    const { order: byHand } = await makeOrder(h.db, user.id, { status: 1 });
    await h.db.update(orders).set({ sellerName: 'Market stall 12' }).where(eq(orders.id, byHand.id));

    const zh = (await h.call('/api/order/lists', { status: 'all' }, { token, lang: 'zh-cn' })).data.data as { id: number; seller: string }[];
    expect(zh.find((o) => o.id === inRussian.id)!.seller).toBe(shop.name['zh-cn']);
    expect(zh.find((o) => o.id === byHand.id)!.seller).toBe('Market stall 12');
    expect((await h.call('/api/order/detail', { id: inRussian.id }, { token, lang: 'en' })).data.seller).toBe(shop.name.en);
    expect((await h.call('/api/order/detail', { id: inRussian.id }, { token, lang: 'ru' })).data.seller).toBe(shop.name.ru);
    // The message saying it was bought names the seller in the language it is read in, too.
    expect((await h.ops('buy', { id: inRussian.id })).code).toBe(1);
    const [bought] = (await h.call('/api/message/lists', { kind: 'order_bought' }, { token, lang: 'zh-cn' })).data.data as { content: string }[];
    expect(bought.content).toContain(shop.name['zh-cn']);
    expect(bought.content).not.toContain(shop.name.ru);
  });

  it('carriers are named in the screen\'s language (a brand with no local name stays as it is)', () => {
    expect(carrierName('China Post', 'ru')).toBe('Почта Китая');
    expect(carrierName('China Post', 'zh-cn')).toBe('中国邮政');
    expect(carrierName('China Post', 'en')).toBe('China Post');
    expect(carrierName('EMS', 'zh-cn')).toBe('EMS');
  });

  it('shipping lines answer the carrier in the asked language', async () => {
    const { token } = await newShopper(h.db);
    const est = await h.call('/api/other/estimates', { country: 'US', weight: 1000 }, { token, lang: 'zh-cn' });
    const carriers = (est.data.lines ?? est.data).map((l: { carrier: string }) => l.carrier);
    expect(carriers).toContain('中国邮政');
    expect(carriers).not.toContain('China Post');
  });
});
