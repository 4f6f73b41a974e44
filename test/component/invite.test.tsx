import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import { dialog, closeDialog } from '../../src/state/dialog';
import { clearSession, setSession, userInfo } from '../../src/state/session';
import { setSettings } from '../../src/state/settings';
import InvitePage from '../../src/pages/member/invitefriends/index';
import InviteRulesPage from '../../src/pages/member/invitefriends/publicize';
import InvitedFriendsPage from '../../src/pages/member/invitefriends/promotion';
import InviteRecordPage from '../../src/pages/member/invitefriends/record';
import { inviteUrl } from '../../src/pages/member/invitefriends/link';
import { emailProblem } from '../../src/pages/member/invitefriends/EmailInvite';
import { qrMatrix } from '../../src/lib/qr';
import type { Cashback, InvitedFriend, Rebate } from '../../src/api/types/invite';
import { fakeApi, flush, mountPage, submitForm, typeInto, byId, type ApiCall, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
// The navbar titles the page names come with its area (rewards) in the app: scripts/vite/nav-bundles.ts.
beforeAll(() => loadNamespaces(['invite', 'copy', 'nav', 'nav-rewards']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toasts.value = [];
  dialog.value = null;
  clearSession();
  setSettings({ currencyList: [] });
  await setLang('en');
});

const page = <T,>(data: T[], extra: Record<string, unknown> = {}) => ({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data, ...extra });
const TOTALS = { rate_bp: 300, days: 365, pending: '0.00', available: '15.81', withdrawn: '0.00', earned: '15.81' };
const friend = (id: number, status: InvitedFriend['status'], rebate: string): InvitedFriend => ({
  id, name: id === 1 ? 'A***a' : 'L***i', email: id === 1 ? 'an***@example.com' : 'li***@example.com', avatar: '', created_at: 1_700_000_000,
  status, status_text: status === 'ordered' ? 'Has ordered' : 'Registered', rebate, rebate_until: 1_700_000_000 + 365 * 86_400,
});
const rebate = (id: number, amount: string, status: Rebate['status'] = 0): Rebate => ({
  id, friend: 'A***a', ref_sn: `OG25010100010${id}`, base: '368.00', rate_bp: 300, amount, status,
  status_text: { 2: 'Waiting for the goods to ship', 0: 'Earned', 1: 'In your wallet', '-1': 'Reversed (refunded)' }[status], created_at: 1_700_000_000, withdrawn_at: null,
});
const cashback = (id: number, status: Cashback['status']): Cashback => ({
  id, ref_sn: `OG25020200000${id}`, title: id === 1 ? 'Spring sale' : '', base: '100.00', rate_bp: 200, amount: '2.00', status,
  status_text: status === 1 ? 'Paid to your wallet' : 'Pending', created_at: 1_700_000_000, paid_at: null,
});

async function open(Page: preact.ComponentType, url: string, flushes = 3) {
  root = freshRoot();
  await mountPage(root, Page, url, flushes);
}
const text = (sel: string) => root.querySelector(sel)?.textContent ?? '';
const click = (el: Element | null | undefined) => act(() => (el as HTMLElement).click());
const button = (label: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === label);
const paths = (calls: ApiCall[]) => calls.map((c) => c.path);
/** Lets the calls and renders run until `done` holds (at most 30 rounds). */
async function until(done: () => boolean) {
  for (let i = 0; i < 30 && !done(); i++) await flush();
}

describe('invite page: the link, its QR code, copy and share', () => {
  it('shows this site\'s registration link with the shopper\'s id, its QR code and what invitations brought', async () => {
    setSession({ id: 42, username: 'ann', token: 'tok' } as never);
    const calls = fakeApi(() => ({ code: 1, data: page([friend(1, 'ordered', '15.81')], { ...TOTALS, total: 2, ordered: 1 }) }));
    await open(InvitePage, '/pages/member/invitefriends/index');
    const link = `${location.origin}/wap/invite/42`;
    expect(inviteUrl(42)).toBe(link);
    expect(text('#invite-url')).toBe(link);
    const qr = root.querySelector('svg.qr')!;
    expect(qr.getAttribute('aria-label')).toBe('QR code of your invite link');
    // The code drawn is the code of the link: its modules and its quiet zone.
    const m = qrMatrix(link);
    expect(qr.getAttribute('viewBox')).toBe(`-4 -4 ${m.size + 8} ${m.size + 8}`);
    expect(qr.querySelector('path')!.getAttribute('d')).toContain('M0 0h7v1h-7z');
    const hero = text('.invite-hero');
    expect(hero).toContain('Earn 3% of what your friends buy');
    expect(hero).toContain('For 365 days after a friend registers with your link');
    const totals = [...root.querySelectorAll('.invite-totals div')].map((d) => d.textContent);
    expect(totals).toEqual(['Friends invited2', 'Have ordered1', 'Rebates earned¥15.81', 'Ready for your wallet¥15.81']);
    expect(paths(calls)).toEqual(['/api/invitefriends/lists']);
    const pages = [...root.querySelectorAll('.invite-pages a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(pages).toEqual([
      ['#/pages/member/invitefriends/publicize', 'How invitations work'],
      ['#/pages/member/invitefriends/promotion', 'Friends I invited'],
      ['#/pages/member/invitefriends/record', 'Rebates and cashback'],
    ]);
  });

  it('grey totals from the first paint; a session that has only its token draws the link once the answer names its code; a failed load offers a retry', async () => {
    setSession({ username: 'ann', token: 'tok' } as never);
    let fail = true;
    fakeApi(() => (fail ? { code: 0, msg: 'Server is busy' } : { code: 1, data: page([], { ...TOTALS, total: 0, ordered: 0, available: '0.00', earned: '0.00', invite_code: '7' }) }));
    await open(InvitePage, '/pages/member/invitefriends/index', 0);
    expect(root.querySelector('.invite-hero')!.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelectorAll('.invite-totals .sk')).toHaveLength(4);
    expect(root.querySelector('svg.qr')).toBeNull();
    expect(root.querySelector('.invite-qr .sk')).not.toBeNull();
    expect(button('Copy link')!.disabled).toBe(true);
    await flush(3);
    fail = false;
    await click(button('Retry'));
    await flush(3);
    expect(text('.invite-totals')).toContain('Friends invited0');
    expect(text('#invite-url')).toBe(`${location.origin}/wap/invite/7`);
    expect(root.querySelector('svg.qr')).not.toBeNull();
  });

  it('copy puts the link on the clipboard and says so; share hands the link to the system sheet where there is one', async () => {
    setSession({ id: 5, username: 'ann', token: 'tok' } as never);
    fakeApi(() => ({ code: 1, data: page([], { ...TOTALS, total: 0, ordered: 0 }) }));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await open(InvitePage, '/pages/member/invitefriends/index');
    expect(button('Share')).toBeUndefined();
    await click(button('Copy link'));
    await flush();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/wap/invite/5`);
    expect(toasts.value.map((x) => x.text)).toEqual(['Copy Success!']);
    await act(() => render(null, root));

    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    await mountPage(root, InvitePage, '/pages/member/invitefriends/index', 2);
    await click(button('Share'));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${location.origin}/wap/invite/5`, title: 'Invite friends' }));
  });
});

describe('invite by e-mail', () => {
  it('checks the address before sending: empty, malformed', () => {
    expect(emailProblem('  ')).toBe('invite.emailEmpty');
    expect(emailProblem('ann@')).toBe('invite.emailBad');
    expect(emailProblem('ann@example.com')).toBeNull();
  });

  it('says what is wrong next to the field and sends nothing; a good address is added, then sent, and the field clears', async () => {
    setSession({ id: 5, username: 'ann', token: 'tok' } as never);
    const calls = fakeApi((path) => (path.endsWith('/lists') ? { code: 1, data: page([], { ...TOTALS, total: 0, ordered: 0 }) } : { code: 1, data: { id: 1, email: 'bob@example.com', sent_at: null, created_at: 1 } }));
    await open(InvitePage, '/pages/member/invitefriends/index');
    await submitForm(root);
    expect(text('#invite-email-error')).toBe("Enter your friend's e-mail address");
    expect(byId(root, 'invite-email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('invite-email');
    await typeInto(root, 'invite-email', 'bob@');
    expect(root.querySelector('#invite-email-error')).toBeNull();
    await submitForm(root);
    expect(text('#invite-email-error')).toBe('This e-mail address does not look right');
    expect(paths(calls)).toEqual(['/api/invitefriends/lists']);

    await typeInto(root, 'invite-email', ' bob@example.com ');
    await submitForm(root, 3);
    expect(paths(calls).slice(1)).toEqual(['/api/invitefriends/emailAdd', '/api/invitefriends/sendInvitefriendsEmail']);
    expect(calls[1].fields.get('email')).toBe('bob@example.com');
    expect(calls[2].fields.get('email')).toBe('bob@example.com');
    expect(toasts.value.map((x) => x.text)).toEqual(['Invitation sent to bob@example.com']);
    expect(byId(root, 'invite-email').value).toBe('');
  });

  it('the server\'s refusal shows under the field (one channel: no toast), and what was typed stays', async () => {
    setSession({ id: 5, username: 'ann', token: 'tok' } as never);
    const calls = fakeApi((path) => (path.endsWith('/lists') ? { code: 1, data: page([], { ...TOTALS, total: 0, ordered: 0 }) } : { code: 0, msg: 'demo@example.com already has an account' }));
    await open(InvitePage, '/pages/member/invitefriends/index');
    await typeInto(root, 'invite-email', 'demo@example.com');
    await submitForm(root, 3);
    expect(text('#invite-email-error')).toBe('demo@example.com already has an account');
    expect(toasts.value).toEqual([]);
    expect(paths(calls)).not.toContain('/api/invitefriends/sendInvitefriendsEmail');
    expect(byId(root, 'invite-email').value).toBe('demo@example.com');
  });
});

describe('the rules and the friends', () => {
  it('states the shop\'s rate and period in the language, plural forms right', async () => {
    fakeApi(() => ({ code: 1, data: page([], { ...TOTALS, days: 21, total: 0, ordered: 0 }) }));
    await setLang('ru');
    await loadNamespaces(['invite']);
    await open(InviteRulesPage, '/pages/member/invitefriends/publicize');
    const rules = [...root.querySelectorAll('.invite-rule-list li')].map((li) => li.textContent);
    expect(rules).toHaveLength(5);
    expect(rules[1]).toMatch(/^В течение 21 дня после регистрации .* приносит вам 3\s%/);
    expect(text('.invite-hero')).toContain('В течение 21 дня после регистрации друга');
    expect(root.querySelector('a.btn-primary')!.getAttribute('href')).toBe('#/pages/member/invitefriends/index');
  });

  it('lists the friends with their state and the rebate each brought; none yet says how to get some', async () => {
    fakeApi(() => ({ code: 1, data: page([friend(2, 'registered', '0.00'), friend(1, 'ordered', '15.81')], { ...TOTALS, ordered: 1 }) }));
    await open(InvitedFriendsPage, '/pages/member/invitefriends/promotion');
    expect([...root.querySelectorAll('.invite-counts dd')].map((d) => d.textContent)).toEqual(['2', '1']);
    const rows = [...root.querySelectorAll('.friend')];
    expect(rows.map((r) => r.querySelector('.invite-badge')!.textContent)).toEqual(['Registered', 'Has ordered']);
    expect(rows[1].textContent).toContain('A***a');
    expect(rows[1].textContent).toContain('an***@example.com');
    expect(rows[1].textContent).toContain('¥15.81');
    expect(rows[1].textContent).toMatch(/Joined 2023\u201111\u20111\d/);
    await act(() => render(null, root));

    fakeApi(() => ({ code: 1, data: page([], { ...TOTALS, ordered: 0 }) }));
    await mountPage(root, InvitedFriendsPage, '/pages/member/invitefriends/promotion', 3);
    expect(text('.empty')).toContain('No friends yet');
    expect(root.querySelector('.empty a')!.getAttribute('href')).toBe('#/pages/member/invitefriends/index');
  });
});

describe('rebates and cashback', () => {
  it('lists rebates with what is ready; "move to wallet" asks first, then moves it and the balance goes up', async () => {
    setSession({ id: 5, username: 'ann', token: 'tok', money: '100.00' } as never);
    let moved = false;
    const calls = fakeApi((path) => {
      if (path.endsWith('/withdraw')) {
        moved = true;
        return { code: 1, msg: 'Rebate moved to your wallet', data: { amount: '15.81', count: 2, balance: '115.81' } };
      }
      return { code: 1, data: page(moved ? [rebate(2, '4.77', 1), rebate(1, '11.04', 1)] : [rebate(2, '4.77'), rebate(1, '11.04')], moved ? { ...TOTALS, available: '0.00', withdrawn: '15.81' } : TOTALS) };
    });
    await open(InviteRecordPage, '/pages/member/invitefriends/record');
    expect([...root.querySelectorAll('[role=tab]')].map((x) => [x.textContent, x.getAttribute('aria-selected')])).toEqual([['Rebates', 'true'], ['Cashback', 'false']]);
    expect(text('.invite-sum dd.big')).toBe('¥15.81');
    const rows = [...root.querySelectorAll('.reward')];
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('From A***a');
    expect(rows[0].textContent).toContain('3% of ¥368.00');
    expect(rows[0].textContent).toContain('+¥4.77');
    expect(rows[0].textContent).toContain('Earned');

    await click(button('Move to wallet'));
    expect(dialog.value?.message).toBe('Move ¥15.81 of rebates to your wallet?');
    await act(() => closeDialog(false));
    await flush();
    expect(paths(calls)).not.toContain('/api/userrebate/withdraw');

    await click(button('Move to wallet'));
    await act(() => closeDialog(true));
    await until(() => text('.invite-sum dd.big') === '¥0.00');
    expect(paths(calls).filter((p) => p.endsWith('/withdraw'))).toHaveLength(1);
    expect(toasts.value.map((x) => x.text)).toEqual(['¥15.81 moved to your wallet. Balance: ¥115.81']);
    expect(userInfo.value?.money).toBe('115.81');
    expect(text('.invite-sum dd.big')).toBe('¥0.00');
    expect(button('Nothing to move yet')!.disabled).toBe(true);
    expect(text('.reward')).toContain('In your wallet');
  });

  it('a pending rebate (the goods can still come back) is labelled and summed apart; nothing to move yet', async () => {
    fakeApi(() => ({ code: 1, data: page([rebate(1, '120.00', 2)], { ...TOTALS, pending: '120.00', available: '0.00', earned: '120.00' }) }));
    await open(InviteRecordPage, '/pages/member/invitefriends/record');
    expect(root.querySelector('.invite-badge')!.className).toBe('invite-badge pending');
    expect(text('.reward')).toContain('Waiting for the goods to ship');
    expect([...root.querySelectorAll('.invite-sum div')].map((d) => d.textContent)).toEqual([
      'Ready for your wallet¥0.00', 'Already in your wallet¥0.00', 'Waiting for the goods to ship¥120.00',
    ]);
    expect(button('Nothing to move yet')!.disabled).toBe(true);
  });

  it('a reversed rebate is struck through; no rebates yet says how one is earned', async () => {
    fakeApi(() => ({ code: 1, data: page([rebate(1, '1.50', -1)], { ...TOTALS, available: '0.00', earned: '0.00' }) }));
    await open(InviteRecordPage, '/pages/member/invitefriends/record');
    expect(root.querySelector('.reward-amount b')!.className).toBe('struck');
    expect(text('.reward')).toContain('Reversed (refunded)');
    await act(() => render(null, root));
    fakeApi(() => ({ code: 1, data: page([], { ...TOTALS, available: '0.00', earned: '0.00' }) }));
    await mountPage(root, InviteRecordPage, '/pages/member/invitefriends/record', 3);
    expect(text('.empty')).toContain('No rebates yet');
    expect(text('.empty')).toContain('You earn one when a friend you invited pays for goods');
  });

  it('the cashback tab lists the shopper\'s cashback with what is pending and paid', async () => {
    const calls = fakeApi(() => ({ code: 1, data: page([cashback(2, 0), cashback(1, 1)], { pending: '2.00', paid: '2.00' }) }));
    await open(InviteRecordPage, '/pages/member/invitefriends/record?tab=cashback');
    expect(paths(calls)).toEqual(['/api/cashback/lists']);
    expect([...root.querySelectorAll('.invite-sum dd')].map((d) => d.textContent)).toEqual(['¥2.00', '¥2.00']);
    const rows = [...root.querySelectorAll('.reward')];
    expect(rows[0].textContent).toContain('OG250202000002');
    expect(rows[0].textContent).toContain('Pending');
    expect(rows[1].textContent).toContain('Spring sale');
    expect(rows[1].textContent).toContain('Paid to your wallet');
    expect(button('Move to wallet')).toBeUndefined();
  });

  it('no cashback yet: says how to earn some and leads to the activities (issue 25)', async () => {
    fakeApi(() => ({ code: 1, data: page([], { pending: '0.00', paid: '0.00' }) }));
    await open(InviteRecordPage, '/pages/member/invitefriends/record?tab=cashback');
    expect(text('.empty')).toContain('No cashback yet');
    const link = root.querySelector<HTMLAnchorElement>('.empty a')!;
    expect([link.getAttribute('href'), link.textContent]).toEqual(['#/pages/activity/index', 'See activities']);
  });
});
