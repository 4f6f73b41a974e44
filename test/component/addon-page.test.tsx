import { describe, it, expect, afterEach } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { addonPage } from '../../src/router/addon-page';
import { setSettings } from '../../src/state/settings';
import { findRoute } from '../../src/routes';

const root = document.body.appendChild(document.createElement('div'));
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

  it('trial packing is an add-on in the route table (its menu entry follows it), and its page is gated', async () => {
    expect(findRoute('/pages/member/rehearsal/index')).toMatchObject({ addon: 'rehearsal', menu: { group: 'orders' } });
    const { default: Trial } = await import('../../src/pages/member/rehearsal/index');
    act(() => setSettings({ addonList: addon(0) as never }));
    act(() => render(<Trial />, root));
    expect(root.textContent).toContain('This page does not exist');
  });
});
