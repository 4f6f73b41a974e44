import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { phone, newShopper, ops, apiData, apiAs } from './browser';
import { journeys } from '../../scripts/shop/journeys';

/**
 * The Service tab's embedded chat at 360×640 (touch), issue 34: a visitor asks, signs in for a picture and an order
 * card, staff answer through the API, the line is cut and restored, and the chat reads in ru and zh-cn.
 * CHAT_SHOTS=<dir> also saves a screenshot per language there.
 */
let page: Page;
let context: BrowserContext;
let base: string;
let token = '';
const api = apiAs(() => token);
const { placeOrder } = journeys(api, ops);

type QueueRow = { id: number; who: { user_id: number | null } };
type Msg = { id: number; author: string; kind: string; text: string };
/** The staff's side, by the operator token (X-Ops-Token): the shopper's conversation and a reply to it. */
const conversationOf = async (userId: number) => (await ops<QueueRow[]>('chat/queue')).find((r) => r.who.user_id === userId)!.id;
const reply = (id: number, text: string) => ops<Msg>('chat/reply', { id, kind: 'text', text });

const bubbles = () => page.locator('.chat-list .chat-msg');
const shot = async (name: string) => {
  if (process.env.CHAT_SHOTS) await page.screenshot({ path: path.join(process.env.CHAT_SHOTS, `chat-${name}.png`) });
};
/** Every message id the page shows once: what the thread shows, against the conversation's history. */
async function shownOnce(n: number) {
  // The page shows a message as it sends it: the server may store the last one a moment later on a busy machine.
  await expect.poll(async () => (await api<{ list: Msg[] }>('/api/chat/history', { pagesize: 100 })).list.length).toBe(n);
  await expect.poll(() => bubbles().count()).toBe(n);
  expect(await page.locator('.chat-list .chat-msg .muted', { hasText: 'Sending…' }).count()).toBe(0);
}

beforeAll(async () => {
  ({ page, context, base } = await phone());
  // The page's event streams, so the test can drop one: the browser's offline mode leaves an open stream be.
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const open: EventSource[] = ((window as unknown as { streams: EventSource[] }).streams = []);
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        open.push(this);
      }
    };
  });
});
/** The line drops as a phone's does: the stream's connection ends with an error, and no request gets through. */
async function cutLine() {
  await context.setOffline(true);
  await page.evaluate(() => {
    const s = (window as unknown as { streams: EventSource[] }).streams.at(-1)!;
    s.close();
    s.dispatchEvent(new Event('error'));
  });
}

describe('the Service tab chat on a 360×640 touch screen', () => {
  it('a visitor asks, signs in; a picture and an order card go to staff, whose reply arrives without a reload; a cut line loses and doubles nothing', async () => {
    const me = await newShopper('chat');
    token = me.token;
    const order = await placeOrder(false);
    // A new device each try (its Guid and session are in local storage): a retry starts with no conversation.
    await page.goto(`${base}/wap/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');

    await page.goto(`${base}/wap/#/pages/page/onlineservice`);
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('Is the <b>linen</b> shirt true to size?');
    await page.getByRole('button', { name: 'Send' }).tap();
    await page.locator('.chat-msg.mine .chat-text', { hasText: 'Is the <b>linen</b> shirt true to size?' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // A picture needs an account: the chat asks to sign in, and comes back after.
    await page.getByRole('button', { name: 'Attach' }).tap();
    await page.getByText('Sign in to send a picture, an order, a parcel or an item.').waitFor();
    await page.locator('.chat-signin').getByRole('button', { name: 'Sign in' }).tap();
    await page.getByLabel('E-mail, mobile or username').fill(me.email);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).tap();
    await page.waitForFunction(() => location.hash === '#/pages/page/onlineservice');
    // The device's question came along into the account's conversation.
    await page.locator('.chat-msg.mine .chat-text', { hasText: 'true to size?' }).waitFor();

    const item = (await apiData<{ data: { id: number }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 1 })).data[0];
    const photo = await fetch(`${base}/static/goods/${item.id}-0.webp`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-chat-')), 'size-label.webp');
    writeFileSync(file, Buffer.from(await photo.arrayBuffer()));
    await page.getByRole('button', { name: 'Attach' }).tap();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog', { name: 'Attach' }).getByRole('button', { name: 'A picture' }).tap();
    await (await chooser).setFiles(file);
    const picture = page.locator('.chat-list .chat-msg.mine img').last();
    await expect.poll(() => picture.getAttribute('src')).toMatch(/^(?!blob:)\S+$/);

    await page.getByRole('button', { name: 'Attach' }).tap();
    await page.getByRole('dialog', { name: 'Attach' }).getByRole('button', { name: new RegExp(`^Order ${order.sn}`) }).tap();
    const card = page.locator('.chat-msg.mine a.chat-card', { hasText: order.sn });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`#/pages/member/order/detail?id=${order.id}`);
    await shownOnce(3);

    // Staff answer: it arrives over the stream, under the writer's name, and the shopper's messages read as read.
    const conv = await conversationOf(me.userId);
    await reply(conv, 'Yes: take your usual size. See https://shop.example/sizes');
    const staff = page.locator('.chat-msg.staff', { hasText: 'take your usual size' });
    await staff.waitFor();
    expect(await staff.locator('.chat-who').textContent()).toBe('Operator');
    expect(await staff.locator('a').getAttribute('href')).toBe('https://shop.example/sizes');
    await shownOnce(4);

    // The line is cut: the chat says so; a reply written meanwhile arrives once the line is back, once.
    await cutLine();
    await page.locator('.chat-line', { hasText: 'Reconnecting' }).waitFor();
    await reply(conv, 'Anything else?');
    await context.setOffline(false);
    await page.locator('.chat-msg.staff', { hasText: 'Anything else?' }).waitFor();
    await expect.poll(() => page.locator('.chat-line').count()).toBe(0);
    await shownOnce(5);
    await reply(conv, 'We are here until nine.');
    await page.locator('.chat-msg.staff', { hasText: 'We are here until nine.' }).waitFor();
    await shownOnce(6);
    await shot('en');
  });

  it('reads in ru and zh-cn, the conversation the same', async () => {
    for (const [lang, placeholder, tab] of [['ru', 'Ваше сообщение', 'Поддержка'], ['zh-cn', '输入消息', '客服']] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${base}/wap/#/pages/page/onlineservice`);
      await page.reload();
      await page.getByRole('textbox', { name: placeholder }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: tab }).waitFor();
      await page.locator('.chat-msg.staff', { hasText: 'We are here until nine.' }).waitFor();
      expect(await bubbles().count()).toBe(6);
      // Nothing sticks out of the 360 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await shot(lang);
    }
  });
});
