import { describe, it, expect, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { phone, ops, apiData, codeFor, newShopperPhone, unpaidOrder } from './browser';
import { shipGroupGoods } from './ship-goods';
import type { Invoice } from '../../src/api/types/pay';
import type { InvitedFriendsPage, RebatePage } from '../../src/api/types/invite';
import type { OutboxEntry } from '../../src/api/types/user';
import type { WalletSummary } from '../../src/api/types/wallet';

/** A shopper (the inviter) and a visitor who becomes the invited friend, each on a phone of their own. */
let inviter: Page;
let friend: Page;
let base = '';
let inviterToken = '';

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => `¥${(f / 100).toFixed(2)}`;
/** An amount in a sentence as a shopper reads it: yuan, then dollars (the default currency), "¥1.00 (≈ $0.14)", "≈" and its amount unbroken. */
const inText = (f: number) => `${yuan(f).replace('.', '\\.')} \\(≈\\u00a0\\$\\d+\\.\\d{2}\\)`;
const asInviter = <T = any>(path: string, params: Record<string, string | number> = {}) => apiData<T>(path, params, { token: inviterToken });

beforeAll(async () => {
  ({ page: inviter, base, token: inviterToken } = await newShopperPhone('invite', { recharge: '100.00' }));
  ({ page: friend } = await phone());
});

describe('inviting a friend on a 360×640 touch screen', () => {
  it('the invite link → a friend registers through it and pays → the rebate shows on the record page → moved to the wallet', async () => {
    const me = await asInviter<{ userinfo: { id: number } }>('/api/user/info');
    const inviterId = me.userinfo.id;
    const before = await asInviter<InvitedFriendsPage>('/api/invitefriends/lists', { page: 1, pagesize: 1 });

    // A shopper opens the invite page: the link of this site with their id (one the server reads), and its QR code.
    await inviter.goto(`${base}/wap/#/pages/member/invitefriends/index`);
    await inviter.getByRole('heading', { name: 'Your invite link' }).waitFor();
    const link = (await inviter.locator('#invite-url').textContent())!;
    expect(link).toBe(`${base}/wap/invite/${inviterId}`);
    await inviter.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
    await expect.poll(() => inviter.locator('.invite-totals div').first().textContent()).toBe(`Friends invited${before.total}`);
    // Everything fits the phone's width.
    expect(await inviter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // …and invites the friend by e-mail: the invitation, with that link, goes to the outbox.
    const email = `e2e-invite-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await inviter.getByLabel("Friend's e-mail").fill(email);
    await inviter.getByRole('button', { name: 'Send invitation' }).tap();
    await inviter.locator('.toast', { hasText: `Invitation sent to ${email}` }).waitFor();
    expect(await codeFor(email, 'invite')).toBe(link);
    // The same address again: the server says it was invited already, next to the field.
    await inviter.getByLabel("Friend's e-mail").fill(email);
    await inviter.getByRole('button', { name: 'Send invitation' }).tap();
    await inviter.getByRole('alert').filter({ hasText: `You have already invited ${email}` }).waitFor();

    // The friend opens the link from the e-mail and registers with a code from the outbox.
    await friend.goto(link);
    await friend.getByRole('heading', { name: 'Register' }).waitFor();
    await friend.getByText(`Invited by member #${inviterId}`).waitFor();
    await friend.getByLabel('E-mail').fill(email);
    await friend.getByRole('button', { name: 'Send code' }).tap();
    await friend.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await codeFor(email, 'register');
    await friend.getByLabel('Password', { exact: true }).fill('invited-friend-1');
    await friend.getByLabel('Confirm password').fill('invited-friend-1');
    await friend.getByLabel('Verification code').fill(code);
    await friend.getByRole('button', { name: 'Register', exact: true }).tap();
    await friend.getByRole('heading', { name: 'Welcome!' }).waitFor();
    const friendToken = (await friend.evaluate(() => localStorage.getItem('token')))!;
    const friendInfo = await apiData<{ userinfo: { id: number } }>('/api/user/info', {}, { token: friendToken });

    // The operator tops the friend's wallet up; the friend pays an order on the pay page.
    await ops('recharge', { user_id: friendInfo.userinfo.id, amount: '3000.00' });
    const sn = await unpaidOrder(friendToken);
    const bill = await apiData<Invoice>('/api/paywallet/getInvoice', { sn }, { token: friendToken });
    const goods = bill.lines.filter((l) => l.label === 'Goods').reduce((s, l) => s + fen(l.amount), 0);
    expect(goods).toBeGreaterThan(0);
    await friend.goto(`${base}/wap/#/pages/member/pay/index?sn=${sn}`);
    await friend.locator('.submit-bar .btn-primary').tap();
    await expect.poll(() => friend.getByTestId('pay-result').textContent()).toBe('Payment successful');

    // The inviter's record page shows the rebate: 3 % of the goods, pending until the goods can no longer come back.
    const rebate = Math.floor((goods * 300) / 10_000);
    await inviter.goto(`${base}/wap/#/pages/member/invitefriends/record`);
    const row = inviter.locator('.reward', { hasText: sn });
    await row.waitFor();
    expect(await row.textContent()).toContain(`+${yuan(rebate)}`);
    expect(await row.textContent()).toContain('Waiting for the goods to ship');
    expect((await asInviter<RebatePage>('/api/userrebate/lists', { page: 1, pagesize: 50 })).data.find((r) => r.ref_sn === sn)).toMatchObject({ status: 2 });
    await inviter.locator('.invite-sum dt', { hasText: 'Waiting for the goods to ship' }).waitFor();

    // The goods are bought, packed into a parcel the friend pays for, and shipped: now the rebate is earned.
    await shipGroupGoods(friendToken, sn);
    await inviter.reload();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Earned');
    const rebates = await asInviter<RebatePage>('/api/userrebate/lists', { page: 1, pagesize: 50 });
    expect(rebates.data.find((r) => r.ref_sn === sn)).toMatchObject({ amount: (rebate / 100).toFixed(2), status: 0 });
    const available = fen(rebates.available);
    expect(available).toBeGreaterThanOrEqual(rebate);
    await expect.poll(() => inviter.locator('.invite-sum dd.big').textContent()).toContain(yuan(available));
    // The friend is listed, having ordered.
    await inviter.goto(`${base}/wap/#/pages/member/invitefriends/promotion`);
    await inviter.locator('.friend', { hasText: 'Has ordered' }).first().waitFor();
    expect(await inviter.locator('.invite-counts dd').first().textContent()).toBe(String(before.total + 1));

    // Move to wallet: asked first, then the wallet's balance is up by what was ready.
    const wallet = await asInviter<WalletSummary>('/api/pay/rechargeRecord');
    await inviter.goto(`${base}/wap/#/pages/member/invitefriends/record`);
    await row.waitFor();
    await inviter.getByRole('button', { name: 'Move to wallet' }).tap();
    const dialog = inviter.getByRole('dialog');
    await dialog.getByText(new RegExp(`^Move ${inText(available)} of rebates to your wallet\\?$`)).waitFor();
    await dialog.getByRole('button', { name: 'Move to wallet' }).tap();
    const after = fen(wallet.available) + available;
    await inviter.locator('.toast', { hasText: new RegExp(`^${inText(available)} moved to your wallet\\. Balance: ${inText(after)}$`) }).waitFor();
    await inviter.getByRole('button', { name: 'Nothing to move yet' }).waitFor();
    await expect.poll(() => row.textContent()).toContain('In your wallet');
    await inviter.goto(`${base}/wap/#/pages/member/account/index`);
    await expect.poll(() => inviter.locator('.wallet-card .big').textContent()).toBe(yuan(after));
    const outbox = await ops<OutboxEntry[]>('outbox', { target: email });
    expect(outbox.filter((e) => e.event === 'invite')).toHaveLength(1);
  });
});
