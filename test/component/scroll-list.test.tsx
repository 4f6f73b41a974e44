import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { ScrollList, ScrollHelper } from '../../src/ui/ScrollList';
import { setLang } from '../../src/state/lang';
import { usePager, type PageLoader } from '../../src/ui/usePager';
import { freshRoot, unmount } from './dom';

let root: HTMLElement;
beforeEach(() => {
  root = freshRoot();
});
afterEach(async () => {
  root = await unmount(root);
  vi.useRealTimers();
});

function List({ load }: { load: PageLoader<number> }) {
  const pager = usePager(load, []);
  return <ScrollList pager={pager}>{pager.items.map((n) => <p key={n} class="row">{n}</p>)}</ScrollList>;
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });
const touch = (el: Element, type: string, y: number) => el.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { touches: [{ clientY: y }] }));

describe('ScrollList', () => {
  it('asks for page 0 of 10 first, and shows the empty view when nothing comes', async () => {
    const load = vi.fn<PageLoader<number>>(async () => []);
    await act(() => render(<List load={load} />, root));
    await flush();
    expect(load).toHaveBeenCalledWith(0, 10);
    expect(root.textContent).toContain('~ absolutely empty ~');
  });

  it('shows "-- END --" once at least 5 items are in and no more remain', async () => {
    await act(() => render(<List load={async () => [1, 2, 3, 4, 5, 6]} />, root));
    await flush();
    expect(root.querySelectorAll('.row')).toHaveLength(6);
    expect(root.textContent).toContain('-- END --');
  });

  it('ends in the language of the screen (issue 16)', async () => {
    try {
      for (const [l, end] of [['zh-cn', '—— 没有更多了 ——'], ['ru', '— больше ничего нет —'], ['en', '-- END --']] as const) {
        await act(() => setLang(l, false));
        await act(() => render(<List key={l} load={async () => [1, 2, 3, 4, 5, 6]} />, root));
        await flush();
        expect(root.textContent).toContain(end);
      }
    } finally {
      await act(() => setLang('en', false));
    }
  });

  it('hides "-- END --" for a short list', async () => {
    await act(() => render(<List load={async () => [1, 2, 3]} />, root));
    await flush();
    expect(root.textContent).not.toContain('-- END --');
  });

  it('pull past 80 px: release updates → loading → loaded → idle after 300 ms, reloading page 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let version = 0;
    const load = vi.fn<PageLoader<number>>(async () => [++version]);
    await act(() => render(<List load={load} />, root));
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    const list = root.querySelector('.scroll-list')!;
    await act(() => { touch(list, 'touchstart', 0); });
    await act(() => { touch(list, 'touchmove', 100); });
    expect(root.textContent).toContain('drop down refresh');
    await act(() => { touch(list, 'touchmove', 200); });
    expect(root.textContent).toContain('release updates');
    await act(() => { list.dispatchEvent(new Event('touchend', { bubbles: true })); });
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(root.textContent).toContain('loaded successfully');
    expect(load).toHaveBeenLastCalledWith(0, 10);
    expect(root.querySelector('.row')!.textContent).toBe('2');
    await act(async () => { await vi.advanceTimersByTimeAsync(300); });
    expect(root.textContent).not.toContain('loaded successfully');
  });

  it('a refresh that fails says "loading failed" (spec §8), not "loaded successfully", and keeps the rows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let calls = 0;
    const load = vi.fn<PageLoader<number>>(async () => {
      if (++calls > 1) throw new Error('offline');
      return [1, 2];
    });
    await act(() => render(<List load={load} />, root));
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    const list = root.querySelector('.scroll-list')!;
    await act(() => { touch(list, 'touchstart', 0); });
    await act(() => { touch(list, 'touchmove', 200); });
    await act(() => { list.dispatchEvent(new Event('touchend', { bubbles: true })); });
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(root.textContent).toContain('loading failed');
    expect(root.textContent).not.toContain('loaded successfully');
    expect(root.querySelectorAll('.row')).toHaveLength(2);
  });
});

describe('the scroll helper\'s language (spec §8, issue 10)', () => {
  beforeEach(() => setLang('en', false));
  afterEach(() => setLang('en', false));
  const none = async () => [] as number[];
  function Helper() {
    const pager = usePager(none, []);
    return <ScrollHelper pager={pager}>{null}</ScrollHelper>;
  }
  /** Flushes until the text holds `s` (a language's strings load on demand). */
  const until = async (s: string) => {
    for (let i = 0; i < 100 && !root.textContent!.includes(s); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    expect(root.textContent).toContain(s);
  };

  it('given no language by its host, the helper speaks its own default, Chinese', async () => {
    await act(() => render(<Helper />, root));
    await until('~ 空空如也 ~');
  });

  it('the app\'s lists speak the app\'s language: English with nothing chosen, then the chosen one (one language per screen)', async () => {
    expect(localStorage.getItem('language')).toBeNull();
    await act(() => render(<List load={none} />, root));
    await flush();
    expect(root.textContent).toContain('~ absolutely empty ~');
    await act(() => setLang('ru', false));
    await until('~ здесь пусто ~');
    expect(root.textContent).not.toContain('空空如也');
  });
});

describe('usePager: a load-more while a fresh first page is on its way', () => {
  it('waits for it: the new list is what shows, not the old one with a page appended (language switch, then scroll)', async () => {
    const { lang } = await import('../../src/state/lang');
    let pager!: ReturnType<typeof usePager<string>>;
    const pending: ((rows: string[]) => void)[] = [];
    let calls = 0;
    const load = vi.fn<PageLoader<string>>((page): Promise<string[]> => (page === 0 && ++calls === 1
      ? Promise.resolve(Array.from({ length: 10 }, (_, i) => `en-${i}`))
      : new Promise<string[]>((resolve) => pending.push(resolve))));
    function Probe() {
      pager = usePager(load, []);
      return <p class="first">{pager.items[0]}</p>;
    }
    await act(() => render(<Probe />, root));
    await flush();
    expect(root.querySelector('.first')!.textContent).toBe('en-0');
    // The language changes: page 0 is asked for again; before it answers, the shopper scrolls to the end and
    // the list's observer (still holding the handler it was given before the switch) asks for more.
    const observerHandler = pager.loadMore;
    await act(() => { lang.value = 'ru'; });
    await act(() => { void observerHandler(); });
    await act(async () => { pending.shift()?.(Array.from({ length: 10 }, (_, i) => `ru-${i}`)); });
    await flush();
    expect(root.querySelector('.first')!.textContent).toBe('ru-0');
    expect(load.mock.calls.map((c: unknown[]) => c[0])).toEqual([0, 0]);
    await act(() => { lang.value = 'en'; });
  });
});
