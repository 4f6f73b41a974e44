import { describe, it, expect, beforeAll, afterAll, afterEach, vi } from 'vitest';
import { loadNamespaces, setLang } from '../../src/state/lang';
import SigninPage from '../../src/pages/member/signin/index';
import PointsPage from '../../src/pages/member/score/index';
import type { ScoreEntry, SigninMonth } from '../../src/api/types/points';
import { fakeApi, mountPage, unmount, freshRoot } from './dom';

/*
 * One day for one shopper (issue 38 §10): the shop counts sign-in days on China time (server/domain/rewards/
 * shop-day.ts: one calendar for everyone, so no shopper can sign in twice by changing zone). A shopper in Berlin at
 * 21:30 on 1 December is already on 2 December there: the calendar marks the 2nd as today and says whose day it is
 * and when it turns on the shopper's clock; the points history names the same day beside the sign-in's local time.
 */

// 2025-12-01 20:30 UTC: 21:30 on 1 December in Berlin, 04:30 on 2 December in Beijing.
const NOW = Date.UTC(2025, 11, 1, 20, 30);
const zone = process.env.TZ;
let root = null as unknown as HTMLElement;

beforeAll(async () => {
  process.env.TZ = 'Europe/Berlin';
  await loadNamespaces(['points']);
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
afterEach(async () => {
  root = await unmount(root);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLang('en');
});

const month: SigninMonth = {
  month: '2025-12', today: '2025-12-02', signed_today: true, continuous: 1, bonus_in: 6, score: 5,
  rules: { daily: 5, bonus: 20, bonus_every: 7, fillup_cost: 20 },
  days: [{ day: '2025-12-02', points: 5, filled: false, streak: 1 }],
};
const signedIn: ScoreEntry = {
  id: 1, type: 'signin', type_text: 'Daily sign-in', text: 'Daily sign-in', link: '/pages/member/signin/index',
  score: 5, after: 5, ref: '2025-12-02', memo: '', created_at: NOW / 1000,
};

async function mount(Page: preact.ComponentType, url: string, answer: (path: string) => unknown) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fakeApi((path) => ({ code: 1, data: answer(path) }));
  root = freshRoot();
  await mountPage(root, Page, url, 3);
}

describe('the sign-in day (issue 38 §10)', () => {
  it('the calendar marks the shop\'s today and says it is Beijing time, and when its day starts on the shopper\'s clock', async () => {
    await mount(SigninPage, '/pages/member/signin/index', (path) => (path.endsWith('/rank') ? { month: '2025-12', list: [], me: null } : month));
    const today = root.querySelector('[aria-current=date]')!;
    // The 2nd is today, signed (the shopper's clock still says the 1st).
    expect(today.textContent).toBe('2+5December 2: signed, +5 points');
    expect(root.querySelector('.sg-zone')!.textContent).toBe('Days follow Beijing time (UTC+8): a new day starts at 17:00 your time.');
  });

  it('the points history names the day the sign-in counts for where the shopper\'s clock had another date', async () => {
    await mount(PointsPage, '/pages/member/score/index', () => ({ total: 1, per_page: 10, current_page: 1, last_page: 1, data: [signedIn], score: 5 }));
    const row = root.querySelector('.pt-row .pt-what')!;
    expect(row.textContent).toContain('2025-12-01 21:30 · counts for December 2, Beijing time');
  });

  it('in Russian and Chinese too; a shopper on China time is only told whose days they are', async () => {
    await setLang('ru');
    await mount(SigninPage, '/pages/member/signin/index', (path) => (path.endsWith('/rank') ? { month: '2025-12', list: [], me: null } : month));
    expect(root.querySelector('.sg-zone')!.textContent).toBe('Дни считаются по пекинскому времени (UTC+8): новый день начинается в 17:00 по вашему времени.');
    root = await unmount(root);
    await setLang('zh-cn');
    process.env.TZ = 'Asia/Shanghai';
    try {
      await mount(SigninPage, '/pages/member/signin/index', (path) => (path.endsWith('/rank') ? { month: '2025-12', list: [], me: null } : month));
      expect(root.querySelector('.sg-zone')!.textContent).toBe('按北京时间（UTC+8）计日。');
      root = await unmount(root);
      // Signed at 04:30 on the 2nd on a clock in China: the same day, nothing to add.
      await mount(PointsPage, '/pages/member/score/index', () => ({ total: 1, per_page: 10, current_page: 1, last_page: 1, data: [signedIn], score: 5 }));
      expect(root.querySelector('.pt-row .pt-what')!.textContent).not.toContain('北京时间');
    } finally {
      process.env.TZ = 'Europe/Berlin';
    }
  });
});
