import { describe, it, expect, beforeAll } from 'vitest';
import { harness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

describe('startup calls', () => {
  it('lists add-ons keyed by name with their state', async () => {
    const r = await h.call('/api/addon/lists', {}, { method: 'GET' });
    expect(r.code).toBe(1);
    expect(r.data.signin.state).toBe(1);
    expect(r.data.zhuanpan.state).toBe(1);
  });

  it('answers the country from a CDN header, else the configured default', async () => {
    expect((await h.call('/api/other/getCounryCode', {}, { method: 'GET', headers: { 'cf-ipcountry': 'ru' } })).data.country_code).toBe('RU');
    expect((await h.call('/api/other/getCounryCode', {}, { method: 'GET' })).data.country_code).toBe('US');
  });

  it('serves the `all` config section the storefront boots on', async () => {
    const r = await h.call('/api/other/configlist', {}, { method: 'GET' });
    expect(r.data.all).toMatchObject({ language: 'en', currency: 'USD', ios_app_version: '2.5.1', api_image_search: 1 });
  });

  it('lists currencies with symbols, rate and decimal places', async () => {
    const r = await h.call('/api/currency/lists', {}, { method: 'GET' });
    const codes = r.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['CNY', 'USD', 'EUR', 'GBP', 'RUB', 'JPY']));
    const usd = r.data.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toMatchObject({ symbol_left: '$', symbol_right: '', symbol: '$', decimal_place: 2 });
    expect(Number(usd.value)).toBeGreaterThan(0);
  });

  it('names currencies in the asked language (one language per screen), the operator\'s names in English', async () => {
    const names = async (lang: string) => Object.fromEntries((await h.call('/api/currency/lists', { lang }, { method: 'GET' })).data.map((c: { code: string; title: string }) => [c.code, c.title]));
    expect(await names('en')).toMatchObject({ USD: 'US Dollar', RUB: 'Russian Rouble', CNY: 'Chinese Yuan' });
    expect(await names('ru')).toMatchObject({ USD: 'Доллар США', RUB: 'Российский рубль', CNY: 'Китайский юань' });
    expect(await names('zh-cn')).toMatchObject({ USD: '美元', RUB: '俄罗斯卢布', CNY: '人民币' });
  });

  it('answers the waplang dictionary in the asked language and refuses other controllers', async () => {
    const ru = await h.call('/api/other/language', { controllername: 'waplang', lang: 'ru' }, { method: 'GET' });
    expect(ru.data['home.notice']).toMatch(/склад/);
    const bad = await h.call('/api/other/language', { controllername: 'admin' }, { method: 'GET' });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('controllername');
  });

  it('lists the three languages', async () => {
    const r = await h.call('/api/language/lists', {}, { method: 'GET' });
    expect(r.data.map((l: { code: string }) => l.code)).toEqual(['en', 'ru', 'zh-cn']);
  });

  it('answers an unknown API path with the envelope and 404', async () => {
    const r = await h.call('/api/nothing/here');
    expect(r.status).toBe(404);
    expect(r.code).toBe(0);
  });
});
