import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import { money } from '../../src/lib/format';
import { enPage, yuanEn } from '../e2e/money-text';
import type { Currency } from '../../src/api/types/settings';
import type { Engine } from './engine';
import { Screen, type Target } from './screen';
import { shopper, type Pick } from './shopper';
import { problemsSeen } from './watch';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The smoke journey, written once for every engine: a visitor on a phone-sized screen opens home, searches
 * for an item, opens it, is sent to log in by "Add to cart" (a fresh shopper whose wallet holds ¥5000),
 * comes back, chooses the options, adds it, orders it from the cart, pays from the balance and finds the
 * paid order under "To buy". What the shopper sees is checked at each step. `nth`: which catalogue item
 * (each engine buys its own, so a failure in one leaves the others' stock alone).
 */
export function smokeJourney(name: string, launch: () => Promise<Engine>, nth: number) {
  let engine: Engine;
  let s: Screen;
  let base: string;
  let me: { email: string; password: string; token: string };
  let pick: Pick;
  let usd: Currency;
  const started = Date.now();

  beforeAll(async () => {
    base = inject('baseUrl');
    const shop = shopper(base);
    // The engine is kept as soon as it is up, so afterAll closes it even if the set-up beside it fails.
    [, me, pick, usd] = await Promise.all([launch().then((e) => (engine = e)), shop.fresh(`e${nth}`, '5000.00'), shop.item(nth), shop.currency('USD')]);
    s = new Screen(engine);
    console.log(`${engine.name} ${engine.version}: launched in ${Date.now() - started} ms`);
  }, 90_000);

  afterAll(async () => {
    await engine?.close();
    if (engine) console.log(`${engine.name}: ${Date.now() - started} ms in all`);
  });

  describe(`${name}: smoke journey on a phone-sized screen`, () => {
    it('home → search → item → login → cart → order → pay from balance → orders', async () => {
      const { api } = shopper(base);
      const { item, sku, choice } = pick;
      const itemPath = `/pages/item/index?tp=${item.api_type}&tid=${item.num_iid}`;
      const t0 = Date.now();
      /** Logs the step's time; with ENGINES_SHOTS=<dir>, keeps what the screen shows as <dir>/<engine>-<n>-<step>.png. */
      let n = 0;
      const lap = async (step: string) => {
        console.log(`${engine.name}: ${step} at ${Date.now() - t0} ms`);
        const dir = process.env.ENGINES_SHOTS;
        if (dir) {
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, `${engine.name.toLowerCase()}-${++n}-${step.replace(/\W+/g, '-')}.png`), await engine.screenshot());
        }
      };

      // Home: the search bar, a visitor's "Log in" and the category row.
      await s.goto(`${base}/wap/`);
      const search: Target = { role: 'searchbox', name: 'Search goods' };
      await s.waitFor(search);
      await s.waitFor({ text: 'Log in' });
      await s.waitFor({ text: "Women's clothing" });
      const [w, h] = await engine.run(() => [innerWidth, innerHeight], null);
      console.log(`${engine.name}: page is ${w}×${h} CSS px, ${engine.touch ? 'touch taps' : 'mouse clicks'}`);
      expect(w).toBeLessThanOrEqual(480);
      await lap('home');

      // Search by the item's name: the results list holds its card with its title and price.
      await s.type(search, item.title, true);
      await s.waitHash(new RegExp(`^#/pages/shop/index\\?keyword=${escape(item.title)}$`));
      await s.waitFor({ text: /^Results: \d+$/ });
      const card: Target = { css: `a.goods-card[href="#${itemPath}"]` };
      expect(await s.text({ css: '.goods-title', in: card })).toBe(item.title);
      // Its price in yuan, with the chosen currency beside it (design §4c), never the converted figure alone.
      expect(await s.text({ css: '.price', in: card })).toBe(money(item.price, null));
      expect(await s.text({ css: '.yuan-approx', in: card })).toBe(`≈ ${money(item.price, usd)}`);
      await lap('search');

      // The item: its title and price in yuan.
      await s.tap(card);
      await s.waitHash(new RegExp(`^#${escape(itemPath)}$`));
      await s.waitFor({ role: 'heading', name: item.title });
      expect(await s.text({ css: '.item-price-now' })).toBe(money(item.price, null));
      await lap('item');

      // A visitor's "Add to cart" asks to log in first, then comes back to the item.
      await s.tap({ role: 'button', name: 'Add to cart' });
      await s.waitFor({ role: 'heading', name: 'Log in' });
      expect(await s.hash()).toBe(`#/pages/user/login?redirect=${itemPath}`);
      await s.type({ label: 'E-mail, mobile or username' }, me.email);
      await s.type({ label: 'Password' }, me.password);
      await s.tap({ role: 'button', name: 'Log in' });
      await s.waitHash(new RegExp(`^#${escape(itemPath)}$`));
      await s.waitFor({ role: 'heading', name: item.title });
      await lap('login');

      // Options: each one chosen in the panel; its price and stock follow the choice; added to the cart.
      await s.tap({ role: 'button', name: 'Add to cart' });
      const panel: Target = { role: 'dialog', name: 'Options' };
      await s.waitFor(panel);
      for (const c of choice) await s.tap({ role: 'button', name: c.value, in: { css: 'fieldset', hasText: c.prop, in: panel } });
      await s.waitFor({ text: `In stock: ${sku.stock}`, in: panel });
      expect(await s.text({ css: '.sku-panel-price', in: panel })).toBe(money(sku.price, null));
      await lap('options');
      await s.tap({ role: 'button', name: 'Confirm', in: panel });
      await s.waitFor({ text: /^Added to cart/ });
      await s.gone(panel);
      await lap('added to cart');

      // The cart: the line with its title, options, price and quantity.
      await s.tap({ role: 'link', name: /^Cart/ });
      await s.waitHash(/^#\/pages\/cart\/index$/);
      const line: Target = { css: 'li.cl', hasText: item.title };
      const shown = await s.text(line);
      for (const c of choice) expect(shown).toContain(c.value);
      expect(shown).toContain(money(sku.price, null));
      expect((await s.waitFor({ label: `Quantity of ${item.title}`, in: line })).value).toBe('1');
      await lap('cart');

      // Order: the confirmation lists the line; placing it opens the bill.
      await s.tap({ role: 'button', name: 'Order' });
      await s.waitFor({ role: 'button', name: 'Place order' });
      expect(await s.text(line)).toContain('× 1');
      await lap('order confirmation');
      await s.tap({ role: 'button', name: 'Place order' });
      const sn = /sn=(OG\d{12})$/.exec(await s.waitHash(/^#\/pages\/member\/pay\/index\?sn=OG\d{12}$/))![1];
      // Due as the bill shows it (design §4c): the server's yuan figure, then ≈ its conversion into dollars.
      const bill = await api<{ amount: string; lines: { amount: string }[] }>('/api/paywallet/getInvoice', { sn }, me.token);
      const due = `${yuanEn(bill.amount)} ≈ ${enPage(money(bill.amount, usd))}`;
      await s.textWhere({ css: '[data-testid=pay-due]' }, (t) => t === due, `"${due}"`);
      await lap('bill');

      // Pay from the balance: success, and the balance left.
      await s.tap({ role: 'button', name: `Pay ${yuanEn(bill.amount)} (≈ ${enPage(money(bill.amount, usd))})` });
      await s.waitHash(/^#\/pages\/member\/pay\/payResult\?/);
      expect(await s.text({ css: '[data-testid=pay-result]' })).toBe('Payment successful');
      const left = (5000 - Number(bill.amount)).toFixed(2);
      expect(await s.text({ css: '[data-testid=pay-result-balance]' })).toBe(`${yuanEn(left)} ≈ ${enPage(money(left, usd))}`);
      await lap('pay');

      // My orders: the paid order is listed, and waits under "To buy".
      const order = (await api<{ data: { sn: string; group_sn: string }[] }>('/api/order/lists', { status: 1, pagesize: 50 }, me.token)).data.find((o) => o.group_sn === sn)!;
      expect(order).toBeDefined();
      await s.tap({ role: 'link', name: 'My orders' });
      await s.waitHash(/^#\/pages\/member\/order\/index$/);
      const orderCard: Target = { css: '.o-card', hasText: order.sn };
      expect(await s.text(orderCard)).toContain(item.title);
      await s.tap({ role: 'tab', name: /^To buy/ });
      await s.waitHash(/^#\/pages\/member\/order\/index\?status=1$/);
      expect((await s.waitFor({ role: 'tab', name: /^To buy/ })).selected).toBe('true');
      expect(await s.text(orderCard)).toMatch(new RegExp(`Paid, to be bought.*${escape(item.title)}`));
      await lap('orders');

      // Nothing went wrong out of sight: no uncaught error, no console.error, nothing the CSP blocked.
      expect(await engine.run(problemsSeen, null)).toEqual([]);
    }, 150_000);
  });
}
