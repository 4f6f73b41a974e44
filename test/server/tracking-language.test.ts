import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { trackingEvents } from '../../server/db/schema';
import { addTracking } from '../../server/domain/parcels/tracking';
import { harness, type Harness } from './harness';
import { makeOrder, newShopper } from './fixtures';
import { pack, parcelWorld, shopperWithGoods, simulatePay, type World } from './parcel-setup';

let h: Harness;
let w: World;
beforeAll(async () => {
  h = await harness();
  w = await parcelWorld(h);
});

type Track = { status: string; location: string };
const shown = (events: Track[]) => events.map((e) => [e.status, e.location]);

describe('tracking reads in the language of the screen, whatever it was when it happened', () => {
  it('an order bought and signed for at the warehouse: our events in zh-cn, ru and en', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 1 });
    expect((await h.ops('buy', { id: order.id, express_company: 'ZTO', express_no: 'ZT556677' })).code).toBe(1);
    expect((await h.ops('receive', { id: order.id, weights: '300' })).code).toBe(1);
    const track = async (lang: string) => (await h.call('/api/order/getExpressTrackNew', { id: order.id }, { token, lang })).data.events as Track[];
    expect(shown(await track('zh-cn'))).toEqual([['仓库已签收', '仓库'], ['卖家已发货：ZTO ZT556677', '卖家'], ['已向卖家下单购买', '卖家']]);
    expect(shown(await track('ru'))).toEqual([['Принято на складе', 'Склад'], ['Продавец отправил: ZTO ZT556677', 'Продавец'], ['Куплено у продавца', 'Продавец']]);
    expect(shown(await track('en'))).toEqual([['Signed for at the warehouse', 'Warehouse'], ['Seller shipped: ZTO ZT556677', 'Seller'], ['Bought from the seller', 'Seller']]);
    // The older call answers the same events.
    const old = await h.call('/api/order/getExpressTrack', { id: order.id }, { token, lang: 'zh-cn' });
    expect(old.data.list[0]).toMatchObject({ status: '仓库已签收', location: '仓库' });
  });

  it('a parcel handed over to China Post: the carrier by its name in the language, on the events and beside the number', async () => {
    const s = await shopperWithGoods(h, w);
    const { data: p } = await pack(h, s, w.air.id);
    expect((await h.ops('weigh', { id: p.id, weight: 1200, length: 30, width: 20, height: 10 })).code).toBe(1);
    await simulatePay(h, p.id);
    expect((await h.ops('ship', { id: p.id, carrier: 'China Post', tracking_no: 'RR123456789CN' })).code).toBe(1);
    const zh = (await h.call('/api/sendorder/gettrackindex', { id: p.id }, { token: s.token, lang: 'zh-cn' })).data;
    expect(zh.carrier).toBe('中国邮政');
    expect(shown(zh.events)).toEqual([['已交付中国邮政，运单号 RR123456789CN', '中国广州'], ['已在仓库打包称重', '中国广州']]);
    const ru = (await h.call('/api/sendorder/gettrackindex', { id: p.id }, { token: s.token, lang: 'ru' })).data;
    expect(ru.carrier).toBe('Почта Китая');
    expect(ru.events[0].status).toBe('Передано перевозчику Почта Китая, трек-номер RR123456789CN');
    expect((await h.call('/api/sendorder/receipt', { id: p.id }, { token: s.token })).code).toBe(1);
    const after = (await h.call('/api/sendorder/gettrackindex', { id: p.id }, { token: s.token, lang: 'zh-cn' })).data.events as Track[];
    expect(after[0].status).toBe('已签收');
  });

  it('a carrier\'s own words stay as the carrier wrote them', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 2 });
    await addTracking(h.db, 'order', order.id, [{ time: 1_700_000_000, words: '快件已揽收 track.bought', location: '杭州' }]);
    const events = (await h.call('/api/order/getExpressTrackNew', { id: order.id }, { token, lang: 'ru' })).data.events as Track[];
    expect(shown(events)).toEqual([['快件已揽收 track.bought', '杭州']]);
  });

  it('events written as English sentences before the migration (0012) read in the language too', async () => {
    const { user, token } = await newShopper(h.db);
    const { order } = await makeOrder(h.db, user.id, { status: 3 });
    const old = [
      ['Bought from the seller', 'Some Official Store'], ['Seller shipped: SF SF0000000042', 'Some Official Store'],
      ['Signed for at the warehouse: China Post RR1CN9', 'Warehouse'], ['Handed over to China Post, tracking number EE1CN', 'Guangzhou, CN'],
      ['Picked up by the courier', 'Hangzhou'],
    ];
    await h.db.insert(trackingEvents).values(old.map(([status, location], i) => ({ refType: 'order' as const, refId: order.id, time: 1_700_000_000 + i, status, location })));
    const migration = readFileSync('server/db/migrations/0012_tracking_keys.sql', 'utf8').split('--> statement-breakpoint').map((x) => x.trim());
    for (const statement of migration.filter((x) => /^(--[^\n]*\n)*UPDATE/.test(x))) await h.db.execute(sql.raw(statement));
    const events = (await h.call('/api/order/getExpressTrackNew', { id: order.id }, { token, lang: 'zh-cn' })).data.events as Track[];
    expect(shown(events)).toEqual([
      ['Picked up by the courier', 'Hangzhou'], ['已交付中国邮政，运单号 EE1CN', '中国广州'], ['仓库已签收：中国邮政 RR1CN9', '仓库'],
      ['卖家已发货：SF SF0000000042', '卖家'], ['已向卖家下单购买', '卖家'],
    ]);
  });
});
