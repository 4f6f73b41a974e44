import { describe, it, expect, beforeAll, beforeEach, afterEach, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { setSettings } from '../../src/state/settings';
import { setCurrency } from '../../src/state/currency';
import { clearSession, setSession, userInfo } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import { currentUrl } from '../../src/router/navigate';
import MembershipCardPage from '../../src/pages/membershipcard/index';
import CardPaymentPage from '../../src/pages/membershipcard/payment';
import ActivityPage from '../../src/pages/activity/index';
import CartToOrder from '../../src/pages/carttoorder/index';
import { day } from '../../src/pages/membershipcard/benefits';
import type { MembershipCard, MembershipCardInfo, Promotion } from '../../src/api/types/cards';
import type { CartList } from '../../src/api/types/cart';
import { fakeApi, flush, mountPage, type ApiCall, freshRoot, unmount } from './dom';
import { inDollars } from './currencies';

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);
const CARDS: MembershipCard[] = [
  { id: 1, name: 'Monthly card', image: '', days: 30, price: '30.00', fee_rate: 80, fee_off: 20, extra_storage_days: 15 },
  { id: 2, name: 'Quarterly card', image: '', days: 90, price: '78.00', fee_rate: 70, fee_off: 30, extra_storage_days: 30 },
  { id: 3, name: 'Annual card', image: '', days: 365, price: '268.00', fee_rate: 50, fee_off: 50, extra_storage_days: 90 },
];
const INFO: MembershipCardInfo = { cards: CARDS, current: null, balance: '100.00', pay_password: false, service_fee_rate: 5 };
const ACTIVE = { card_id: 1, name: 'Monthly card', fee_off: 20, extra_storage_days: 15, starts_at: NOW - DAY, ends_at: NOW + 29 * DAY + 3600, days_left: 30 };

let root: HTMLElement;
let calls: ApiCall[] = [];
let routes: Record<string, (f: URLSearchParams) => Record<string, unknown>> = {};

beforeAll(() => loadNamespaces(['cards', 'cardPay', 'activity', 'checkout']));
beforeEach(() => {
  root = freshRoot();
  toasts.value = [];
  routes = {};
  calls = fakeApi((path, f) => routes[path]?.(f) ?? { code: 0, msg: `unexpected ${path}` });
  setSession({ id: 7, username: 'shopper', token: 'tok', money: '100.00' } as never);
});
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  clearSession();
  setSettings({ currencyList: [] });
  await setLang('en');
});

/** Yuan and US dollars, the dollar chosen: amounts read "¥… ≈ $…". */
const withDollars = () => {
  inDollars();
};
const text = () => root.textContent ?? '';
const sent = (path: string) => calls.filter((c) => c.path === path);
const tapKey = (k: string) => act(() => {
  [...root.querySelectorAll<HTMLButtonElement>('.pad-keys button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === k)!.click();
});

describe('the membership card page', () => {
  it('draws grey blocks from the first paint, before the cards arrive', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    await mountPage(root, MembershipCardPage, '/pages/membershipcard/index');
    expect(root.querySelector('.mc-hero')!.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelectorAll('.mc-sk')).toHaveLength(3);
  });

  it('without a card: says so, and lists the cards with price in yuan ≈ the chosen currency, days and benefits; choosing opens the payment', async () => {
    withDollars();
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: INFO });
    await mountPage(root, MembershipCardPage, '/pages/membershipcard/index', 3);
    expect(root.querySelector('.mc-hero h2')!.textContent).toBe('You have no membership card yet');
    const cards = [...root.querySelectorAll('.mc-card')];
    expect(cards).toHaveLength(3);
    const first = cards[0].textContent!;
    expect(first).toContain('Monthly card');
    expect(first).toContain('30 days');
    expect(first).toContain('¥30.00 ≈ $4.16');
    expect(first).toContain('¥1.00 (≈\u00a0$0.14) a day');
    expect(first).toContain('Service fee −20%');
    expect(first).toContain('Service fee 4% of the goods instead of 5%');
    expect(first).toContain('+15 days of free storage');
    const choose = cards[2].querySelector('a.btn')!;
    expect(choose.getAttribute('href')).toBe('#/pages/membershipcard/payment?id=3');
    expect(choose.getAttribute('aria-label')).toBe('Choose Annual card');
    expect(sent('/api/membershipcard/info')).toHaveLength(1);
    // The user centre's balance follows.
    expect(userInfo.value?.money).toBe('100.00');
  });

  it('with a card: which, until when, the days left (plural forms right) and that a new one follows it', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: { ...INFO, current: ACTIVE } });
    await mountPage(root, MembershipCardPage, '/pages/membershipcard/index', 3);
    const hero = root.querySelector('.mc-hero')!.textContent!;
    expect(hero).toContain('Monthly card is active');
    expect(hero).toContain(`Active until ${day(ACTIVE.ends_at)}`);
    expect(hero).toContain('30 days left');
    expect(text()).toContain(`A card bought now starts when your current one ends, on ${day(ACTIVE.ends_at)}.`);
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: { ...INFO, current: { ...ACTIVE, days_left: 21 } } });
    await act(() => setLang('ru'));
    await flush(3);
    expect(root.querySelector('.mc-hero')!.textContent).toContain('Остался 21 день');
    expect(root.querySelector('.mc-card')!.textContent).toContain('30 дней');
    expect(root.querySelector('.mc-card')!.textContent).toMatch(/Сервисный сбор −20\s%/);
  });

  it('with no card on sale shows the empty state; a failure offers a retry', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: { ...INFO, cards: [] } });
    await mountPage(root, MembershipCardPage, '/pages/membershipcard/index', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('No membership cards on sale right now');
  });
});

describe('paying for a card', () => {
  it('shows the card, the days it covers, the balance; pays once and shows the result, then back to the card page', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: INFO });
    routes['/api/membershipcard/buy'] = () => ({ code: 1, msg: 'Membership card bought', data: { sn: 'M260101000001', card_id: 2, paid: '78.00', balance: '22.00', current: { ...ACTIVE, card_id: 2, name: 'Quarterly card', ends_at: NOW + 90 * DAY } } });
    await mountPage(root, CardPaymentPage, '/pages/membershipcard/payment?id=2', 3);
    expect(root.querySelector('.mc-card-name')!.textContent).toBe('Quarterly card');
    expect([...root.querySelectorAll('.mc-line')].map((e) => e.textContent)).toEqual(['90 days', `Valid ${day(NOW)} – ${day(NOW + 90 * DAY)}`]);
    expect(root.querySelector('[data-testid=mc-balance]')!.textContent).toBe('¥100.00');
    const pay = root.querySelector<HTMLButtonElement>('.mc-bar button')!;
    expect(pay.textContent).toBe('Pay ¥78.00');
    // In another currency the button asks for the yuan figure taken from the balance, its conversion beside it (design §4c).
    await act(() => withDollars());
    expect(pay.textContent).toBe('Pay ¥78.00 (≈\u00a0$10.80)');
    expect(root.querySelector('[data-testid=mc-balance]')!.textContent).toBe('¥100.00 ≈ $13.85');
    await act(() => { pay.click(); pay.click(); });
    await flush(3);
    expect(sent('/api/membershipcard/buy')).toHaveLength(1);
    expect(sent('/api/membershipcard/buy')[0].fields.get('id')).toBe('2');
    expect(sent('/api/membershipcard/buy')[0].fields.get('pay_password')).toBeNull();
    expect(root.querySelector('.mc-done')!.textContent).toContain(`Paid: your Quarterly card is active until ${day(NOW + 90 * DAY)}`);
    expect(userInfo.value?.money).toBe('22.00');
    await act(() => root.querySelector<HTMLButtonElement>('.mc-done button')!.click());
    expect(currentUrl()).toBe('/pages/membershipcard/index');
  });

  it('a refusal (short balance, said by the server) shows where it was asked, and the button works again', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: INFO });
    routes['/api/membershipcard/buy'] = () => ({ code: 0, msg: 'Insufficient balance: you have ¥10.00' });
    await mountPage(root, CardPaymentPage, '/pages/membershipcard/payment?id=1', 3);
    await act(() => root.querySelector<HTMLButtonElement>('.mc-bar button')!.click());
    await flush(3);
    expect(root.querySelector('[data-testid=mc-error]')!.textContent).toBe('Insufficient balance: you have ¥10.00');
    expect(toasts.value).toEqual([]);
    expect(root.querySelector<HTMLButtonElement>('.mc-bar button')!.disabled).toBe(false);
  });

  it('asks for the pay password with the pay page\'s pad when one is set: a wrong one says so in the pad, the right one pays', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: { ...INFO, pay_password: true } });
    routes['/api/membershipcard/buy'] = (f) => (f.get('pay_password') === '246810'
      ? { code: 1, data: { sn: 'M260101000002', card_id: 1, paid: '30.00', balance: '70.00', current: ACTIVE } }
      : { code: 0, msg: 'Wrong pay password. Tries left: 4' });
    await mountPage(root, CardPaymentPage, '/pages/membershipcard/payment?id=1', 3);
    await act(() => root.querySelector<HTMLButtonElement>('.mc-bar button')!.click());
    await vi.waitFor(async () => {
      await flush();
      expect(root.querySelector('[role=dialog]')).not.toBeNull();
    });
    for (const d of '111111') await tapKey(d);
    await flush(3);
    expect(root.querySelector('.pad-error')!.textContent).toBe('Wrong pay password. Tries left: 4');
    for (const d of '246810') await tapKey(d);
    await flush(3);
    expect(sent('/api/membershipcard/buy').map((c) => c.fields.get('pay_password'))).toEqual(['111111', '246810']);
    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(root.querySelector('.mc-done')).not.toBeNull();
  });

  it('with too little in the balance: says so with a way to top up, and the pay button is off', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: { ...INFO, balance: '20.00' } });
    await mountPage(root, CardPaymentPage, '/pages/membershipcard/payment?id=1', 3);
    expect(root.querySelector('.mc-short')!.textContent).toContain('Not enough in your balance');
    expect(root.querySelector('.mc-short a')!.getAttribute('href')).toBe('#/pages/member/recharge/index');
    expect(root.querySelector<HTMLButtonElement>('.mc-bar button')!.disabled).toBe(true);
  });

  it('a card not on sale (or no id) says so, with the way back to the cards', async () => {
    routes['/api/membershipcard/info'] = () => ({ code: 1, data: INFO });
    await mountPage(root, CardPaymentPage, '/pages/membershipcard/payment?id=99', 3);
    expect(root.querySelector('.empty')!.textContent).toContain('This card is not on sale');
    expect(root.querySelector('.empty a')!.getAttribute('href')).toBe('#/pages/membershipcard/index');
  });
});

const RUNNING: Promotion = {
  id: 1, title: 'Shop more, get more back: 3% cashback', body: 'Join and earn.\n\nOne entry per account.', image: '', starts_at: NOW - DAY, ends_at: NOW + 180 * DAY,
  state: 'running', cashback_rate: 3, joined: false, joined_at: null,
  coupon: { name: 'Activity gift', amount: '15.00', min: '150.00', percent: 0, scope: 'goods', days_valid: 30 },
};
const UPCOMING: Promotion = { ...RUNNING, id: 2, title: 'Warm-up', state: 'upcoming', starts_at: NOW + 14 * DAY, ends_at: NOW + 44 * DAY, cashback_rate: 5, coupon: null };

describe('activities', () => {
  it('lists them with dates, what joining gives and the rules; joining once turns the button into "Joined" and points to the coupon', async () => {
    routes['/api/promotions/getPromotions'] = () => ({ code: 1, data: [RUNNING, UPCOMING] });
    routes['/api/promotions/join'] = () => ({ code: 1, msg: 'You have joined the activity', data: { ...RUNNING, joined: true, joined_at: NOW, coupon_id: 42 } });
    await mountPage(root, ActivityPage, '/pages/activity/index', 3);
    const [a, b] = [...root.querySelectorAll('.act-card')];
    expect(a.textContent).toContain('Running');
    expect(a.textContent).toContain(`${day(RUNNING.starts_at)} – ${day(RUNNING.ends_at)}`);
    expect(a.textContent).toContain('3% cashback');
    expect(a.textContent).toContain('Activity gift');
    expect(a.textContent).toContain('¥15.00 off the goods · on orders of ¥150.00 or more · valid 30 days');
    expect([...a.querySelectorAll('.act-rules p')].map((p) => p.textContent)).toEqual(['Join and earn.', 'One entry per account.']);
    expect(b.textContent).toContain('Coming soon');
    expect(b.querySelector<HTMLButtonElement>('button')!.disabled).toBe(true);
    expect(b.querySelector('button')!.textContent).toBe(`Opens on ${day(UPCOMING.starts_at)}`);
    const join = a.querySelector<HTMLButtonElement>('.act-foot button')!;
    expect(join.getAttribute('aria-label')).toBe(`Join “${RUNNING.title}”`);
    await act(() => { join.click(); join.click(); });
    await flush(3);
    expect(sent('/api/promotions/join')).toHaveLength(1);
    expect(sent('/api/promotions/join')[0].fields.get('id')).toBe('1');
    const after = root.querySelector('.act-card')!;
    expect(after.querySelector<HTMLButtonElement>('.act-foot button')!.disabled).toBe(true);
    expect(after.querySelector('.act-foot')!.textContent).toContain(`You joined on ${day(NOW)}`);
    expect(toasts.value[0]).toMatchObject({ text: 'You have joined: your coupon is in My coupons', action: { href: '#/pages/member/coupon/index' } });
  });

  it('a visitor sees them and is asked to log in to join; none says so', async () => {
    clearSession();
    routes['/api/promotions/getPromotions'] = () => ({ code: 1, data: [RUNNING] });
    await mountPage(root, ActivityPage, '/pages/activity/index', 3);
    expect(root.querySelector('.act-foot button')!.textContent).toBe('Log in to join');
    routes['/api/promotions/getPromotions'] = () => ({ code: 1, data: [] });
    await act(() => setLang('zh-cn'));
    await flush(3);
    expect(root.querySelector('.empty')!.textContent).toContain('暂无活动');
  });
});

describe('the order confirmation with a membership card', () => {
  const cart = (discount: boolean): CartList => ({
    groups: [{ seller: 'Shop A', shipping: 'standard', post_fee: '8.00', goods: [{
      id: 1, item_id: 1, api_type: 'taobao', num_iid: '1001', title: 'Jacket', pic_url: '/static/t/1.jpg', url: '', sku_id: 's1', sku_text: '',
      price: '333.33', quantity: 1, remark: '', selected: true, stock: 10, invalid: false,
    }] }],
    totals: {
      count: 1, selected_count: 1, goods: '333.33', post_fee: '8.00', service_fee: discount ? '8.34' : '16.67', total: discount ? '349.67' : '358.00',
      fee_discount: discount ? { source: 'card', name: 'Annual card', off: 50, service_fee_full: '16.67' } : null,
    },
  });

  it('the service fee line is the discounted fee and names the card, its discount and the fee without it', async () => {
    withDollars();
    routes['/api/cart/getList'] = () => ({ code: 1, data: cart(true) });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [] });
    await mountPage(root, CartToOrder, '/pages/carttoorder/index?ids=1', 4);
    const fee = [...root.querySelectorAll('.sum-row')].find((r) => r.querySelector('dt')!.textContent!.startsWith('Service fee'))!;
    expect(fee.querySelector('dd')!.textContent).toBe('¥8.34 ≈ $1.16');
    expect(fee.querySelector('.sum-note')!.textContent).toBe('Annual card: −50% (was ¥16.67)');
    await act(() => setLang('ru'));
    await flush(2);
    expect(root.querySelector('.sum-note')!.textContent).toMatch(/^Annual card: −50\s%/);
  });

  it('without a discount the line is as before', async () => {
    routes['/api/cart/getList'] = () => ({ code: 1, data: cart(false) });
    routes['/api/coupon/uselist'] = () => ({ code: 1, data: [] });
    await mountPage(root, CartToOrder, '/pages/carttoorder/index?ids=1', 4);
    expect(root.querySelector('.sum-note')).toBeNull();
  });
});
