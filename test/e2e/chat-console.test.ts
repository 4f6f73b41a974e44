import { describe, it, expect, beforeAll } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { apiData, desktop, freshEmail, newShopper, ops, phone, unpaidOrder } from './browser';
import type { ChatHistory, ChatMessageView } from '../../src/api/types/chat';
import type { OrderListAnswer } from '../../src/api/types/order';

/**
 * The staff chat console (/ops/chat, issue 34) in two browsers at once: one at a desk (1280×800), one on a phone
 * (360×640, touch). Staff made by the operator's staff_add sign in with their own e-mail and password; a shopper
 * writes through /api/chat/send; each side sees the other's messages, pictures, read marks and "done" without a
 * reload, every staff message naming who wrote it, and a message with markup in it shows as text.
 */
const PASSWORD = 'console-e2e-pass-1';
const HOSTILE = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> is this the right size?';

let desk: Page;
let hand: Page;
let base: string;
let shopper: Awaited<ReturnType<typeof newShopper>>;
const alice = { name: 'Alice Desk', email: freshEmail('staff-a') };
const bob = { name: 'Bob Phone', email: freshEmail('staff-b') };

const asShopper = <T = any>(path: string, params: Record<string, string | number> = {}) => apiData<T>(path, params, { token: shopper.token });
const shopperSays = (text: string) => asShopper<ChatMessageView>('/api/chat/send', { kind: 'text', text });
const history = () => asShopper<ChatHistory>('/api/chat/history', { pagesize: 50 });
const row = (page: Page) => page.locator('#queue-list button.conv', { hasText: shopper.email });
const bubble = (page: Page, text: string) => page.locator('#message-list li.msg', { hasText: text });

/** Screenshots for a person to look at, when CHAT_CONSOLE_SHOTS names a folder (they check nothing themselves). */
const shot = async (page: Page, name: string) => {
  if (process.env.CHAT_CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CHAT_CONSOLE_SHOTS}/${name}.png` });
};

async function signIn(page: Page, who: { email: string }) {
  await page.goto(`${base}/ops/chat`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#live[data-state=live]').waitFor();
}

beforeAll(async () => {
  ({ page: desk, base } = await desktop());
  ({ page: hand } = await phone());
  for (const s of [alice, bob]) await ops('staff_add', { ...s, password: PASSWORD });
  shopper = await newShopper('chat-console');
});

describe('staff chat console', () => {
  it('signs a staff member in with their own account: a wrong password is told, with nothing typed lost', async () => {
    const first = await desk.goto(`${base}/ops/chat`);
    expect(first?.status()).toBe(401);
    await desk.getByLabel('E-mail').fill(alice.email);
    await desk.getByLabel('Password').fill('not the password');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => desk.getByRole('alert').textContent()).not.toBe('');
    await shot(desk, 'sign-in-1280');
    expect(await desk.getByLabel('E-mail').inputValue()).toBe(alice.email);
    expect(await desk.getByLabel('Password').inputValue()).toBe('not the password');

    await desk.getByLabel('Password').fill(PASSWORD);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.locator('#live[data-state=live]').waitFor();
    expect(await desk.locator('.top .me').textContent()).toBe(`Signed in as ${alice.name} (${alice.email})`);
    const cookies = (await desk.context().cookies(`${base}/ops/chat`)).filter((c) => c.name === 'staff_session');
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await hand.goto(`${base}/ops/chat`);
    await shot(hand, 'sign-in-360');
    await signIn(hand, bob);
  });

  it("shows a shopper's question in the queue and the thread as text, markup and all, with the shopper beside it", async () => {
    await shopperSays(HOSTILE);
    for (const page of [desk, hand]) {
      await expect.poll(() => row(page).count()).toBe(1);
      expect(await row(page).locator('.conv-last').textContent()).toBe(HOSTILE);
      expect(await row(page).locator('.unread').textContent()).toBe('1');
      expect(await row(page).locator('.conv-meta').textContent()).toMatch(/^Waiting /);
    }
    await row(desk).click();
    await bubble(desk, 'is this the right size?').waitFor();
    expect(await bubble(desk, 'is this the right size?').locator('.msg-body').textContent()).toBe(HOSTILE);
    expect(await bubble(desk, 'is this the right size?').locator('.msg-author').textContent()).toBe('Shopper');
    expect(await desk.locator('#message-list img').count()).toBe(0);
    expect(await desk.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // the shopper's context: who, their language and balance
    const context = desk.locator('#context-body');
    await expect.poll(() => context.textContent()).toContain(shopper.email);
    expect(await context.textContent()).toContain('English');
    expect(await context.textContent()).toMatch(/Balance¥\d+\.\d{2}/);
    // opened on a screen in view: the question is read, the queue says so
    await expect.poll(() => row(desk).locator('.unread').count()).toBe(0);
  });

  it("replies from the desk (Enter sends, Shift+Enter is a new line): the other staff member sees it live, naming its author", async () => {
    // the phone: one pane at a time; the thread opens from the list and goes back to it
    await row(hand).tap();
    await bubble(hand, 'is this the right size?').waitFor();
    expect(await hand.locator('#queue').isVisible()).toBe(false);

    const box = desk.getByRole('textbox', { name: 'Reply' });
    await box.fill('Yes, it runs true to size.');
    await box.press('Shift+Enter');
    await box.pressSequentially('Size M fits 170 cm.');
    await box.press('Enter');
    const reply = 'Yes, it runs true to size.\nSize M fits 170 cm.';
    await expect.poll(() => box.inputValue()).toBe('');
    for (const page of [desk, hand]) {
      const b = bubble(page, 'Size M fits 170 cm.');
      await b.waitFor();
      expect(await b.locator('.msg-body').textContent()).toBe(reply);
      expect(await b.locator('.msg-author').textContent()).toBe(alice.name);
      expect(await b.count()).toBe(1); // the desk's own reply came back on the stream too: shown once
    }
    const mine = (await history()).list.at(-1)!;
    expect(mine).toMatchObject({ author: 'staff', text: reply, staff_name: alice.name });

    // the phone answers too, by tapping Send
    await hand.getByRole('textbox', { name: 'Reply' }).fill('And we can send a photo of the label.');
    await hand.getByRole('button', { name: 'Send' }).tap();
    for (const page of [desk, hand]) {
      await bubble(page, 'photo of the label').waitFor();
      expect(await bubble(page, 'photo of the label').locator('.msg-author').textContent()).toBe(bob.name);
    }
    // the shopper reads them: both consoles mark them read
    await asShopper('/api/chat/read', { message_id: (await history()).list.at(-1)!.id });
    for (const page of [desk, hand]) await expect.poll(() => bubble(page, 'photo of the label').locator('.msg-read').textContent()).toBe('Read');
  });

  it("follows the shopper live: typing, a new message, an order card linked to the shopper's orders", async () => {
    await asShopper('/api/chat/typing');
    await expect.poll(() => desk.locator('#typing').textContent()).toBe('The shopper is typing…');
    await shopperSays('Great, thanks!');
    await bubble(desk, 'Great, thanks!').waitFor();
    await bubble(hand, 'Great, thanks!').waitFor();

    const group = await unpaidOrder(shopper.token);
    const order = (await asShopper<OrderListAnswer>('/api/order/lists', { status: '0', page: 1, pagesize: 10 })).data.find((o) => o.group_sn === group)!;
    const sn = order.sn;
    await asShopper('/api/chat/send', { kind: 'card', card_type: 'order', card_id: order.id });
    const card = desk.locator(`#message-list a.card[href="#ctx-order-${order.id}"]`);
    await card.waitFor();
    expect(await card.locator('strong').textContent()).toBe(`Order ${sn}`);
    expect(await card.locator('.card-sub').textContent()).toMatch(/^.+ · ¥\d+\.\d{2}$/);
    // the thread's context lists that order once the console reloads it (a reconnect does so too)
    await desk.reload();
    await desk.locator('#live[data-state=live]').waitFor();
    await desk.locator(`#ctx-order-${order.id}`).waitFor();
    expect(await desk.locator(`#ctx-order-${order.id} strong`).textContent()).toBe(sn);
    await card.click();
    await expect.poll(() => desk.evaluate(() => location.hash)).toBe(`#ctx-order-${order.id}`);
  });

  it('loses nothing when the line is cut: the console reconnects and shows what came meanwhile, once', async () => {
    // the open stream dropped (window.stop() ends it, as a network fault would) and the next tries refused
    await desk.route('**/ops/chat/stream', (route) => route.abort('connectionreset'));
    try {
      await desk.evaluate(() => window.stop());
      await expect.poll(() => desk.locator('#live').getAttribute('data-state')).toBe('down');
      await shopperSays('Sent while the desk was offline');
    } finally {
      await desk.unroute('**/ops/chat/stream');
    }
    await desk.locator('#live[data-state=live]').waitFor();
    await bubble(desk, 'while the desk was offline').waitFor();
    expect(await bubble(desk, 'while the desk was offline').count()).toBe(1);
    const shown = await desk.locator('#message-list li.msg').evaluateAll((list) => list.map((li) => Number((li as HTMLElement).dataset.id)));
    expect(shown).toEqual((await history()).list.map((m) => m.id));
  });

  it('refuses what the server refuses with its message and keeps the draft; sends a picture both consoles show', async () => {
    const box = desk.getByRole('textbox', { name: 'Reply' });
    await box.fill('ring \u0007 bell');
    await box.press('Enter');
    await expect.poll(() => desk.locator('#composer-err').textContent()).not.toBe('');
    expect(await box.inputValue()).toBe('ring \u0007 bell');
    await box.fill('');

    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6' } }).png().toBuffer();
    await desk.locator('#picture').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
    for (const page of [desk, hand]) {
      const img = page.locator('#message-list li.mine img');
      await img.waitFor();
      // the private picture is served to staff (the session cookie goes with the <img>): it decodes
      await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBe(320);
    }
    const last = (await history()).list.at(-1)!;
    expect(last).toMatchObject({ kind: 'picture', author: 'staff', staff_name: alice.name });
    await shot(desk, 'console-1280');
    await shot(hand, 'thread-360');
    await hand.getByRole('button', { name: 'Shopper' }).tap();
    await hand.locator('#context-body').getByText(shopper.email).waitFor();
    await shot(hand, 'context-360');
    await hand.getByRole('button', { name: '← Thread' }).tap();
    await hand.locator('#composer').waitFor();
  });

  it('marks the conversation done: it leaves the open queue on both consoles, and a new question brings it back', async () => {
    await desk.getByRole('button', { name: 'Mark done' }).click();
    for (const page of [desk, hand]) await expect.poll(() => row(page).count()).toBe(0);
    await expect.poll(() => desk.getByRole('button', { name: 'Marked done' }).isDisabled()).toBe(true);
    await desk.getByRole('button', { name: 'Done', exact: true }).click(); // the queue's tab of finished ones
    await expect.poll(() => row(desk).count()).toBe(1);
    await desk.getByRole('button', { name: 'Open', exact: true }).click();

    await shopperSays('One more thing…');
    for (const page of [desk, hand]) await expect.poll(() => row(page).count()).toBe(1);
    await hand.getByRole('button', { name: 'Back to the conversations' }).tap();
    await expect.poll(() => row(hand).locator('.conv-last').textContent()).toBe('One more thing…');
    await shot(hand, 'queue-360');
  });
});
