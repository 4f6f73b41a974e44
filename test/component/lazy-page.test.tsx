import { describe, it, expect, vi, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ComponentType } from 'preact';
import { failureType, PAGE_TIMEOUT_MS, CHUNK_TIMEOUT_MS } from '../../src/router/lazy-page';
import { lazyPage, chunkName } from '../../src/router/lazy-route';
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
