import { describe, it, expect, beforeAll } from 'vitest';
import type { Page, BrowserContext } from 'playwright-core';
import { phone, scrollUntil, openLanguageSheet, openCurrencySheet, chatStaffAway } from './browser';

let page: Page;
let context: BrowserContext;
let base: string;

beforeAll(async () => {
  ({ page, context, base } = await phone());
});

const hash = () => page.evaluate(() => location.hash);

describe('the shell on a 360×640 touch screen', () => {
  it('opens home with search, banners and floors of goods from the server', async () => {
    await page.goto(`${base}/wap/`);
    await page.getByRole('search').waitFor();
    await page.locator('.banner img').first().waitFor();
    await page.locator('.goods-card').first().waitFor();
    expect(await page.locator('.goods-card').count()).toBeGreaterThan(4);
    // A card's price is its yuan figure with ≈ the chosen currency (dollars by default) under it, never the conversion alone.
    await expect.poll(() => page.locator('.goods-card .goods-meta').first().textContent()).toMatch(/^¥[\d,]+\.\d{2} ≈ \$[\d,]+\.\d{2}$/);
  });

  it('switches tabs without growing history, and /pages/index/index is home too', async () => {
    const before = await page.evaluate(() => history.length);
    await chatStaffAway(page);
    await page.getByRole('link', { name: 'Service' }).tap();
    await page.getByRole('heading', { name: 'Online service' }).waitFor();
    expect(await hash()).toBe('#/pages/page/onlineservice');
    // The shop's own chat (issue 34): its composer, and the shop's contacts a tap away while nobody answers.
    await page.getByRole('textbox', { name: 'Your message' }).waitFor();
    await page.getByText('How else to reach us').tap();
    await page.getByRole('link', { name: /@buyforme\.example$/ }).waitFor();
    // The browser tab names the page, then the shop; home is the shop's name alone.
    expect(await page.title()).toBe('Online service · BuyForMe');
    await page.getByRole('link', { name: 'Home' }).tap();
    await page.getByRole('search').waitFor();
    await expect.poll(() => page.title()).toBe('BuyForMe');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.goto(`${base}/wap/#/pages/index/index`);
    await page.getByRole('search').waitFor();
  });

  it('switches language in place, keeps it after a reload', async () => {
    await page.goto(`${base}/wap/`);
    await openLanguageSheet(page);
    await page.getByRole('button', { name: 'Русский' }).tap();
    await page.getByRole('link', { name: 'Главная' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Корзина' }).waitFor();
    await page.getByRole('link', { name: 'Поддержка' }).tap();
    await expect.poll(() => page.title()).toBe('Онлайн-поддержка · BuyForMe');
    await page.getByRole('link', { name: 'Главная' }).tap();
    await openLanguageSheet(page, { language: 'Язык', settings: 'Язык и валюта' });
    await page.getByRole('button', { name: 'English' }).tap();
    await page.getByRole('link', { name: 'Cart' }).waitFor();
  });

  it('switches currency in place and re-prices the goods', async () => {
    await page.goto(`${base}/wap/`);
    await page.locator('.goods-card').first().waitFor();
    await openCurrencySheet(page);
    await page.getByRole('button', { name: /^EUR/ }).tap();
    await expect.poll(() => page.locator('.goods-card .goods-meta').first().textContent()).toMatch(/^¥[\d,]+\.\d{2} ≈ €[\d,]+\.\d{2}$/);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
  });

  it('shows the network-lost overlay when the network drops, and retry brings the page back', async () => {
    await context.setOffline(true);
    const overlay = page.getByRole('alertdialog');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('connection was lost');
    await overlay.getByRole('button', { name: 'Retry' }).tap();
    await overlay.getByText('Still offline').waitFor();
    await context.setOffline(false);
    await overlay.waitFor({ state: 'detached' });
    await page.locator('.goods-card').first().waitFor();
  });

  it('going back restores the scroll position of the page', async () => {
    await page.goto(`${base}/wap/`);
    // Floors come as the shopper scrolls towards them.
    await scrollUntil(page, '.goods-card >> nth=12');
    await page.evaluate(() => scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(1500);
    await page.evaluate(() => { location.hash = '#/pages/nothing/here'; });
    await page.getByText('This page does not exist').waitFor();
    await page.goBack();
    await page.getByRole('search').waitFor();
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(1500);
  });

  it('shows a page-not-found view for unknown paths', async () => {
    await page.goto(`${base}/wap/#/pages/nothing/here`);
    await page.getByText('This page does not exist').waitFor();
  });
});
