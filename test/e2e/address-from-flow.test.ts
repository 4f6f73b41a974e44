import { describe, it, expect } from 'vitest';
import { apiAs, ops, shopperPerTest } from './browser';
import { journeys } from '../../scripts/shop/journeys';
import type { ParcelDetail } from '../../src/api/types/parcel';
import type { Address } from '../../src/api/types/member';

/**
 * Issue 33 §3: an address added from a flow is the one chosen when the flow resumes. A Russian shopper (ru, 360×640)
 * whose default address is in the US adds a Russian one from Confirm parcel: the page comes back with it chosen,
 * and the parcel is created to it.
 */
describe('an address added from Confirm parcel', () => {
  // The declaration notice read before (its acceptance is remembered on the device): the journey is the address's.
  const me = shopperPerTest('address-flow', { recharge: '3000.00', storage: { language: 'ru', declaredOrder: '1' } });
  const api = apiAs(() => me.token);

  it('is chosen when the page comes back, and the parcel goes to it', async () => {
    const { page, base } = me;
    const areas = await api<{ id: number; code: string; children?: { id: number; code?: string; name: string }[] }[]>('/api/address/getAreaList');
    const us = areas.find((a) => a.code === 'US')!;
    await api('/api/address/addAddress', { name: 'Lena Usa', mcode: '+1', mobile: '2025550199', country_id: us.id, address: '2 Main St', city: 'Springfield', zipcode: '12345', is_default: 1, region_id: us.children?.[0]?.id ?? 0 });
    const goodsId = await journeys(api, ops).warehouseGoods();
    const name = `Ольга ${Date.now().toString(36)}`;

    await page.goto(`${base}/wap/#/pages/member/sendorder/confirm?ids=${goodsId}`);
    await expect.poll(() => page.getByRole('radio', { name: /Lena Usa/ }).isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Добавить адрес' }).tap();

    // The form, as a shopper fills it: Russia, Chelyabinsk Oblast from the region sheet, phone, city, street, postcode.
    await page.getByLabel('Имя получателя').fill(name);
    await page.locator('#ad-country_id option', { hasText: 'Россия' }).waitFor({ state: 'attached' });
    await page.getByLabel('Страна', { exact: true }).selectOption({ label: 'Россия' });
    await page.locator('#ad-region_id').tap();
    await page.getByRole('dialog', { name: 'Регион' }).getByRole('button', { name: 'Челябинская область', exact: true }).tap();
    await page.getByLabel('Телефон', { exact: true }).fill('9123456789');
    await page.getByLabel('Город', { exact: true }).fill('Челябинск');
    await page.getByLabel('Адрес (улица, дом, квартира)').fill('ул. Кирова, 1');
    await page.getByLabel('Почтовый индекс').fill('454000');
    await page.getByRole('button', { name: 'Сохранить адрес' }).tap();

    // Back on Confirm parcel: the new address is the one chosen (the US default stays in the list, not chosen).
    await page.waitForFunction(() => location.hash.startsWith('#/pages/member/sendorder/confirm'));
    const added = page.getByRole('radio', { name: new RegExp(name) });
    await expect.poll(() => added.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Lena Usa/ }).isChecked()).toBe(false);
    // A line that ships to Russia is chosen for it.
    const line = page.locator('input[name=line]:not([disabled])').first();
    await expect.poll(() => line.isChecked()).toBe(true);
    await page.getByLabel('Что это', { exact: true }).fill('Футболка');
    await page.getByRole('button', { name: 'Создать посылку' }).tap();
    await page.waitForFunction(() => /^#\/pages\/member\/sendorder\/detail\?id=\d+$/.test(location.hash));

    const id = Number(new URL(page.url()).hash.split('id=')[1]);
    const parcel = await api<ParcelDetail>('/api/sendorder/detail', { id });
    const book = await api<Address[]>('/api/address/lists');
    const russian = book.find((a) => a.name === name)!;
    expect(russian).toMatchObject({ country_code: 'RU', city: 'Челябинск', zipcode: '454000', is_default: 0 });
    expect(parcel.address).toMatchObject({ name, country_code: 'RU', region: russian.region, city: 'Челябинск', address: 'ул. Кирова, 1', zipcode: '454000' });
    // The detail page says so too.
    await page.getByText(name).first().waitFor();
  });
});
