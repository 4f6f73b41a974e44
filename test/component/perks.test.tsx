import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import { token, userInfo } from '../../src/state/session';
import { setSettings } from '../../src/state/settings';
import CouponsPage from '../../src/pages/member/coupon/index';
import WheelPage from '../../src/pages/index/zhuanpan';
import Settings from '../../src/pages/setting/index';
import { spinTarget, sliceCentre } from '../../src/pages/index/zhuanpan/wheel-math';
import type { Coupon } from '../../src/api/types/pay';
import type { WheelDraw, WheelInfo } from '../../src/api/types/perks';
import { fakeApi, flush, mountPage, typeInto, submitForm, freshRoot, unmount } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['coupon', 'wheel', 'newsletter', 'account']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toasts.value = [];
  token.value = '';
  setSettings({ currencyList: [] });
  await setLang('en');
});

/** Yuan and US dollars, the dollar chosen (the default currency): amounts read "¥… ≈ $…". */
const withDollars = () => setSettings({ currencyList: [
  { code: 'CNY', title: 'Yuan', symbol_left: '¥', symbol_right: '', symbol: '¥', value: '1', decimal_place: 2 },
  { code: 'USD', title: 'US Dollar', symbol_left: '$', symbol_right: '', symbol: '$', value: '0.13850000', decimal_place: 2 },
] as never });
const mount = async (Page: preact.ComponentType, url: string, flushes = 3) => {
  root = freshRoot();
  await mountPage(root, Page, url, flushes);
};
const text = () => root.textContent ?? '';
const tap = (el: Element) => act(() => (el as HTMLElement).click());
const page = <T,>(data: T[]) => ({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });

const APR_3 = Date.UTC(2030, 3, 3, 4) / 1000;
const coupon = (c: Partial<Coupon>): Coupon => ({
  id: 1, name: 'Welcome coupon ¥10', rule_id: 1, amount: '10.00', percent: 0, scope: 'goods', source: 'code', min: '50.00', status: 0,
  expires_at: APR_3, created_at: 1, ...c,
});

describe('my coupons', () => {
  const serveCoupons = (byStatus: Record<string, Coupon[]>, activate?: () => Record<string, unknown>) => fakeApi((path, f) => {
    if (path === '/api/coupon/lists') return { code: 1, data: page(byStatus[f.get('status') ?? '0'] ?? []) };
    if (path === '/api/couponrule/activate') return activate?.() ?? { code: 0, msg: 'This coupon code does not exist' };
    return { code: 1, data: null };
  });

  it('grey cards from the first paint, then each coupon with its value in ¥ ≈ chosen currency or percent, threshold, scope, validity and source', async () => {
    withDollars();
    serveCoupons({ 0: [coupon({}), coupon({ id: 2, name: 'Half off the service fee', amount: '0.00', percent: 50, scope: 'fee', min: '0.00', source: 'wheel' })] });
    await mount(CouponsPage, '/pages/member/coupon/index', 0);
    expect(root.querySelector('[aria-busy=true] .sk')).not.toBeNull();
    await flush(3);
    const cards = [...root.querySelectorAll('.cp-card')];
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('.cp-value')!.textContent).toBe('¥10.00 ≈ $1.39');
    expect(cards[0].textContent).toContain('Off the goods · On orders from ¥50.00 (≈\u00a0$6.93)');
    expect(cards[0].textContent).toContain('Valid until Apr 3, 2030');
    expect(cards[0].textContent).toContain('Activated code');
    expect(cards[1].querySelector('.cp-value')!.textContent).toBe('50% off');
    expect(cards[1].textContent).toContain('Off the service fee · No minimum order');
    expect(cards[1].textContent).toContain('Spin-wheel prize');
    // "Use" opens the shop.
    const use = cards[0].querySelector<HTMLAnchorElement>('a.btn')!;
    expect(use.textContent).toBe('Use');
    expect(use.getAttribute('href')).toBe('#/');
  });

  it('tabs usable / used / expired: each asks for its state, shows its stamp, and has its own empty view', async () => {
    const calls = serveCoupons({ 1: [coupon({ status: 1 })], 2: [] });
    await mount(CouponsPage, '/pages/member/coupon/index');
    expect(text()).toContain('No coupons to use');
    expect(root.querySelector('.empty a')!.getAttribute('href')).toBe('#/pages/index/zhuanpan');
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    expect(tabs.map((b) => b.textContent)).toEqual(['Usable', 'Used', 'Expired']);
    await tap(tabs[1]);
    await flush(3);
    expect(calls.filter((c) => c.path === '/api/coupon/lists').map((c) => c.fields.get('status'))).toEqual(['0', '1']);
    expect(root.querySelector('.cp-card .cp-mark')!.textContent).toBe('Used');
    expect(root.querySelector('.cp-card a.btn')).toBeNull();
    await tap(root.querySelectorAll('[role=tab]')[2]);
    await flush(3);
    expect(text()).toContain('No expired coupons');
  });

  it("activating: the server's message under the field with the code kept; a coupon issued clears the field and reloads the list", async () => {
    let answer: Record<string, unknown> = { code: 0, msg: 'This coupon code has expired' };
    const calls = serveCoupons({ 0: [] }, () => answer);
    await mount(CouponsPage, '/pages/member/coupon/index');
    await submitForm(root, 2);
    expect(root.querySelector('.field-error')!.textContent).toBe('Enter a code first');
    expect(calls.some((c) => c.path === '/api/couponrule/activate')).toBe(false);
    await typeInto(root, 'cp-code', 'newyear15');
    await submitForm(root, 3);
    expect(calls.find((c) => c.path === '/api/couponrule/activate')!.fields.get('code')).toBe('newyear15');
    expect(root.querySelector('#cp-code-error')!.textContent).toBe('This coupon code has expired');
    expect(root.querySelector<HTMLInputElement>('#cp-code')!.value).toBe('newyear15');
    expect(root.querySelector('#cp-code')!.getAttribute('aria-invalid')).toBe('true');
    // One channel for the message: not also toasted.
    expect(toasts.value.map((x) => x.text)).not.toContain('This coupon code has expired');

    answer = { code: 1, msg: 'Coupon activated', data: coupon({ id: 9, name: 'Spring sale' }) };
    serveCoupons({ 0: [coupon({ id: 9, name: 'Spring sale' })] }, () => answer);
    await typeInto(root, 'cp-code', 'SPRING20');
    await submitForm(root, 4);
    expect(root.querySelector<HTMLInputElement>('#cp-code')!.value).toBe('');
    expect(root.querySelector('.field-error')).toBeNull();
    expect(toasts.value.map((x) => x.text)).toContain('Coupon activated: Spring sale');
    expect(root.querySelector('.cp-name')!.textContent).toBe('Spring sale');
  });

  it('speaks Russian and Chinese with the language', async () => {
    serveCoupons({ 0: [coupon({ percent: 10, amount: '0.00' })] });
    await setLang('ru');
    await mount(CouponsPage, '/pages/member/coupon/index');
    expect(root.querySelector('.cp-value')!.textContent).toBe('скидка 10\u00a0%');
    expect([...root.querySelectorAll('[role=tab]')].map((b) => b.textContent)).toEqual(['Доступные', 'Применённые', 'Истёкшие']);
    await act(() => setLang('zh-cn'));
    await flush(3);
    expect(root.querySelector('.cp-card')!.textContent).toContain('抵扣商品金额');
    expect(root.querySelector('.cp-card a.btn')!.textContent).toBe('去使用');
  });
});

const PRIZES: WheelInfo['prizes'] = [
  { id: 11, name: '5 points', kind: 'points', points: 5, coupon: null },
  { id: 12, name: '¥5 coupon', kind: 'coupon', points: 0, coupon: { amount: '5.00', percent: 0, min: '0.00', scope: 'goods' } },
  { id: 13, name: 'Thanks for playing', kind: 'none', points: 0, coupon: null },
  { id: 14, name: '−20% service fee', kind: 'coupon', points: 0, coupon: { amount: '0.00', percent: 20, min: '0.00', scope: 'fee' } },
];
const INFO: WheelInfo = { prizes: PRIZES, free_left: 1, free_per_day: 1, cost: 20, score: 35 };
const DRAW: WheelDraw = { id: 70, prize_id: 12, index: 1, name: '¥5 coupon', kind: 'coupon', points: 0, coupon_id: 5, free: true, cost: 0, score: 35, free_left: 0 };

describe('the spin wheel', () => {
  const serveWheel = (info: WheelInfo, draw: () => Record<string, unknown> = () => ({ code: 1, data: DRAW })) => fakeApi((path) => {
    if (path === '/api/zhuanpan/info') return { code: 1, data: info };
    if (path === '/api/zhuanpan/draw') return draw();
    if (path === '/api/zhuanpan/records') return { code: 1, data: page([]) };
    return { code: 1, data: null };
  });
  const button = () => root.querySelector<HTMLButtonElement>('.wh-spin')!;
  const disc = () => root.querySelector<HTMLElement>('.wh-disc')!;

  it('maps the server’s prize onto the slice under the pointer, always turning forward', () => {
    for (const [cur, i, n] of [[0, 1, 4], [1234, 3, 7], [-90, 0, 6]] as const) {
      const next = spinTarget(cur, i, n);
      expect(next - cur).toBeGreaterThanOrEqual(5 * 360);
      expect(((next + sliceCentre(i, n)) % 360 + 360) % 360).toBeCloseTo(0, 6);
    }
    // With jitter it still stops inside the slice.
    const j = spinTarget(0, 2, 8, 1);
    const stop = (((-j) % 360) + 360) % 360;
    expect(Math.abs(stop - sliceCentre(2, 8))).toBeLessThan(360 / 8 / 2);
  });

  it('a grey wheel first, then the prizes drawn as slices, free spins left, the cost of a spin and my points', async () => {
    serveWheel(INFO);
    await mount(WheelPage, '/pages/index/zhuanpan', 0);
    expect(root.querySelector('[aria-busy=true] .wh-sk-wheel')).not.toBeNull();
    await flush(3);
    expect(root.querySelectorAll('.wh-disc path')).toHaveLength(4);
    expect([...root.querySelectorAll('.wh-big')].map((x) => x.textContent)).toEqual(['+5', '¥5', '☆', '−20%']);
    expect(root.querySelector('.wh-wheel')!.getAttribute('aria-label')).toBe('Prize wheel with 4 prizes: 5 points, ¥5 coupon, Thanks for playing, −20% service fee');
    expect(root.querySelector('.wh-free')!.textContent).toBe('1 free spin left today');
    expect(root.querySelector('.wh-points')!.textContent).toBe('Extra spin: 20 pointsYou have 35 points');
    expect(button().textContent).toBe('Spin for free');
    await flush(2);
    expect(text()).toContain('No prizes yet');
  });

  it('spinning: the button is off while the wheel turns to the answered slice; the prize shows only when it stops; my prizes reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serveWheel(INFO);
    await mount(WheelPage, '/pages/index/zhuanpan', 0);
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    await tap(button());
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Spinning…');
    expect(disc().classList.contains('wh-turning')).toBe(true);
    const deg = Number(/rotate\(([-\d.]+)deg\)/.exec(disc().style.transform)![1]);
    expect(deg).toBeGreaterThanOrEqual(5 * 360);
    // Slice 1 of 4 ends under the pointer at the top (within the slice).
    expect(Math.abs(((((deg + sliceCentre(1, 4)) % 360) + 540) % 360) - 180)).toBeLessThan(45);
    expect(root.querySelector('.wh-result')).toBeNull();
    // A second tap while it turns asks nothing.
    await tap(button());
    await act(async () => { await vi.advanceTimersByTimeAsync(4300); });
    expect(calls.filter((c) => c.path === '/api/zhuanpan/draw')).toHaveLength(1);
    expect(root.querySelector('.wh-result')!.textContent).toContain('You won: ¥5 coupon');
    expect(root.querySelector('.wh-result a')!.getAttribute('href')).toBe('#/pages/member/coupon/index');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Spin for 20 points');
    expect(root.querySelector('.wh-free')!.textContent).toBe('0 free spins left today');
    expect(calls.filter((c) => c.path === '/api/zhuanpan/records')).toHaveLength(2);
  });

  it('without a free spin and with too few points the button is off and says why; a refused draw is toasted and the wheel is read again', async () => {
    serveWheel({ ...INFO, free_left: 0, score: 5 });
    await mount(WheelPage, '/pages/index/zhuanpan');
    expect(button().disabled).toBe(true);
    expect(text()).toContain('Not enough points for a spin');
    await act(() => render(null, root));
    const calls = serveWheel({ ...INFO, free_left: 0, score: 25 }, () => ({ code: 0, msg: 'Not enough points: you have 5' }));
    await mountPage(root, WheelPage, '/pages/index/zhuanpan', 3);
    await tap(button());
    await flush(3);
    expect(toasts.value.map((x) => x.text)).toContain('Not enough points: you have 5');
    expect(calls.filter((c) => c.path === '/api/zhuanpan/info')).toHaveLength(2);
    expect(button().disabled).toBe(false);
  });

  it('points in Russian plural forms', async () => {
    serveWheel({ ...INFO, free_left: 0, score: 22, cost: 21 });
    await setLang('ru');
    await mount(WheelPage, '/pages/index/zhuanpan');
    expect(root.querySelector('.wh-free')!.textContent).toBe('Сегодня осталось 0 бесплатных попыток');
    expect(root.querySelector('.wh-points')!.textContent).toBe('Ещё попытка: 21 баллУ вас 22 балла');
    expect(button().textContent).toBe('Крутить за 21 балл');
  });
});

describe('settings: the newsletter', () => {
  it('logged in: a switch as saved that flips at once, and flips back with the server’s message when refused', async () => {
    token.value = 'tk';
    userInfo.value = null;
    let refuse = false;
    const calls = fakeApi((path) => {
      if (path === '/api/usersubscription/detail') return { code: 1, data: { subscribed: false, email: 'ann@example.com', account_email: 'ann@example.com' } };
      if (path === '/api/usersubscription/add') return refuse ? { code: 0, msg: 'Enter an e-mail address for the newsletter' } : { code: 1, msg: 'Subscribed to the newsletter', data: { subscribed: true, email: 'ann@example.com', account_email: 'ann@example.com' } };
      return { code: 1, data: null };
    });
    await mount(Settings, '/pages/setting/index');
    const sw = () => root.querySelector<HTMLInputElement>('.nl-row [role=switch]')!;
    expect(root.querySelector('.nl-row')!.textContent).toContain('News and offers by e-mail to ann@example.com');
    expect(sw().checked).toBe(false);
    await tap(sw());
    expect(sw().checked).toBe(true);
    await flush(2);
    expect(calls.find((c) => c.path === '/api/usersubscription/add')!.fields.get('subscribe')).toBe('1');
    expect(sw().checked).toBe(true);
    refuse = true;
    await tap(sw());
    expect(sw().checked).toBe(false);
    await flush(2);
    expect(sw().checked).toBe(true);
    expect(toasts.value.map((x) => x.text)).toContain('Enter an e-mail address for the newsletter');
  });

  it('a visitor sees no switch and nothing is asked', async () => {
    const calls = fakeApi(() => ({ code: 1, data: null }));
    await mount(Settings, '/pages/setting/index');
    expect(root.querySelector('.nl-row')).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/usersubscription'))).toEqual([]);
  });
});
