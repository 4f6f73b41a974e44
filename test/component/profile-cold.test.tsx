import { describe, it, expect, vi, afterEach, beforeAll } from 'vitest';
import { render } from 'preact';
import Profile from '../../src/pages/user/profile';
import { token, userInfo } from '../../src/state/session';
import { loadNamespaces } from '../../src/state/lang';
import { mountPage, fakeApi, flush, freshRoot } from './dom';

const root = freshRoot();
beforeAll(() => loadNamespaces(['account']));
afterEach(() => {
  render(null, root);
  vi.unstubAllGlobals();
  token.value = '';
  userInfo.value = null;
});

describe('a page that needs the user, opened cold with only a stored token', () => {
  it('asks for the user at once and shows a skeleton meanwhile, then the form', async () => {
    token.value = 'stored-token';
    userInfo.value = null;
    let answer: (v: Record<string, unknown>) => void = () => {};
    const pending = new Promise<Record<string, unknown>>((r) => (answer = r));
    fakeApi(() => ({ code: 1, data: { userinfo: { id: 1, username: 'demo', nickname: 'Demo Shopper', email: 'demo@example.com', mobile: '', gender: 0, avatar: '' } } }));
    const fetchNow = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (...a) => { await pending; return fetchNow(...(a as [string, RequestInit])); });
    await mountPage(root, Profile, '/pages/user/profile', 0);
    // Asked for at once, before any start-up delay: the answer is still on its way.
    expect(vi.mocked(fetch).mock.calls.map((c) => new URL(String(c[0]), location.href).pathname)).toContain('/api/user/info');
    expect(root.querySelector('[aria-busy=true] .sk')).not.toBeNull();
    answer({});
    await flush(3);
    expect(root.querySelector('[aria-busy=true]')).toBeNull();
    expect(root.querySelector<HTMLInputElement>('input[name=nickname], #pf-nickname, input')?.value).toBe('Demo Shopper');
  });
});
