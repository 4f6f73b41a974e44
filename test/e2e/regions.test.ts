import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { newShopperPhone } from './browser';

let page: Page;
let base: string;

beforeAll(async () => {
  ({ page, base } = await newShopperPhone('regions', { storage: { language: 'ru' } }));
});

describe('the region of an address (issue 33 item 4)', () => {
  it('chooses Chelyabinsk Oblast of the 83 Russian regions at 360 px in ru, with rows a finger\'s size, and saves it', async () => {
    const name = `Иван ${Date.now().toString(36)}`;
    await page.goto(`${base}/wap/#/pages/member/myaddress/add`);
    await page.locator('#ad-country_id option', { hasText: 'Россия' }).waitFor({ state: 'attached' });
    await page.getByLabel('Страна', { exact: true }).selectOption({ label: 'Россия' });
    await page.getByLabel('Имя получателя').fill(name);
    await page.getByLabel('Телефон').fill('9001234567');
    await page.getByLabel('Город').fill('Челябинск');
    await page.getByLabel('Адрес (улица, дом, квартира)').fill('ул. Кирова, 1');

    const field = page.locator('#ad-region_id');
    expect(await field.textContent()).toBe('Выберите…');
    await field.tap();
    const sheet = page.getByRole('dialog', { name: 'Регион' });
    const rows = sheet.locator('li button');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(83);
    // The sheet stays inside the 360×640 screen and scrolls; each row is at least 44 px tall.
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(await sheet.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const heights = await rows.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    await sheet.getByRole('searchbox', { name: 'Найти регион' }).fill('челяб');
    await expect.poll(() => rows.allTextContents()).toEqual(['Челябинская область']);
    const row = (await rows.first().boundingBox())!;
    expect(row.height).toBeGreaterThanOrEqual(44);
    await rows.first().tap();
    await sheet.waitFor({ state: 'detached' });
    expect(await field.textContent()).toBe('Челябинская область');

    await page.getByRole('button', { name: 'Сохранить адрес' }).tap();
    await page.waitForFunction(() => location.hash === '#/pages/member/myaddress/index');
    const card = page.locator('article.card', { hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain('ул. Кирова, 1, Челябинск, Челябинская область, Россия');
  });
});
