import { describe, it, expect, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { phone, apiData, ops, codeFor } from './browser';
import { openSettled } from './screen-check';
import { walkShopper } from './walk-shopper';

/**
 * Issue 25 items 9–13 and 15 as a shopper sees them on a 360×640 touch screen, where the walk of every route
 * (every-route-360.test.ts) does not prove them already: titles wrapped whole in a navbar of its height, order
 * numbers whole, step labels apart, one number style, no row said twice, forms that flag their own fields, and home's
 * skeleton in the shape of what comes.
 */
let base = '';
let token = '';
let urls: Record<string, string> = {};
const contexts = new Map<string, { context: BrowserContext; page: Page }>();

beforeAll(async () => {
  base = inject('baseUrl');
  const shopper = await walkShopper(base, (path, params, tok) => apiData(path, params, { token: tok }), ops, 'layout');
  ({ token, urls } = shopper);
}, 240_000);

/** A phone logged in as the walk's shopper, showing `lang` (one per language, kept for the file). */
async function as(lang: 'en' | 'ru' | 'zh-cn'): Promise<Page> {
  if (!contexts.has(lang)) {
    const p = await phone();
    await p.context.addInitScript(([tok, l]) => {
      if (tok) localStorage.setItem('token', tok);
      localStorage.setItem('language', l);
    }, [token, lang]);
    contexts.set(lang, p);
  }
  return contexts.get(lang)!.page;
}

const open = (page: Page, path: string) => openSettled(page, base, urls[path] ?? path);

/** The boxes of the text of each element (its lines), as the screen lays them out. */
const textBoxes = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => {
  const r = document.createRange();
  r.selectNodeContents(e);
  const lines = Array.from(r.getClientRects()).filter((x) => x.width > 0);
  const box = e.getBoundingClientRect();
  return { text: e.textContent ?? '', lines: lines.length, left: Math.min(...lines.map((x) => x.left)), right: Math.max(...lines.map((x) => x.right)), box: { left: box.left, right: box.right } };
}));

describe('item 9: titles, order numbers and step labels whole in Russian', () => {
  it('long navbar titles wrap to two lines, whole, in a navbar of its height; the back button stays 48 px and goes back', async () => {
    const page = await as('ru');
    await open(page, '/pages/member/invitefriends/index');
    for (const [path, title] of [['/pages/member/invitefriends/publicize', 'Как работают приглашения'], ['/pages/affiliate/promotionsubmit', 'Отправить подтверждение']]) {
      await open(page, path);
      const h = page.locator('.navbar h1');
      expect(await h.textContent()).toBe(title);
      const m = await h.evaluate((e) => {
        const s = getComputedStyle(e);
        const nav = e.closest('.navbar')!.getBoundingClientRect();
        const back = e.closest('.navbar')!.querySelector('button.navbar-back')!.getBoundingClientRect();
        return { sw: e.scrollWidth, cw: e.clientWidth, sh: e.scrollHeight, ch: e.clientHeight, height: e.getBoundingClientRect().height, ellipsis: s.textOverflow, nowrap: s.whiteSpace, nav: nav.height, back: [back.width, back.height] };
      });
      expect(m.sw).toBeLessThanOrEqual(m.cw);
      expect(m.sh).toBeLessThanOrEqual(m.ch);
      expect(m.nowrap).not.toBe('nowrap');
      expect(m.height).toBeGreaterThan(30); // two lines
      expect(m.height).toBeLessThanOrEqual(44);
      expect(m.nav).toBeLessThanOrEqual(49);
      expect(m.back).toEqual([48, 48]);
    }
    // Back goes to the page before in the app: publicize, then promotionsubmit reached in the app (each `open` is a
    // new document, whose back goes home: nothing of ours in that document behind it — test/e2e/deep-link-back).
    await open(page, '/pages/member/invitefriends/publicize');
    await page.evaluate(() => void (location.hash = '#/pages/affiliate/promotionsubmit'));
    await page.locator('.navbar h1', { hasText: 'Отправить подтверждение' }).waitFor();
    await page.locator('button.navbar-back').tap();
    await page.locator('.navbar h1', { hasText: 'Как работают приглашения' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toContain('/pages/member/invitefriends/publicize');
  });

  it('the order list keeps each order number on one line beside a long status', async () => {
    const page = await as('ru');
    await open(page, '/pages/member/order/index');
    const sns = await textBoxes(page, '.o-sn');
    expect(sns.length).toBeGreaterThanOrEqual(3);
    expect(await page.getByText('Оплачен, ожидает выкупа').count()).toBeGreaterThan(0);
    for (const sn of sns) expect(sn, sn.text).toMatchObject({ lines: 1 });
  });

  it('step labels stand apart (≥ 4 px), on the screen, no word broken: a paid and a stored order, a paid parcel', async () => {
    const page = await as('ru');
    for (const path of ['/pages/member/order/detail', 'stored-order', '/pages/member/sendorder/detail']) {
      await open(page, path);
      await page.locator('.status-steps li[aria-current=step]').waitFor();
      const labels = await textBoxes(page, '.status-steps li');
      expect(labels.length).toBeGreaterThanOrEqual(5);
      for (const l of labels) {
        expect(l.left, `${path} ${l.text}`).toBeGreaterThanOrEqual(0);
        expect(l.right, `${path} ${l.text}`).toBeLessThanOrEqual(360);
        // As many lines as words at most: a line break only between words.
        expect(l.lines, `${path} ${l.text}`).toBeLessThanOrEqual(l.text.split(/\s+/).length);
      }
      for (let i = 1; i < labels.length; i++) expect(labels[i].left - labels[i - 1].right, `${path}: ${labels[i - 1].text} | ${labels[i].text}`).toBeGreaterThanOrEqual(4);
      // Each word whole on its line.
      const broken = await page.$$eval('.status-steps li', (lis) => lis.filter((li) => {
        const t = li.firstChild as Text;
        return [...t.textContent!.matchAll(/\S+/g)].some((m) => {
          const r = document.createRange();
          r.setStart(t, m.index!);
          r.setEnd(t, m.index! + m[0].length);
          return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1;
        });
      }).map((li) => li.textContent));
      expect(broken, path).toEqual([]);
    }
  });
});

describe('item 10: one number style per language', () => {
  it('a weighed parcel shows grams and cubic centimetres with 2 decimals (spec §9, issue 38 §9), grouped the language\'s way, beside ¥ with its point', async () => {
    const expected = { en: ['690.00 g', '2,760.00 cm³'], ru: ['690.00 г', '2 760.00 см³'], 'zh-cn': ['690.00 克', '2,760.00 cm³'] } as const;
    for (const lang of ['en', 'ru', 'zh-cn'] as const) {
      const page = await as(lang);
      await open(page, '/pages/member/sendorder/detail');
      const text = (await page.locator('#app').innerText()).replace(/[\u00a0\u202f]/g, ' ');
      for (const s of expected[lang]) expect(text, lang).toContain(s);
      expect(text, lang).toMatch(/¥\d+\.\d\d/);
      // No decimal comma beside money's point, and no weight without its 2 decimals.
      expect(text, lang).not.toMatch(/\d,\d\d (g|г|克|cm³|см³)/);
      expect(text, lang).not.toMatch(/(^|[^.\d])\d+ (g|г|克)(?![a-zа-я])/);
    }
  });
});

describe('item 11: nothing said twice, nothing untranslated, nothing squeezed', () => {
  it('the order detail has one row for domestic shipping and says its free storage once', async () => {
    const page = await as('ru');
    await open(page, 'stored-order');
    const text = await page.locator('#app').innerText();
    expect(text.match(/Доставка по Китаю/g)).toHaveLength(1);
    expect(text.match(/Бесплатное хранение/g)).toHaveLength(1);
    const labels = await page.$$eval('.o-sec .sum-row > :first-child, .o-sec .o-row > span:first-child', (els) => els.map((e) => e.textContent!.trim()));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('the seller summary gives the shop link the row\'s width, and says nothing of what was optional', async () => {
    const page = await as('ru');
    await open(page, '/pages/settled/index');
    const dts = await page.locator('.st-details dt').allTextContents();
    expect(dts).toContain('Ссылка на магазин');
    expect(dts.join(' ')).not.toMatch(/необязательно/);
    const url = page.locator('.st-details dd', { hasText: 'https://' });
    const width = await url.evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(200);
  });

  it('top-up names the banks in the shopper\'s language; the currencies have their names in it', async () => {
    const page = await as('ru');
    await open(page, '/pages/member/recharge/index');
    await page.getByRole('button', { name: 'Россия' }).or(page.getByRole('radio', { name: 'Россия' })).first().tap();
    await page.getByText('Перевод на карту — Волга Коммерц Банк').first().waitFor();
    await open(page, '/pages/setting/currency');
    await page.getByText('USD · Доллар США').waitFor();
  });
});

describe('item 12: tap targets of 44 px', () => {
  it('zh-cn cart "删除", the wheel\'s prize link and the links in news text', async () => {
    const size = async (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => { const r = e.getBoundingClientRect(); return [r.width, r.height]; });
    const zh = await as('zh-cn');
    await open(zh, '/pages/cart/index');
    const [w, h] = await size(zh, 'button.link-btn.danger');
    expect(w).toBeGreaterThanOrEqual(44);
    expect(h).toBeGreaterThanOrEqual(44);
    const ru = await as('ru');
    await open(ru, '/pages/index/zhuanpan');
    expect((await size(ru, '.wh-win-main a'))[1]).toBeGreaterThanOrEqual(44);
    await open(ru, '/pages/member/news/detail');
    const links = await ru.$$eval('.article-body a', (as) => as.map((a) => a.getBoundingClientRect().height));
    expect(links.length).toBeGreaterThan(0);
    for (const h of links) expect(h).toBeGreaterThanOrEqual(44);
  });
});

describe('item 13: the affiliate forms', () => {
  it('the application flags each empty field with its own message, and focuses the first', async () => {
    const email = `e2e-layout-apply-${Date.now().toString(36)}@example.com`;
    await apiData('/api/ems/send', { event: 'register', email });
    const reg = await apiData<{ userinfo: { token: string } }>('/api/user/register', { email, password: 'layout-e2e-1', code: await codeFor(email, 'register') });
    const { context, page } = await phone();
    await context.addInitScript((tok) => localStorage.setItem('token', tok), reg.userinfo.token);
    await open(page, '/pages/affiliate/index');
    await page.getByRole('button', { name: 'Apply' }).tap();
    await page.locator('#aff-channel-error').waitFor();
    expect(await page.locator('#aff-channel').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#aff-contact').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#aff-channel-error').textContent()).toBe('Say where you will promote');
    expect(await page.locator('#aff-contact-error').textContent()).toBe('Say how to reach you');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('aff-channel');
    await page.locator('#aff-channel').fill('My fashion blog');
    expect(await page.locator('#aff-channel').getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Apply' }).tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('aff-contact');
    expect(await page.locator('#aff-channel-error').count()).toBe(0);
    expect(await page.locator('#aff-contact-error').textContent()).toBe('Say how to reach you');
  });

  it('withdrawing: the app\'s choice chips under their own label, the amount\'s error under the amount, the bank fields flagged, the records a button', async () => {
    const page = await as('ru');
    await open(page, '/pages/affiliate/withdrawapply');
    const layout = await page.evaluate(() => {
      const r = (q: string) => document.querySelector(q)!.getBoundingClientRect();
      const radio = document.querySelector('.aff-methods input:checked')!;
      return { amountRow: r('.aff-amount-row').bottom, legend: r('.aff-methods legend').top, chips: r('.aff-methods .chip').top, accent: getComputedStyle(radio).accentColor, on: radio.closest('label')!.className };
    });
    expect(layout.legend - layout.amountRow).toBeGreaterThanOrEqual(8);
    expect(layout.chips).toBeGreaterThan(layout.legend);
    expect(layout.accent).toBe('rgb(223, 13, 52)');
    expect(layout.on).toBe('chip on');

    await page.getByRole('button', { name: 'Вывести' }).tap();
    const err = page.locator('#aff-amount-error');
    await err.waitFor();
    expect(await page.locator('#aff-amount').getAttribute('aria-invalid')).toBe('true');
    const [errTop, errBottom, rowBottom, methodsTop] = await page.evaluate(() => [
      document.querySelector('#aff-amount-error')!.getBoundingClientRect().top, document.querySelector('#aff-amount-error')!.getBoundingClientRect().bottom,
      document.querySelector('.aff-amount-row')!.getBoundingClientRect().bottom, document.querySelector('.aff-methods')!.getBoundingClientRect().top,
    ]);
    expect(errTop).toBeGreaterThanOrEqual(rowBottom);
    expect(errBottom).toBeLessThanOrEqual(methodsTop);

    await page.locator('#aff-amount').fill('100');
    await page.getByText('Банковский перевод').tap();
    await page.locator('#aff-holder').fill('Jane Doe');
    await page.getByRole('button', { name: 'Вывести' }).tap();
    await page.locator('#aff-bank-error').waitFor();
    expect(await page.locator('#aff-amount-error').count()).toBe(0);
    expect(await page.locator('#aff-bank').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#aff-account').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#aff-holder').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('aff-bank');

    const records = page.getByRole('link', { name: 'История выводов' });
    const look = await records.evaluate((e) => { const s = getComputedStyle(e); return { border: parseFloat(s.borderTopWidth), radius: parseFloat(s.borderTopLeftRadius), height: e.getBoundingClientRect().height }; });
    expect(look.border).toBeGreaterThan(0);
    expect(look.radius).toBeGreaterThan(10);
    expect(look.height).toBeGreaterThanOrEqual(44);
  });

  it('an upload box\'s words sit in its middle', async () => {
    const page = await as('ru');
    await open(page, '/pages/affiliate/promotionsubmit');
    const m = await page.locator('label.upload-btn').evaluate((e) => {
      const box = e.getBoundingClientRect();
      const r = document.createRange();
      r.selectNodeContents(e);
      const t = r.getBoundingClientRect();
      return { dx: (t.left + t.right) / 2 - (box.left + box.right) / 2, dy: (t.top + t.bottom) / 2 - (box.top + box.bottom) / 2, height: box.height };
    });
    expect(Math.abs(m.dx)).toBeLessThanOrEqual(2);
    expect(Math.abs(m.dy)).toBeLessThanOrEqual(2);
    expect(m.height).toBeGreaterThanOrEqual(44);
  });
});

describe('item 15: home before its data has the shape of what comes', () => {
  /** The block under home's banner: its box, colour and whether it draws the category grid's circles. */
  const under = (page: Page, scope: string) => page.locator(`${scope} .banners + div`).first().evaluate((e) => {
    const s = getComputedStyle(e);
    return { empty: e.childElementCount === 0, height: e.getBoundingClientRect().height, top: e.getBoundingClientRect().top, background: s.backgroundColor, circles: s.backgroundImage.includes('radial-gradient') };
  });

  it('the server\'s skeleton, before any script, shows the category grid\'s card and circles under the banner', async () => {
    const { context, page } = await phone();
    await context.addInitScript(() => localStorage.setItem('language', 'ru'));
    await page.route('**/*.js', (r) => r.abort());
    await page.goto(`${base}/wap/`);
    await page.locator('#skeleton .banners').waitFor();
    const block = await under(page, '#skeleton');
    expect(block).toMatchObject({ empty: true, background: 'rgb(255, 255, 255)', circles: true });
    expect(block.height).toBeGreaterThanOrEqual(150);
  });

  it('the server\'s skeleton shows home\'s first banner as the page then does: the whole picture in the banner\'s box', async () => {
    const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: Math.round(r.left), top: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height), fit: getComputedStyle(e).objectFit };
    });
    const before = await phone();
    await before.page.route('**/*.js', (r) => r.abort());
    await before.page.goto(`${base}/wap/`);
    await before.page.locator('#skeleton .banner-strip img').waitFor();
    const skeleton = await box(before.page, '#skeleton .banner-strip img');
    const after = await phone();
    await after.page.goto(`${base}/wap/`);
    await after.page.waitForFunction(() => !document.getElementById('skeleton') && !!document.querySelector('.banner-strip img'));
    const page = await box(after.page, '.banner-strip img');
    expect(skeleton).toEqual(page);
    expect(page).toMatchObject({ left: 0, width: 360, fit: 'cover' });
  });

  it('the page, while home\'s sections are on their way, keeps that shape; the categories then take its place', async () => {
    const { context, page } = await phone();
    // Russian chosen on an English browser: the page carries English home data, so the Russian sections come by network.
    await context.addInitScript(() => localStorage.setItem('language', 'ru'));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/(index\/category|adszone\/getAdsByMark)/, async (r) => {
      await held;
      await r.continue();
    });
    await page.goto(`${base}/wap/`);
    await page.locator('.searchbar input').waitFor();
    await page.waitForFunction(() => !document.getElementById('skeleton'));
    const block = await under(page, '#app');
    expect(block).toMatchObject({ empty: true, background: 'rgb(255, 255, 255)', circles: true });
    expect(block.height).toBeGreaterThanOrEqual(150);
    expect(await page.locator('.banner-strip').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(236, 236, 239)');
    release();
    await page.locator('.cat-grid').waitFor();
    const grid = await page.locator('.cat-grid').evaluate((e) => e.getBoundingClientRect().top);
    expect(Math.abs(grid - block.top)).toBeLessThanOrEqual(2);
  });
});
