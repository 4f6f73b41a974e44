import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { apiData, desktop, ops, shopperPerTest, unpaidOrder } from './browser';
import { mailTo } from './mailbox';
import type { OrderListAnswer } from '../../src/api/types/order';

/**
 * Live chat end to end, issue 34: a shopper on the Service tab (360×640, touch, in Russian) and a staff member in the
 * console (/ops/chat), two browsers at once. A question, a picture and an order card go one way and a reply the
 * other, each seen without a reload; then the shopper leaves, and the next reply reaches them as an e-mail (the e2e
 * server's SMTP server, test/e2e/mailbox.ts) in their language and in Messages, which opens the chat again.
 */
const PASSWORD = 'journey-e2e-pass-1';
const carol = { name: 'Carol Desk', email: `e2e-staff-journey-${Date.now().toString(36)}@example.com` };

let desk: Page;
let base: string;
// A shopper of their own on a phone of their own for every try: a retry starts with a new conversation.
const shopper = shopperPerTest('chat-journey', { storage: { language: 'ru' } });

const staffRow = () => desk.locator('#queue-list button.conv', { hasText: shopper.email });
const staffBubble = (text: string) => desk.locator('#message-list li.msg', { hasText: text });
const shopBubble = (text: string) => shopper.page.locator('.chat-list .chat-msg', { hasText: text });

beforeAll(async () => {
  ({ page: desk, base } = await desktop());
  await ops('staff_add', { ...carol, password: PASSWORD });
  await desk.goto(`${base}/ops/chat`);
  await desk.getByLabel('E-mail').fill(carol.email);
  await desk.getByLabel('Password').fill(PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.locator('#live[data-state=live]').waitFor();
});

async function staffReplies(text: string) {
  const box = desk.getByRole('textbox', { name: 'Reply' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

describe('live chat between a shopper and staff', () => {
  it('a question, a picture and an order card reach the console live, the reply the Service tab; away, the next reply comes by e-mail and in Messages', async () => {
    const shop = shopper.page;
    await shop.goto(`${base}/wap/#/pages/page/onlineservice`);
    const box = shop.getByRole('textbox', { name: 'Ваше сообщение' });
    await box.fill('Подойдёт ли размер M на рост 170 см?');
    await shop.getByRole('button', { name: 'Отправить' }).tap();
    await shopBubble('Подойдёт ли размер M').waitFor();

    // the console: the conversation comes into the queue by itself, and opens on the question
    await staffRow().waitFor();
    await staffRow().click();
    await staffBubble('Подойдёт ли размер M').waitFor();

    // a picture, from the phone's files
    const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#c84' } }).png().toBuffer();
    await shop.getByRole('button', { name: 'Прикрепить' }).tap();
    const chooser = shop.waitForEvent('filechooser');
    await shop.getByRole('dialog').getByRole('button', { name: 'Фото', exact: true }).tap();
    await (await chooser).setFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
    const staffPicture = desk.locator('#message-list li.msg:not(.mine) img').last();
    await staffPicture.waitFor();
    // staff open the shopper's private picture (their session goes with the <img>)
    await expect.poll(() => staffPicture.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0)).toBe(true);

    // an order card, picked from the shopper's own orders
    await unpaidOrder(shopper.token);
    const order = (await apiData<OrderListAnswer>('/api/order/lists', { status: '0', page: 1, pagesize: 10 }, { token: shopper.token })).data[0];
    await shop.getByRole('button', { name: 'Прикрепить' }).tap();
    await shop.getByRole('dialog').getByRole('button', { name: new RegExp(order.sn) }).tap();
    await desk.locator(`#message-list a.card[href="#ctx-order-${order.id}"]`).waitFor();

    // the reply, live on the phone, under the staff member's name
    await staffReplies('Да, M подойдёт. Пришлём фото бирки.');
    const reply = shopBubble('Да, M подойдёт');
    await reply.waitFor();
    expect(await reply.locator('.chat-who').textContent()).toBe(carol.name);
    expect(await shop.locator('.chat-list .chat-msg').count()).toBe(4);
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // the shopper leaves the shop: their stream ends with the page; the next reply finds them away
    await shop.goto('about:blank');
    await staffReplies('Бирка: размер соответствует.');
    const ours = async () => (await mailTo(shopper.email)).filter((m) => m.text.includes('Бирка: размер'));
    await expect.poll(async () => (await ours()).length, { timeout: 60_000 }).toBe(1);
    const [mail] = await ours();
    expect(mail.subject).toContain('Служба поддержки ответила в чате');

    // back in the shop: Messages has it, and it opens the chat with the reply in it
    const back = await shopper.context.newPage();
    await back.goto(`${base}/wap/#/pages/member/message/index`);
    const entry = back.locator('.inbox-row', { hasText: 'Служба поддержки ответила в чате' });
    await entry.waitFor();
    await entry.tap();
    await back.waitForFunction(() => location.hash === '#/pages/page/onlineservice');
    await back.locator('.chat-list .chat-msg', { hasText: 'Бирка: размер' }).waitFor();
    await back.close();
  });
});
