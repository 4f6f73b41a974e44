import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ComponentChildren } from 'preact';
import { Empty } from '../../src/ui/Empty';
import { ChunkError } from '../../src/ui/ChunkError';
import NotFound from '../../src/pages/notfound';
import { RecordState } from '../../src/pages/member/order/record';
import { LoadFailed } from '../../src/pages/cart/parts';
import { freshRoot, unmount } from './dom';

let root: HTMLElement;
afterEach(async () => {
  root = await unmount(root);
});
const show = async (node: ComponentChildren) => {
  root = freshRoot();
  await act(() => render(<>{node}</>, root));
  return root.firstElementChild as HTMLElement;
};

describe('one view for "nothing here" (issue 16)', () => {
  it('an empty list, a page not found, a record not found, a failed chunk and a failed load share the picture and layout', async () => {
    const views = [
      await show(<Empty />),
      await show(<NotFound />),
      await show(<RecordState rec={{ state: 'notfound', msg: 'No such order', reload: () => {} }} notFound="Order not found" back={{ href: '/pages/member/order/index', label: 'My orders' }} />),
      await show(<ChunkError name="member-order-index" type="missing" />),
      await show(<LoadFailed onRetry={() => {}} />),
    ];
    for (const v of views) {
      expect(v.className).toBe('empty');
      expect(v.querySelector('svg[aria-hidden=true]')).not.toBeNull();
    }
    expect(views[0].textContent).toBe('~ absolutely empty ~');
    expect(views[0].getAttribute('role')).toBeNull();
  });

  it('a not-found or failure is announced, its message the heading, with a note and the way on', async () => {
    const v = await show(<RecordState rec={{ state: 'notfound', msg: 'No such order', reload: () => {} }} notFound="Order not found" back={{ href: '/pages/member/order/index', label: 'My orders' }} />);
    expect(v.getAttribute('role')).toBe('alert');
    expect(v.querySelector('h2')!.textContent).toBe('Order not found');
    expect(v.querySelector('p')!.textContent).toBe('No such order');
    expect(v.querySelector('a')!.getAttribute('href')).toBe('#/pages/member/order/index');
    const chunk = await show(<ChunkError name="member-order-index" type="timeout" />);
    expect(chunk.querySelector('h2')!.textContent).toBe('Loading chunk member-order-index failed');
    expect(chunk.querySelector('button')!.textContent).toBe('Retry');
  });
});
