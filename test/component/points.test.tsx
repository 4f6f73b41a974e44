import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import { userInfo } from '../../src/state/session';
import { dialog, closeDialog } from '../../src/state/dialog';
import PointsPage from '../../src/pages/member/score/index';
import ExchangePage from '../../src/pages/member/score/exchange';
import SigninPage from '../../src/pages/member/signin/index';
import LevelPage from '../../src/pages/member/level/index';
import { monthCells, leadingBlanks, addMonths } from '../../src/pages/member/signin/calendar';
import type { LevelInfo, PointsCoupon, ScoreEntry, SigninMonth, SigninRank } from '../../src/api/types/points';
import { fakeApi, flush, mountPage, unmount, freshRoot } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['points', 'coupon']));
afterEach(async () => {
  if (dialog.value) closeDialog(false);
  root = await unmount(root);
  toasts.value = [];
  vi.unstubAllGlobals();
  await setLang('en');
});
const mount = async (Page: preact.ComponentType, url: string, flushes = 3) => {
  root = freshRoot();
  await mountPage(root, Page, url, flushes);
};
const text = (sel: string) => root.querySelector(sel)?.textContent ?? '';
const all = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)];
const page = <T,>(data: T[], extra: Record<string, unknown> = {}) => ({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data, ...extra });
/** Answers the dialog when it shows, then lets the calls settle. */
async function answerDialog(ok: boolean) {
  await vi.waitFor(() => expect(dialog.value).toBeTruthy());
  const msg = dialog.value!.message;
  await act(() => closeDialog(ok));
  await flush(3);
  return msg;
}

const RULES = { daily: 5, bonus: 20, bonus_every: 7, fillup_cost: 20 };
/** June 2024 seen on the 13th: the 10th to 12th signed, the 11th filled up, the 13th not yet. */
const june = (o: Partial<SigninMonth> = {}): SigninMonth => ({
  month: '2024-06', today: '2024-06-13', signed_today: false, continuous: 3, bonus_in: 4, score: 45, rules: RULES,
  days: [
    { day: '2024-06-10', points: 5, filled: false, streak: 1 },
    { day: '2024-06-11', points: 0, filled: true, streak: 2 },
    { day: '2024-06-12', points: 25, filled: false, streak: 3 },
  ],
  ...o,
});
const RANK: SigninRank = {
  month: '2024-06',
  list: [{ rank: 1, nickname: 'A***n', avatar: '', days: 12, me: false }, { rank: 2, nickname: 'D***r', avatar: '', days: 3, me: true }],
  me: { rank: 2, nickname: 'D***r', avatar: '', days: 3, me: true },
};

describe('the sign-in calendar', () => {
  it('knows the month: Monday-first blanks, missed days only in this month before today', () => {
    expect(leadingBlanks('2024-06')).toBe(5); // 1 June 2024 was a Saturday
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    const cells = monthCells(june());
    expect(cells).toHaveLength(30);
    expect(cells.slice(8, 14).map((c) => c.state)).toEqual(['missed', 'signed', 'filled', 'signed', 'none', 'none']);
    expect(cells[12].today).toBe(true);
    expect(monthCells(june({ month: '2024-05', days: [] })).every((c) => c.state === 'none')).toBe(true);
  });

  it('marks signed days with their points, filled days differently, today ringed; the button says what today brings', async () => {
    const calls = fakeApi((path) => ({ code: 1, data: path.endsWith('/rank') ? RANK : june() }));
    await mount(SigninPage, '/pages/member/signin/index');
    expect(calls.map((c) => c.path)).toEqual(['/api/signin/lists', '/api/signin/rank']);
    const day = (n: number) => all('.sg-grid li')[n - 1].firstElementChild as HTMLElement;
    expect(day(10).className).toBe('sg-day sg-signed');
    expect(day(10).textContent).toContain('+5');
    expect(day(12).textContent).toContain('+25');
    expect(day(11).className).toBe('sg-day sg-filled');
    expect(day(11).textContent).toBe('11✓June 11: filled up');
    expect(day(13).className).toBe('sg-day sg-none sg-today');
    expect(day(13).getAttribute('aria-current')).toBe('date');
    expect(day(9).tagName).toBe('BUTTON');
    expect(day(9).getAttribute('aria-label')).toBe('June 9: missed, fill up');
    expect(day(14).tagName).toBe('SPAN');
    expect((all('.sg-grid li')[0] as HTMLElement).style.gridColumnStart).toBe('6');
    expect(text('.sg-streak')).toBe('3 days in a row');
    expect(text('.sg-top .muted')).toBe('4 more days in a row to the bonus of +20');
    const button = root.querySelector<HTMLButtonElement>('.sg-top .btn')!;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Sign in today +5');
    expect(text('.sg-me')).toContain('D***r (You)');
  });

  it('signing in shows the points earned, then the button is disabled and says so', async () => {
    let signed = false;
    const calls = fakeApi((path) => {
      if (path.endsWith('/add')) {
        signed = true;
        return { code: 1, data: { day: '2024-06-13', points: 5, bonus: 0, continuous: 4, score: 50 } };
      }
      if (path.endsWith('/rank')) return { code: 1, data: RANK };
      return { code: 1, data: signed ? june({ signed_today: true, continuous: 4, bonus_in: 3, score: 50, days: [...june().days, { day: '2024-06-13', points: 5, filled: false, streak: 4 }] }) : june() };
    });
    await mount(SigninPage, '/pages/member/signin/index');
    await act(() => root.querySelector<HTMLButtonElement>('.sg-top .btn')!.click());
    await flush(4);
    expect(calls.some((c) => c.path === '/api/signin/add')).toBe(true);
    expect(toasts.value[0]?.text).toBe('Signed in: +5 points');
    const button = root.querySelector<HTMLButtonElement>('.sg-top .btn')!;
    expect(button.disabled).toBe(true);
    await vi.waitFor(() => expect((all('.sg-grid li')[12].firstElementChild as HTMLElement).className).toBe('sg-day sg-signed sg-today'));
    expect(button.textContent).toBe('Signed in today');
    expect(text('.sg-top .muted')).toBe('3 more days in a row to the bonus of +20');
    expect(userInfo.value?.score).toBe(50);
  });

  it('the 7th day in a row: the button offers +25 and says today brings the bonus', async () => {
    fakeApi((path) => ({ code: 1, data: path.endsWith('/rank') ? RANK : june({ continuous: 6, bonus_in: 1 }) }));
    await mount(SigninPage, '/pages/member/signin/index');
    expect(text('.sg-top .btn')).toBe('Sign in today +25');
    expect(text('.sg-top .muted')).toBe('Sign in today for the 7-day bonus: +20');
  });

  it('tapping a missed day asks to fill it up for 20 points; confirmed, it fills it up; cancelled, nothing is sent', async () => {
    let filled = false;
    const calls = fakeApi((path) => {
      if (path.endsWith('/fillup')) {
        filled = true;
        return { code: 1, data: { day: '2024-06-09', cost: 20, score: 25 } };
      }
      if (path.endsWith('/rank')) return { code: 1, data: RANK };
      return { code: 1, data: filled ? june({ score: 25, days: [{ day: '2024-06-09', points: 0, filled: true, streak: 1 }, ...june().days] }) : june() };
    });
    await mount(SigninPage, '/pages/member/signin/index');
    const missed = () => all('.sg-grid li')[8].firstElementChild as HTMLElement;
    await act(() => missed().click());
    expect(await answerDialog(false)).toBe('Fill up June 9 for 20 points? You have 45 points.');
    expect(calls.some((c) => c.path === '/api/signin/fillup')).toBe(false);
    await act(() => missed().click());
    await answerDialog(true);
    const fill = calls.find((c) => c.path === '/api/signin/fillup')!;
    expect(fill.fields.get('day')).toBe('2024-06-09');
    expect(toasts.value[0]?.text).toBe('June 9 filled up');
    await vi.waitFor(() => expect(missed().className).toBe('sg-day sg-filled'));
    expect(missed().tagName).toBe('SPAN');
  });

  it('speaks Russian plurals in Russian', async () => {
    await setLang('ru');
    fakeApi((path) => ({ code: 1, data: path.endsWith('/rank') ? RANK : june({ continuous: 2, bonus_in: 5 }) }));
    await mount(SigninPage, '/pages/member/signin/index');
    expect(text('.sg-streak')).toBe('2 дня подряд');
    expect(text('.sg-top .muted')).toBe('Ещё 5 дней подряд до бонуса +20');
    expect(text('.sg-rank-row .sg-days')).toBe('12 дней');
  });
});

describe('the points page', () => {
  const entry = (o: Partial<ScoreEntry>): ScoreEntry => ({
    id: 1, type: 'signin', type_text: 'Daily sign-in', text: 'Daily sign-in', link: '/pages/member/signin/index', score: 5, after: 5, ref: '2024-06-13', memo: '', created_at: 1718251200, ...o,
  });

  it('shows the balance and each change in words, signed, with what was left, opening what it refers to; links to coupons, sign-in and levels', async () => {
    const calls = fakeApi(() => ({ code: 1, data: page([
      entry({ id: 3, type: 'exchange', type_text: 'Coupon exchanged', text: 'Exchanged for the coupon “¥15 off parcel shipping”', link: '/pages/member/coupon/index', score: -100, after: 1150, ref: '' }),
      entry({ id: 2, type: 'order', type_text: 'Order completed', text: 'Order O123456789012 completed', link: '/pages/member/order/detail?id=7', score: 24, after: 1250, ref: 'O123456789012' }),
      entry({ id: 1, type: 'ops', type_text: 'Adjusted by support', text: 'Adjusted by support', link: null, score: 200, after: 1226, ref: '', memo: 'Welcome gift' }),
    ], { score: 1150 }) }));
    await mount(PointsPage, '/pages/member/score/index');
    expect(calls[0].path).toBe('/api/score/lists');
    expect(text('.pt-big')).toBe('1,150');
    const rows = all('.pt-row');
    expect(rows[0].querySelector('.pt-what b')!.textContent).toBe('Exchanged for the coupon “¥15 off parcel shipping”');
    expect(rows[0].getAttribute('href')).toBe('#/pages/member/coupon/index');
    expect(rows[0].querySelector('.pt-amount b')!.textContent).toBe('−100');
    expect(rows[0].querySelector('.pt-amount b')!.className).toBe('out');
    expect(rows[0].textContent).toContain('Points left: 1,150');
    expect(rows[1].querySelector('.pt-what b')!.textContent).toBe('Order O123456789012 completed');
    expect(rows[1].getAttribute('href')).toBe('#/pages/member/order/detail?id=7');
    expect(rows[1].querySelector('.pt-amount b')!.textContent).toBe('+24');
    // Nothing to open: not a link; the operator's note as written.
    expect(rows[2].tagName).toBe('DIV');
    expect(rows[2].textContent).toContain('Welcome gift');
    expect(all('.pt-acts a').map((a) => a.getAttribute('href'))).toEqual(['#/pages/member/score/exchange', '#/pages/member/signin/index', '#/pages/member/level/index']);
  });

  it('with no points yet says so, and how to earn them', async () => {
    fakeApi(() => ({ code: 1, data: page([], { score: 0 }) }));
    await mount(PointsPage, '/pages/member/score/index');
    expect(text('.pt-big')).toBe('0');
    expect(text('.empty')).toContain('No points yet');
    expect(text('.empty')).toContain('Sign in every day and complete orders to earn points.');
  });
});

describe('coupons for points', () => {
  const offer = (o: Partial<PointsCoupon>): PointsCoupon => ({
    id: 1, name: '¥5 off, no minimum', amount: '5.00', percent: 0, min: '0.00', scope: 'goods', days_valid: 30, cost: 100, stock: null, per_user: 0, can_take: null, ...o,
  });
  const offers = [
    offer({ id: 1 }),
    offer({ id: 2, name: '¥20 off orders over ¥200', amount: '20.00', min: '200.00', cost: 300, stock: 12, per_user: 3, can_take: 3 }),
    offer({ id: 3, name: '10% off the service fee', amount: '0.00', percent: 10, scope: 'fee', cost: 150, stock: 0, per_user: 2, can_take: 0 }),
    offer({ id: 4, name: 'Shipping', amount: '15.00', scope: 'shipping', cost: 90, stock: 5, per_user: 1, can_take: 0 }),
  ];

  it('shows each offer with its cost and what is left; one that cannot be taken says why', async () => {
    fakeApi(() => ({ code: 1, data: page(offers, { score: 250 }) }));
    await mount(ExchangePage, '/pages/member/score/exchange');
    expect(text('.pt-big')).toBe('250 points');
    const cards = all('.cp-card');
    expect(cards[0].querySelector('.px-cost')!.textContent).toBe('100 points');
    expect(cards[0].querySelector('button')!.textContent).toBe('Exchange');
    expect(cards[1].textContent).toContain('12 left · You can take 3 more');
    expect(cards[1].textContent).toContain('Valid 30 days');
    expect(cards[1].querySelector('button')!.textContent).toBe('Not enough points');
    expect(cards[1].querySelector('button')!.disabled).toBe(true);
    expect(cards[2].querySelector('button')!.textContent).toBe('Sold out');
    expect(cards[2].textContent).toContain('10% off');
    expect(cards[3].querySelector('button')!.textContent).toBe('Limit reached');
  });

  it('exchange asks first; confirmed, the balance and the offer update and a toast says where the coupon went', async () => {
    const calls = fakeApi((path) => (path.endsWith('/exchange')
      ? { code: 1, msg: 'Coupon added to your coupons', data: { coupon_id: 9, cost: 100, score: 150, offer: offers[0] } }
      : { code: 1, data: page([offers[0], offers[1]], { score: 250 }) }));
    await mount(ExchangePage, '/pages/member/score/exchange');
    await act(() => root.querySelector<HTMLButtonElement>('.cp-card button')!.click());
    expect(await answerDialog(false)).toBe('Spend 100 points on “¥5 off, no minimum”?');
    expect(calls.filter((c) => c.path.endsWith('/exchange'))).toHaveLength(0);
    await act(() => root.querySelector<HTMLButtonElement>('.cp-card button')!.click());
    await answerDialog(true);
    expect(calls.find((c) => c.path.endsWith('/exchange'))!.fields.get('id')).toBe('1');
    expect(text('.pt-big')).toBe('150 points');
    expect(toasts.value[0]?.text).toBe('Coupon added to My coupons');
    expect(userInfo.value?.score).toBe(150);
  });

  it('with no offers says so', async () => {
    fakeApi(() => ({ code: 1, data: page([], { score: 10 }) }));
    await mount(ExchangePage, '/pages/member/score/exchange');
    expect(text('.empty')).toContain('No coupons to exchange right now');
  });
});

describe('member levels', () => {
  const L = (id: number, name: string, min: number, discount: number) => ({ id, name, min_score: min, discount, image: '' });
  const list = [L(1, 'Member', 0, 100), L(2, 'Silver', 1000, 95), L(3, 'Gold', 5000, 90)];

  it('shows my level, growth and the way to the next on a bar; each level with its benefit', async () => {
    const info: LevelInfo = { list, me: { growth: 1600, level: list[1], next: list[2], left: 3400 } };
    fakeApi(() => ({ code: 1, data: info }));
    await mount(LevelPage, '/pages/member/level/index');
    expect(text('.lv-name')).toBe('Silver');
    expect(text('.lv-card')).toContain('Growth: 1,600 · 5% off the service fee');
    expect(text('.lv-card')).toContain('3,400 more to Gold');
    const bar = root.querySelector('[role=progressbar]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(all('.lv-row').map((r) => r.textContent)).toEqual([
      'MemberFrom 0 growth · Standard service fee', 'SilverFrom 1,000 growth · 5% off the service feeCurrent', 'GoldFrom 5,000 growth · 10% off the service fee',
    ]);
    expect(all('.lv-reached')).toHaveLength(2);
  });

  it('at the top level says so with a full bar', async () => {
    fakeApi(() => ({ code: 1, data: { list, me: { growth: 9000, level: list[2], next: null, left: 0 } } }));
    await mount(LevelPage, '/pages/member/level/index');
    expect(text('.lv-card')).toContain('You have reached the top level');
    expect(root.querySelector('[role=progressbar]')!.getAttribute('aria-valuenow')).toBe('100');
  });
});
