import { describe, it, expect, vi, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ComponentType } from 'preact';
import { failureType, PAGE_TIMEOUT_MS, CHUNK_TIMEOUT_MS } from '../../src/router/lazy-page';
import { lazyPage, chunkName, areaPage } from '../../src/router/lazy-route';
import { routeEntries } from '../../src/router/route-entries';
import { ErrorBoundary } from 'preact-iso';
import { setSession, clearSession } from '../../src/state/session';
import { currentUrl } from '../../src/router/navigate';
import { DelayedSpinner } from '../../src/ui/Overlays';

afterEach(() => vi.useRealTimers());

/** The component a lazy page resolves to (what the router would render once loaded). */
const loaded = async (page: { preload: () => Promise<unknown> }) => (await page.preload()) as ComponentType;

describe('lazy pages (spec §2, §8)', () => {
  it('a failed chunk renders "Loading chunk {name} failed" with its type and a retry', async () => {
    history.replaceState(null, '', '/wap/#/pages/member/order/index?status=1');
    const Page = await loaded(lazyPage(() => Promise.reject<{ default: ComponentType }>(new TypeError('Failed to fetch dynamically imported module: /wap/assets/x.js'))));
    const root = document.createElement('div');
    await act(() => render(<Page />, root));
    expect(root.textContent).toContain('Loading chunk member-order-index failed');
    expect(root.textContent).toContain('The page was updated');
    expect(root.querySelector('button')?.textContent).toBe('Retry');
  });

  it('gives a page script chunk 120 s (spec §7), then the timeout type', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/wap/#/pages/slow');
    const page = lazyPage(() => new Promise<{ default: ComponentType }>(() => {}));
    let settled = false;
    const done = loaded(page).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS);
    expect(settled).toBe(false); // still waiting for its script at 60 s
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - PAGE_TIMEOUT_MS);
    const Page = await done;
    const root = document.createElement('div');
    await act(() => render(<Page />, root));
    expect(root.textContent).toContain('Loading chunk slow failed');
    expect(root.textContent).toContain('took too long');
  });

  it('names a page\'s chunk after its url', () => {
    expect(chunkName('/pages/member/order/detail?id=3')).toBe('member-order-detail');
    expect(chunkName('/choose-location')).toBe('choose-location');
    expect(chunkName('/')).toBe('index');
  });

  it('classifies failures as missing, error or timeout', () => {
    expect(failureType(new Error('timeout'))).toBe('timeout');
    expect(failureType(new TypeError('Failed to fetch dynamically imported module: x'))).toBe('missing');
    expect(failureType(new Error('boom'))).toBe('error');
  });

  it('shows the loader only after 200 ms', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    await act(() => render(<DelayedSpinner />, root));
    expect(root.querySelector('.spinner')).toBeNull();
    await act(() => { vi.advanceTimersByTime(199); });
    expect(root.querySelector('.spinner')).toBeNull();
    await act(() => { vi.advanceTimersByTime(1); });
    expect(root.querySelector('.spinner')).not.toBeNull();
  });
});

describe('area chunks: a route loads its area\'s chunk (its page loaders), then its page', () => {
  const Orders = () => <p>Orders</p>;
  const Detail = () => <p>Order detail</p>;
  /** An area chunk as src/routes/*.ts writes one, its import counted; `fail` makes the next import fail. */
  const fakeArea = () => {
    const area = Object.assign(
      vi.fn(async () => {
        if (area.fail) throw new TypeError('Failed to fetch dynamically imported module: /wap/assets/orders-x.js');
        return {
          default: (page: typeof lazyPage) => ({
            '/pages/member/order/index': page(async () => ({ default: Orders })),
            '/pages/member/order/detail': page(async () => ({ default: Detail })),
          }),
        };
      }),
      { fail: false },
    );
    return area;
  };
  const shown = async (Page: ComponentType) => {
    const root = document.createElement('div');
    await act(() => render(<Page />, root));
    return root;
  };

  it('asks for the area chunk once for all its pages, then each page', async () => {
    const area = fakeArea();
    expect((await shown(await loaded(areaPage(area, '/pages/member/order/index')))).textContent).toBe('Orders');
    expect((await shown(await loaded(areaPage(area, '/pages/member/order/detail')))).textContent).toBe('Order detail');
    expect(area).toHaveBeenCalledTimes(1);
  });

  it('a failed area chunk renders "Loading chunk {name} failed" with a retry, and the next visit asks again', async () => {
    history.replaceState(null, '', '/wap/#/pages/member/order/detail?id=3');
    const area = Object.assign(fakeArea(), { fail: true });
    const root = await shown(await loaded(areaPage(area, '/pages/member/order/detail')));
    expect(root.textContent).toContain('Loading chunk member-order-detail failed');
    expect(root.textContent).toContain('The page was updated');
    expect(root.querySelector('button')?.textContent).toBe('Retry');
    area.fail = false;
    expect((await shown(await loaded(areaPage(area, '/pages/member/order/index')))).textContent).toBe('Orders');
    expect(area).toHaveBeenCalledTimes(2);
  });

  it('gives the area chunk 120 s, then the timeout type', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/wap/#/pages/member/order/index');
    const page = loaded(areaPage(() => new Promise(() => {}), '/pages/member/order/index'));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect((await shown(await page)).textContent).toContain('took too long');
  });

  it('a login-only route loads nothing for a visitor (login first); logged in, its area and page', async () => {
    const area = fakeArea();
    const [list, detail] = routeEntries(
      [{ path: '/', title: 'nav./' }, { path: '/pages/member/order/index', title: 'nav./pages/member/order/index', area: 'orders' as never, login: true }, { path: '/pages/member/order/detail', title: 'nav./pages/member/order/detail', area: 'orders' as never }],
      { orders: area },
    );
    expect(list.path).toBe('/pages/member/order/index');
    history.replaceState(null, '', '/wap/#/pages/member/order/index');
    const root = document.createElement('div');
    await act(() => render(<ErrorBoundary><list.component /></ErrorBoundary>, root));
    expect(area).not.toHaveBeenCalled();
    expect(currentUrl()).toBe(`/pages/user/login?redirect=${encodeURIComponent('/pages/member/order/index')}`);
    setSession({ id: 1, username: 'shopper', token: 'tok' } as never);
    await act(() => render(<ErrorBoundary><list.component /></ErrorBoundary>, root));
    await vi.waitFor(() => expect(root.textContent).toBe('Orders'));
    expect((await shown(await loaded(detail.component as never))).textContent).toBe('Order detail');
    expect(area).toHaveBeenCalledTimes(1);
    clearSession();
    render(null, root);
  });
});
