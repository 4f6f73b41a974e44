import { describe, it, expect, beforeAll } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { phone, apiData, ops, openLanguageSheet } from './browser';
import type { Page as Paged } from '../../src/api/types/common';
import type { ArticleSummary } from '../../src/api/types/content';

let page: Page;
let base: string;
const hash = () => page.evaluate(() => location.hash);
/** Opens an in-app url as a fresh load (a goto that changes only the hash would keep the running app and its language). */
const open = async (url: string) => {
  await page.goto('about:blank');
  await page.goto(`${base}/wap/#${url}`);
};
/** The article calls the page made (the early script's included), by path. */
const apiCalls: string[] = [];

beforeAll(async () => {
  let context;
  ({ context, page, base } = await phone());
  const login = await apiData<{ userinfo: { token: string } }>('/api/user/login', { account: 'demo@example.com', password: 'demo1234' });
  await context.addInitScript((tok) => localStorage.setItem('token', tok), login.userinfo.token);
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/article/') || u.pathname.startsWith('/api/news/')) apiCalls.push(u.pathname);
  });
});

describe('news, help and service information on a 360×640 touch screen', () => {
  it('in Russian: from the user centre to the help centre, a topic, an article — title and text in Russian; then a search', async () => {
    await page.goto(`${base}/wap/#/`);
    await openLanguageSheet(page);
    await page.getByRole('button', { name: 'Русский' }).tap();
    await page.getByRole('link', { name: 'Главная' }).waitFor();
    await page.locator('.tabbar a[href="#/pages/user/index"]').tap();
    await page.getByRole('link', { name: 'Справочный центр' }).tap();
    await expect.poll(hash).toBe('#/pages/help/index');
    await page.getByRole('heading', { name: 'Темы справки' }).waitFor();
    await page.getByRole('link', { name: /^Доставка и таможня\s*4 статьи$/ }).tap();
    await page.getByRole('heading', { name: 'Доставка и таможня' }).waitFor();
    await page.getByRole('link', { name: /^Отслеживание посылки/ }).tap();
    const title = page.locator('#article-title');
    await expect.poll(() => title.textContent()).toBe('Отслеживание посылки');
    expect(await page.locator('.article-body').textContent()).toContain('Когда посылка покидает склад, вы получаете сообщение');
    expect(await page.locator('.article-meta').textContent()).toMatch(/^Доставка и таможня · \d{4}-\d\d-\d\d$/);
    expect(await page.title()).toBe('Справка · BuyForMe');
    // Nothing of the page is in English.
    expect(await page.locator('main, .page').first().textContent()).not.toMatch(/\b(the|and|Help|Shipping)\b/);

    await page.getByRole('button', { name: 'Назад' }).tap();
    await page.getByRole('button', { name: 'Назад' }).tap();
    await expect.poll(hash).toBe('#/pages/help/index');
    await page.getByRole('searchbox', { name: 'Поиск по справке' }).fill('таможн');
    await page.getByRole('button', { name: 'Найти' }).tap();
    await expect.poll(hash).toBe(`#/pages/help/lists?keyword=${encodeURIComponent('таможн')}`);
    await page.getByRole('status').getByText(/^По запросу «таможн» найден/).waitFor();
    await page.locator('.art-row').first().tap();
    await expect.poll(() => title.textContent()).toBe('Таможенные пошлины и декларации');
    // An in-app link of the article opens the service information in place.
    await page.locator('.article-body a[href="#/pages/information/index"]').tap();
    await expect.poll(hash).toBe('#/pages/information/index');
    await page.getByRole('link', { name: /^Запрещённые и ограниченные товары/ }).waitFor();
  });

  it('news from the user centre: the list, newest first, and an article with its picture', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await open('/pages/user/index');
    await page.getByRole('link', { name: 'News' }).tap();
    await expect.poll(hash).toBe('#/pages/member/news/index');
    const first = page.locator('.art-row').first();
    await first.waitFor();
    const list = await apiData<Paged<ArticleSummary>>('/api/news/lists', { page: 1, pagesize: 10 });
    expect(await first.locator('b').textContent()).toBe(list.data[0].title);
    await page.getByRole('link', { name: /^Image search is here/ }).tap();
    await expect.poll(() => page.locator('#article-title').textContent()).toBe('Image search is here');
    const img = page.locator('.article-body img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(800);
    expect(await page.locator('.article-body').textContent()).toContain('Tap the camera in the search bar');
  });

  it('a help article opened cold from a link: asked once (the early call), in the stored language', async () => {
    const info = await apiData<Paged<ArticleSummary>>('/api/article/lists', { kind: 'info', page: 1, pagesize: 10, lang: 'zh-cn' });
    const privacy = info.data.find((a) => a.title === '隐私政策')!;
    await page.evaluate(() => localStorage.setItem('language', 'zh-cn'));
    apiCalls.length = 0;
    await open(`/pages/help/info?id=${privacy.id}`);
    await expect.poll(() => page.locator('#article-title').textContent()).toBe('隐私政策');
    expect(await page.locator('.article-body').textContent()).toContain('我们只收集代购和寄送商品所必需的信息');
    expect(apiCalls.filter((p) => p === '/api/article/detail')).toHaveLength(1);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('news published by the operator shows first; one taken down is gone', async () => {
    const r = await ops<{ id: number }>('news_publish', { title_en: 'E2E notice', content_en: 'The warehouse is open on Sunday.' });
    await open('/pages/member/news/index');
    await expect.poll(() => page.locator('.art-row b').first().textContent()).toBe('E2E notice');
    await ops('news_delete', { id: r.id });
    await open(`/pages/member/news/detail?id=${r.id}`);
    await page.getByRole('alert').getByRole('heading', { name: 'This news item does not exist or was removed' }).waitFor();
    await page.getByRole('link', { name: 'All news' }).tap();
    await expect.poll(hash).toBe('#/pages/member/news/index');
  });
});
