import { describe, it, expect, vi, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Toasts } from '../../src/ui/Toasts';
import { showToast, toasts } from '../../src/state/ui';
import { navigate } from '../../src/router/navigate';
import { watchToasts } from '../../src/ui/toast-watch';
import { freshRoot } from './dom';

const root = freshRoot();
afterEach(() => {
  act(() => render(null, root));
  toasts.value = [];
  vi.useRealTimers();
});

describe('toasts', () => {
  it('one at a time: a new message replaces the last instead of piling up over the page; gone after 2 s', () => {
    vi.useFakeTimers();
    act(() => render(<Toasts />, root));
    act(() => { showToast('Saved'); showToast('Copied'); showToast('Added to cart'); });
    expect([...root.querySelectorAll('.toast')].map((e) => e.textContent)).toEqual(['Added to cart']);
    act(() => void vi.advanceTimersByTime(2000));
    expect(root.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('may offer one action as a link, and then stays long enough to reach it', () => {
    vi.useFakeTimers();
    act(() => render(<Toasts />, root));
    act(() => showToast('Added to cart', { label: 'View cart', href: '/pages/cart/index' }));
    const link = root.querySelector<HTMLAnchorElement>('.toast a')!;
    expect(link.textContent).toBe('View cart');
    expect(link.getAttribute('href')).toBe('#/pages/cart/index');
    act(() => void vi.advanceTimersByTime(3000));
    expect(root.querySelector('.toast a')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(root.querySelector('.toast')).toBeNull();
  });

  it('a toast offering the way to where the shopper goes is gone when they get there ("View cart" never stands over the cart); others stay', () => {
    // What the app starts seconds after load (src/after-load.ts).
    watchToasts();
    history.replaceState(null, '', '/wap/#/pages/item/index?tp=taobao&tid=1');
    act(() => render(<Toasts />, root));
    act(() => showToast('Added to cart', { label: 'View cart', href: '/pages/cart/index' }));
    act(() => navigate('/pages/shop/index?q=dress'));
    expect(root.querySelector('.toast a')?.textContent).toBe('View cart');
    act(() => navigate('/pages/cart/index'));
    expect(root.querySelector('.toast')).toBeNull();
    // A plain message said before going on is still read on the next page.
    act(() => showToast('Saved'));
    act(() => navigate('/pages/user/index'));
    expect(root.querySelector('.toast')!.textContent).toBe('Saved');
  });
});
