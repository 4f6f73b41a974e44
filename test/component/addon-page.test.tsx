import { MENU } from '../../src/pages/user/menu';
import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { addonPage } from '../../src/router/addon-page';
import { setSettings } from '../../src/state/settings';
import { findRoute } from '../../src/routes';
import { freshRoot } from './dom';

const root = freshRoot();
afterEach(() => act(() => render(null, root)));
const Page = addonPage('rehearsal', () => <p>Trial packing</p>);
const addon = (state: number) => ({ rehearsal: { name: 'rehearsal', title: 'Trial packing', state, version: '1.0.0' } });

describe('feature add-ons are on when their state is 1 (spec §1)', () => {
  it('a page of an add-on that is off is not there; on, it is', () => {
    act(() => setSettings({ addonList: addon(0) as never }));
    act(() => render(<Page />, root));
    expect(root.textContent).toContain('This page does not exist');
    act(() => setSettings({ addonList: addon(1) as never }));
    expect(root.textContent).toBe('Trial packing');
  });

  it('an add-on the server does not list (its list not arrived yet) hides nothing', () => {
    act(() => setSettings({ addonList: {} }));
    act(() => render(<Page />, root));
    expect(root.textContent).toBe('Trial packing');
  });

  it('trial packing is an add-on in the route table (its menu entry follows it), and every page of it is gated, also opened by a deep link', async () => {
    expect(findRoute('/pages/member/rehearsal/index')).toMatchObject({ addon: 'rehearsal' });
    expect(MENU.orders.map(([p]) => p)).toContain('/pages/member/rehearsal/index');
    act(() => setSettings({ addonList: addon(0) as never }));
    const pages = {
      index: await import('../../src/pages/member/rehearsal/index'),
      confirm: await import('../../src/pages/member/rehearsal/confirm'),
      detail: await import('../../src/pages/member/rehearsal/detail'),
      submit: await import('../../src/pages/member/rehearsal/submit'),
    };
    for (const [name, { default: Trial }] of Object.entries(pages)) {
      act(() => render(<Trial />, root));
      expect(root.textContent, name).toContain('This page does not exist');
      act(() => render(null, root));
    }
  });
});
