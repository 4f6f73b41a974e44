import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

type Area = { id: number; name: string; code: string; mcode: string; has_children: boolean };
const countries = async (lang = 'en') => (await h.call('/api/other/getAreaInfo', { pid: 0 }, { method: 'GET', lang })).data as Area[];

describe('/api/other/getAreaInfo', () => {
  it('answers the countries at pid 0 with ISO code, dialling code and whether they have regions', async () => {
    const list = await countries();
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.find((c) => c.code === 'RU')).toMatchObject({ name: 'Russia', mcode: '+7', has_children: true });
    expect(list.find((c) => c.code === 'FR')).toMatchObject({ name: 'France', mcode: '+33', has_children: false });
    for (const code of ['US', 'RU', 'GB', 'DE', 'CA', 'AU', 'UA', 'KZ']) expect(list.find((c) => c.code === code)?.has_children).toBe(true);
  });

  it('answers one country\'s regions by pid, in the asked language', async () => {
    const ru = (await countries()).find((c) => c.code === 'RU')!;
    const r = await h.call('/api/other/getAreaInfo', { pid: ru.id }, { lang: 'ru' });
    expect(r.code).toBe(1);
    expect(r.data.length).toBeGreaterThanOrEqual(12);
    expect(r.data.map((a: Area) => a.name)).toEqual(expect.arrayContaining(['Москва', 'Санкт-Петербург']));
    expect(r.data[0].has_children).toBe(false);
    expect((await countries('zh-cn')).find((c) => c.code === 'US')?.name).toBe('美国');
  });

  it('answers an empty list for an unknown parent', async () => {
    expect((await h.call('/api/other/getAreaInfo', { pid: 999999 })).data).toEqual([]);
  });

  it('refuses a pid that is not a number, naming the field', async () => {
    const r = await h.call('/api/other/getAreaInfo', { pid: 'abc' });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('pid');
  });
});

describe('/api/other reference lists', () => {
  it('server: the shop\'s contacts, texts in the asked language', async () => {
    const en = await h.call('/api/other/server', {}, { method: 'GET' });
    expect(en.code).toBe(1);
    expect(en.data).toMatchObject({ email: 'support@buyforme.example', telegram: '@buyforme_support', wechat: 'buyforme_cs' });
    expect(en.data.phone).toMatch(/^\+86/);
    expect(en.data.whatsapp).toMatch(/^\+86/);
    expect(en.data.hours).toMatch(/Mon/);
    expect((await h.call('/api/other/server', {}, { lang: 'ru' })).data.hours).toMatch(/Пн/);
    const section = await h.call('/api/other/configlist', { section: 'service' }, { method: 'GET' });
    expect(section.data.service.contact_email).toBe('support@buyforme.example');
  });

  it('getExpresslist: the domestic express companies with translated names', async () => {
    const r = await h.call('/api/other/getExpresslist', {}, { method: 'GET', lang: 'zh-cn' });
    expect(r.data.map((e: { code: string }) => e.code)).toEqual(expect.arrayContaining(['shunfeng', 'yuantong', 'zhongtong', 'shentong', 'yunda', 'jd', 'ems']));
    expect(r.data.find((e: { code: string }) => e.code === 'shunfeng').name).toBe('顺丰速运');
    expect(Object.keys(r.data[0]).sort()).toEqual(['code', 'id', 'name']);
  });

  it('getGoodsType: the goods types the shipping rules know', async () => {
    const r = await h.call('/api/other/getGoodsType', {}, { lang: 'ru' });
    expect(r.data.map((g: { code: string }) => g.code)).toEqual(['general', 'battery', 'liquid', 'cosmetics', 'food', 'brand']);
    expect(r.data[3].name).toBe('Косметика');
  });

  it('warehouse: address, contact, phone and free storage days', async () => {
    const r = await h.call('/api/other/warehouse', {});
    expect(r.data.length).toBeGreaterThanOrEqual(2);
    expect(r.data[0]).toMatchObject({ name: 'Guangzhou main warehouse', free_days: 90 });
    expect(r.data[0].address).toMatch(/Guangzhou/);
    expect(r.data[0].phone).toMatch(/^\+86/);
    expect(r.data[0].contact).not.toBe('');
    expect(r.data.some((w: { name: string }) => /Yiwu/.test(w.name))).toBe(true);
  });

  it('getmcode: the dialling code of every country', async () => {
    const r = await h.call('/api/other/getmcode', {});
    expect(r.data.length).toBeGreaterThanOrEqual(30);
    expect(r.data.find((m: { code: string }) => m.code === 'RU')).toMatchObject({ country: 'Russia', mcode: '+7' });
    expect(r.data.find((m: { code: string }) => m.code === 'GB')).toMatchObject({ mcode: '+44' });
  });
});

describe('POST /api/other/estimates', () => {
  const box = { weight: 1200, length: 30, width: 20, height: 10 };
  const fees = (lines: { carrier: string; fee: string }[]) => lines.map((l) => [l.carrier, l.fee]);

  it('quotes every line to Russia, cheapest first, with the chargeable weight of each', async () => {
    const r = await h.call('/api/other/estimates', { country: 'RU', ...box });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ actual_weight: 1200, carton_weight: 700, volumetric_weight: 1000, chargeable_weight: 1900, divisor: 6000 });
    expect(r.data.country).toMatchObject({ code: 'RU', name: 'Russia' });
    expect(r.data.goods_type.code).toBe('general');
    // 1 900 g: CDEK 95 + 2 × 32; post 70 + 3 × 30; sensitive 120 + 3 × 45; sea 260 (first 5 kg); EMS 150 + 3 × 55; DHL 220 + 3 × 48
    expect(fees(r.data.lines)).toEqual([
      ['CDEK', '159.00'], ['China Post', '160.00'], ['YunExpress', '255.00'], ['COSCO', '260.00'], ['EMS', '315.00'], ['DHL', '364.00'],
    ]);
    const dhl = r.data.lines.find((l: { carrier: string }) => l.carrier === 'DHL');
    expect(dhl).toMatchObject({ divisor: 5000, volumetric_weight: 1200, chargeable_weight: 1900, first_weight: 500, first_price: '220.00', step_weight: 500, step_price: '48.00', transit_days: '3-6' });
    expect(r.data.refused).toEqual([]);
  });

  it('charges the volume of a light bulky parcel', async () => {
    const r = await h.call('/api/other/estimates', { country: 'DE', weight: 300, length: 50, width: 40, height: 30 });
    expect(r.data.chargeable_weight).toBe(10000);
    const dhl = r.data.lines.find((l: { carrier: string }) => l.carrier === 'DHL');
    expect(dhl).toMatchObject({ chargeable_weight: 12000, fee: '1324.00' }); // 12 000 g: 220 + 23 × 48
  });

  it('refuses lines by country and goods type with a translated reason', async () => {
    const r = await h.call('/api/other/estimates', { country: 'US', goods_type: 'battery', weight: 1200 });
    expect(fees(r.data.lines)).toEqual([['YunExpress', '255.00'], ['DHL', '364.00']]);
    const why = Object.fromEntries(r.data.refused.map((x: { name: string; code: string; reason: string }) => [x.name, [x.code, x.reason]]));
    expect(why['Russian Express line']).toEqual(['country', 'Does not ship to United States']);
    expect(why.EMS).toEqual(['goods', 'Does not carry With battery']);
    const ru = await h.call('/api/other/estimates', { country: 'US', goods_type: 'battery', weight: 1200 }, { lang: 'ru' });
    expect(ru.data.refused.map((x: { reason: string }) => x.reason)).toContain('Не доставляет в страну США');
  });

  it('refuses lines by weight and keeps those that can carry 40 kg', async () => {
    const r = await h.call('/api/other/estimates', { country: 'DE', weight: 40000 });
    expect(r.data.lines.map((l: { carrier: string }) => l.carrier).sort()).toEqual(['COSCO', 'DHL']);
    const ems = r.data.refused.find((x: { name: string }) => x.name === 'EMS');
    expect(ems).toMatchObject({ code: 'weight', reason: 'Over the 30 kg limit of this line' });
  });

  it('takes the country as an area id (a region stands for its country), a warehouse and a declared value', async () => {
    const list = await countries();
    const ru = list.find((c) => c.code === 'RU')!;
    const moscow = (await h.call('/api/other/getAreaInfo', { pid: ru.id })).data[0];
    const warehouse = (await h.call('/api/other/warehouse', {})).data[0];
    for (const country of [ru.id, moscow.id]) {
      const r = await h.call('/api/other/estimates', { country, warehouse_id: warehouse.id, weight: 1200, declared_value: '100' });
      expect(r.data.country.code).toBe('RU');
      expect(r.data.warehouse_id).toBe(warehouse.id);
      expect(r.data.lines.find((l: { carrier: string }) => l.carrier === 'EMS')).toMatchObject({ insurance_rate: 30, insurance: '3.00' });
    }
  });

  it.each([
    [{ country: 'RU', weight: 1200, length: -5, width: 20, height: 10 }, 'length', 'between 0 and 300'],
    [{ country: 'RU', weight: 1200, length: 30, width: 20 }, 'height', 'together'],
    [{ country: 'RU', weight: 1200, length: 30, width: 2000, height: 10 }, 'width', 'between 0 and 300'],
    [{ country: 'RU', weight: 1200, length: 'abc', width: 20, height: 10 }, 'length', 'Invalid'],
    [{ country: 'RU', weight: 0 }, 'weight', 'more than 0'],
    [{ country: 'RU' }, 'weight', 'cannot be empty'],
    [{ country: 'ZZ', weight: 100 }, 'country', 'country'],
    [{ weight: 100 }, 'country', 'cannot be empty'],
    [{ country: 'RU', weight: 100, goods_type: 'plutonium' }, 'goods_type', 'unknown goods type'],
    [{ country: 'RU', weight: 100, warehouse_id: 99999 }, 'warehouse_id', 'no such warehouse'],
    [{ country: 'RU', weight: 100, declared_value: 'lots' }, 'declared_value', 'Invalid'],
  ])('refuses %o naming %s', async (params, field, text) => {
    const r = await h.call('/api/other/estimates', params);
    expect(r.code).toBe(0);
    expect(r.msg).toContain(field);
    expect(r.msg).toContain(text);
  });

  it('explains invalid sizes in the asked language', async () => {
    const r = await h.call('/api/other/estimates', { country: 'RU', weight: 1200, length: 30, width: 20 }, { lang: 'ru' });
    expect(r.msg).toBe('Укажите длину, ширину и высоту вместе: не хватает height');
  });
});
