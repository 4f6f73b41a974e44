import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { phonePerTest } from './browser';
import { oneboundShop, recordedSkus } from './item-source-helpers';
import { RECORDED } from '../server/onebound-server';
import { parseProperties } from '../../src/lib/sku';
import type { ItemDetail } from '../../src/api/types/catalogue';
import type { CartList } from '../../src/api/types/cart';
import type { Invoice } from '../../src/api/types/pay';

/*
 * Issue 35, end to end: the storefront on a server of this file's own with ITEM_SOURCE=onebound, against the
 * contract server's recorded answers. On a 360 px phone a shopper pastes an item's link of each platform into the
 * home search box, sees the provider's title and price in English, chooses an option, adds it to the cart,
 * orders and pays from the balance; an unknown item's link lands on the manual-add form with its link filled in.
 */
let shop: Awaited<ReturnType<typeof oneboundShop>>;
const phone = phonePerTest();

beforeAll(async () => {
  shop = await oneboundShop();
});
afterAll(async () => {
  await shop?.stop();
});

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** Pastes `text` into the home search box and submits it, as a shopper on a phone. */
async function pasteOnHome(text: string) {
  const { page } = phone;
  await page.goto(`${shop.base}/wap/`);
  const box = page.getByRole('searchbox');
  await box.tap();
  await box.fill(text);
  await box.press('Enter');
}

/** Each platform's recorded item, the link a shopper pastes (desktop or mobile page, bare or in share text) and the shop's api type. */
const PLATFORMS = [
  { name: 'Taobao', platform: 'taobao', tp: 'taobao', id: RECORDED.taobaoWithSkus, link: `https://item.taobao.com/item.htm?spm=a21n57.1.0.0&id=${RECORDED.taobaoWithSkus}&ns=1` },
  { name: '1688', platform: '1688', tp: '1688', id: RECORDED.item1688, link: `https://m.1688.com/offer/${RECORDED.item1688}.html?spm=a26g8` },
  { name: 'JD', platform: 'jd', tp: 'jd', id: RECORDED.jd, link: `Look at this https://item.jd.com/${RECORDED.jd}.html` },
  { name: 'Weidian', platform: 'micro', tp: 'weidian', id: RECORDED.weidianNoSkus, link: `https://weidian.com/item.html?itemID=${RECORDED.weidianNoSkus}&wfr=c` },
] as const;

describe('items from OneBound on a 360×640 touch screen', () => {
  it.each(PLATFORMS)('a pasted $name link opens the provider\'s item; an option goes to the cart and is paid from the balance', async ({ platform, tp, id, link }) => {
    const { page, context } = phone;
    const shopper = await shop.newShopper(context, `ob-${platform}`);
    const provider = await shop.recorded(platform, id);
    expect(provider.title, 'the provider answers in the shopper\'s language').not.toMatch(/\p{Script=Han}/u);
    // The SKU to buy: the provider's first one in stock (none for Weidian's item), at its recorded price.
    const sku = recordedSkus(provider).find((s) => Number(s.quantity) > 0) ?? null;
    const price = sku?.price ?? provider.price;

    await pasteOnHome(link);
    await page.waitForURL((u) => decodeURIComponent(u.hash) === `#/pages/item/index?tp=${tp}&tid=${id}`);
    await page.getByRole('heading', { name: provider.title }).waitFor();
    await expect.poll(() => page.locator('.item-price-now').textContent()).toBe(`¥${provider.price}`);

    await page.getByRole('button', { name: 'Add to cart' }).tap();
    const panel = page.getByRole('dialog', { name: 'Options' });
    const added = page.getByText('Added to cart');
    if (sku) {
      // The options as the shop names them (the provider's, translated): the SKU's value of each, unless already chosen.
      const item = await shopper.api<ItemDetail>('/api/obapi/getItem', { tp, tid: id });
      expect(item.skus.map((s) => s.sku_id)).toContain(sku.sku_id);
      await panel.waitFor();
      const chosen = parseProperties(item.skus.find((s) => s.sku_id === sku.sku_id)!.properties);
      for (const p of item.props) {
        const value = p.values.find((v) => v.vid === chosen[p.pid])!;
        const button = panel.locator('fieldset', { has: page.locator('legend', { hasText: p.name }) }).getByRole('button', { name: value.name, exact: true });
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button.tap();
      }
      await expect.poll(() => panel.locator('.sku-panel-price').textContent()).toBe(`¥${price}`);
      await panel.getByRole('button', { name: 'Confirm' }).tap();
    } else {
      // No options: added at once, or after confirming the quantity panel.
      await added.or(panel).first().waitFor();
      if (await panel.isVisible()) await panel.getByRole('button', { name: 'Confirm' }).tap();
    }
    await added.waitFor();

    const cart = await shopper.api<CartList>('/api/cart/getList');
    const line = cart.groups.flatMap((g) => g.goods).find((g) => g.num_iid === id)!;
    expect(line).toMatchObject({ api_type: tp, sku_id: sku?.sku_id ?? '', price, quantity: 1 });
    await page.goto(`${shop.base}/wap/#/pages/cart/index`);
    await page.locator('li.cl', { hasText: line.title }).waitFor();
    await page.getByRole('button', { name: 'Order', exact: true }).tap();
    await page.getByRole('button', { name: 'Place order' }).tap();
    await page.waitForURL(/#\/pages\/member\/pay\/index\?sn=OG\d{12}/);
    const sn = /sn=(OG\d{12})/.exec(page.url())![1];

    // The bill: the recorded price as its goods, and whatever fees the server adds, as the cart totalled it.
    const bill = await shopper.api<Invoice>('/api/paywallet/getInvoice', { sn });
    expect(bill.lines.find((l) => l.label === 'Goods')?.amount).toBe(price);
    expect(bill.lines.reduce((sum, l) => sum + fen(l.amount), 0)).toBe(fen(bill.amount));
    expect(bill.amount).toBe(cart.totals.total);
    await expect.poll(() => page.getByTestId('pay-due').textContent()).toMatch(new RegExp(`^¥${bill.amount.replace('.', '\\.')}\\b`));

    await shop.ops('recharge', { user_id: shopper.userId, amount: '1000.00' });
    await page.getByRole('radio', { name: /Balance/ }).check();
    await page.locator('.submit-bar .btn-primary').tap();
    await page.waitForURL(/#\/pages\/member\/pay\/payResult\?/);
    await expect.poll(() => page.getByTestId('pay-result').textContent()).toBe('Payment successful');
    const paid = await shopper.api<Invoice>('/api/paywallet/getInvoice', { sn });
    expect(paid).toMatchObject({ paid: true, paid_amount: bill.amount });
    expect(fen(paid.balance)).toBe(fen('1000.00') - fen(bill.amount));
  });

  it('an unknown item\'s link lands on the manual-add form with the item\'s link filled in', async () => {
    const { page, context } = phone;
    await shop.newShopper(context, 'ob-unknown');
    await pasteOnHome(`Found it! https://item.taobao.com/item.htm?spm=a1z10&id=${RECORDED.unknownId} go buy`);
    await page.waitForURL((u) => u.hash.startsWith('#/pages/item/notfound?'));
    await expect.poll(() => page.getByLabel('Item link').inputValue()).toBe(`https://item.taobao.com/item.htm?id=${RECORDED.unknownId}`);
    expect(shop.ob.count({ api: 'item_get', num_iid: RECORDED.unknownId })).toBeGreaterThan(0);
  });
});
