import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { token } from '../../src/state/session';
import { forgetAffiliateToken } from '../../src/api/affiliate-client';
import AffiliateIndex from '../../src/pages/affiliate/index';
import RevenuePage from '../../src/pages/affiliate/revenue';
import WithdrawApplyPage from '../../src/pages/affiliate/withdrawapply';
import type { AffiliateUser } from '../../src/api/types/affiliate';
import { fakeApi, flush, mountPage, submitForm, typeInto, freshRoot, unmount } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['affiliate', 'copy', 'upload']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  token.value = '';
  forgetAffiliateToken();
  await setLang('en');
});
const open = async (Page: preact.ComponentType, url: string) => {
  root = freshRoot();
  token.value = 'shopper-token';
  await mountPage(root, Page, url, 3);
};
const text = () => root.textContent ?? '';

const user = (over: Partial<AffiliateUser> = {}): AffiliateUser => ({
  id: 7, user_id: 3, nickname: 'Ann', avatar: '', status: 1, status_text: 'Approved', reject_reason: '', channel: 'Blog', contact: 'a@b.c', reason: '',
  code: 'AB12CD34', level_id: 1, level_name: 'Bronze', rate: 3, balance: '12.50', balance_display: '€1.59', pending: '0.00', pending_display: '€0.00', frozen: '0.00', frozen_display: '€0.00',
  withdrawn: '0.00', withdrawn_display: '€0.00', revenue_total: '12.50', revenue_total_display: '€1.59', withdraw_min: '50.00', withdraw_min_display: '€6.38', currency: 'EUR',
  ...over,
});
const totals = {
  today: '1.00', today_display: '€0.13', month: '5.00', month_display: '€0.64', total: '12.50', total_display: '€1.59', available: '12.50', available_display: '€1.59',
  pending: '0.00', pending_display: '€0.00', currency: 'EUR',
};
/** The affiliate API: the exchange, then `route`. */
const affiliateApi = (route: (path: string, fields: URLSearchParams) => Record<string, unknown>) => fakeApi((path, fields) =>
  (path === '/affiliate-api/auth/token' ? { code: 0, data: { token: `aff_${'1'.repeat(64)}`, expires_in: 1, status: 1 } } : route(path, fields)));

describe('the affiliate pages', () => {
  it('a shopper who is not an affiliate sees the programme and applies; then the application is under review', async () => {
    const calls = affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user({ status: -2, status_text: 'Not applied', channel: '', contact: '' }) }
      : path.endsWith('/user/apply') ? { code: 0, data: user({ status: 0 }) } : { code: 1, msg: '?' }));
    await open(AffiliateIndex, '/pages/affiliate/index');
    expect(text()).toContain('Earn with our affiliate programme');
    expect(text()).toContain('Apply to become an affiliate');
    await submitForm(root, 2);
    // Each empty field is flagged with its own message (issue 25), not one message for the form.
    expect(root.querySelector('#aff-channel')!.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#aff-contact')!.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#aff-channel-error')!.textContent).toBe('Say where you will promote');
    expect(root.querySelector('#aff-contact-error')!.textContent).toBe('Say how to reach you');
    expect(calls.some((c) => c.path.endsWith('/user/apply'))).toBe(false);
    await typeInto(root, 'aff-channel', 'Instagram');
    await typeInto(root, 'aff-contact', '@ann');
    await submitForm(root, 3);
    const apply = calls.find((c) => c.path.endsWith('/user/apply'))!;
    expect([apply.fields.get('channel'), apply.fields.get('contact'), apply.fields.get('s_l')]).toEqual(['Instagram', '@ann', 'en']);
    expect(text()).toContain('Your application is being reviewed');
  });

  it('an approved affiliate sees revenue today / this month / in all, available, the level and the link with its QR code', async () => {
    affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user() }
      : path.endsWith('/revenue/lists') ? { code: 0, data: { total: 0, per_page: 1, current_page: 1, last_page: 1, data: [], totals } } : { code: 1, msg: '?' }));
    await open(AffiliateIndex, '/pages/affiliate/index');
    expect(text()).toContain('Bronze · 3% commission');
    expect(text()).toContain('This month¥5.00 ≈ €0.64');
    expect(text()).toContain('Available¥12.50 ≈ €1.59');
    expect(root.querySelector('#aff-url')!.textContent).toBe(`${location.origin}/wap/aff/AB12CD34`);
    // The QR code is drawn when asked for (its encoder is a chunk of its own).
    expect(root.querySelector('svg.qr')).toBeNull();
    await act(() => root.querySelector<HTMLButtonElement>('.aff-qr-show')!.click());
    await vi.waitFor(async () => {
      await flush();
      expect(root.querySelector('svg.qr')).not.toBeNull();
    }, { timeout: 5000 });
    expect(root.querySelector('svg.qr[aria-label="QR code of my affiliate link"]')).not.toBeNull();
  });

  it('the revenue page says so when there is none yet', async () => {
    affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user() } : { code: 0, data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [], totals } }));
    await open(RevenuePage, '/pages/affiliate/revenue');
    expect(text()).toContain('No revenue yet');
    expect(text()).toContain('In all¥12.50 ≈ €1.59');
  });

  it('opened by a shopper who is not an affiliate, the revenue page says to apply first and leads to the form; it asks for no revenue (issue 25)', async () => {
    const calls = affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user({ status: -2, status_text: 'Not applied' }) }
      : { code: 1, msg: 'This is for approved affiliates only' }));
    await open(RevenuePage, '/pages/affiliate/revenue');
    expect(text()).toContain('For affiliates only: apply first');
    expect(root.querySelector('a[href="#/pages/affiliate/index"]')!.textContent).toBe('Apply to the programme');
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
    expect(text()).not.toContain('Loading failed');
    expect(calls.some((c) => c.path.endsWith('/revenue/lists'))).toBe(false);
  });

  it('while the application is being reviewed, the revenue page says so', async () => {
    affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user({ status: 0, status_text: 'Under review' }) } : { code: 1, msg: '?' }));
    await open(RevenuePage, '/pages/affiliate/revenue');
    expect(text()).toContain('Your application is being reviewed');
    expect(text()).toContain('This page opens once your application is approved.');
  });

  it('a pending commission (the goods can still come back) says so, and its sum is shown apart from what is available', async () => {
    const pending = {
      id: 1, order_sn: 'OG250101000001', ref_type: 'order_group', base: '4000.00', base_display: '€509.00', rate: 3, amount: '120.00', amount_display: '€15.27',
      reversed: '0.00', reversed_display: '€0.00', status: 0, status_text: 'Waiting for the goods to ship', created_at: 1_700_000_000,
    };
    affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user() }
      : { code: 0, data: { total: 1, per_page: 10, current_page: 1, last_page: 1, data: [pending], totals: { ...totals, pending: '120.00', pending_display: '€15.27' } } }));
    await open(RevenuePage, '/pages/affiliate/revenue');
    expect(root.querySelector('.aff-status')!.textContent).toBe('Waiting for the goods to ship');
    expect(text()).not.toContain('Taken back by a refund');
    expect(text()).toContain('Waiting for the goods to ship¥120.00 ≈ €15.27');
  });

  it('a withdrawal under the minimum is refused before sending; the server\'s refusal is shown next to the form', async () => {
    const calls = affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user({ balance: '80.00' }) }
      : { code: 1, msg: 'Not enough revenue available: ¥80.00' }));
    await open(WithdrawApplyPage, '/pages/affiliate/withdrawapply');
    await typeInto(root, 'aff-amount', '20');
    await submitForm(root, 2);
    expect(text()).toContain('The smallest withdrawal is ¥50.00');
    expect(calls.some((c) => c.path.endsWith('/withdraw/apply'))).toBe(false);
    await typeInto(root, 'aff-amount', '60');
    await submitForm(root, 3);
    const sent = calls.find((c) => c.path.endsWith('/withdraw/apply'))!;
    expect([sent.fields.get('amount'), sent.fields.get('method')]).toEqual(['60', 'wallet']);
    expect(root.querySelector('.field-error')!.textContent).toBe('Not enough revenue available: ¥80.00');
  });

  it('a withdrawal amount keeps the decimal rule: "62,5" typed (a Russian keyboard\'s decimal key) reads 62.5 and asks for 62.5 (issue 33 §2)', async () => {
    const calls = affiliateApi((path) => (path.endsWith('/user/info') ? { code: 0, data: user({ balance: '80.00' }) } : { code: 0, data: {} }));
    await open(WithdrawApplyPage, '/pages/affiliate/withdrawapply');
    const field = root.querySelector<HTMLInputElement>('#aff-amount')!;
    for (const key of '62,5') await typeInto(root, 'aff-amount', field.value + key);
    expect(field.value).toBe('62.5');
    await typeInto(root, 'aff-amount', '1 062,509');
    expect(field.value).toBe('1062.50');
    await typeInto(root, 'aff-amount', '62,5');
    await submitForm(root, 3);
    expect(calls.find((c) => c.path.endsWith('/withdraw/apply'))!.fields.get('amount')).toBe('62.5');
  });
});
