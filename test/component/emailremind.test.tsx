import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { loadNamespaces, setLang } from '../../src/state/lang';
import { toasts } from '../../src/state/ui';
import EmailRemindPage from '../../src/pages/member/emailremind/index';
import type { EmailRemindList } from '../../src/api/types/member-extra';
import { fakeApi, flush, mountPage, freshRoot, unmount } from './dom';

let root = null as unknown as HTMLElement;
beforeAll(() => loadNamespaces(['remind']));
afterEach(async () => {
  root = await unmount(root);
  vi.unstubAllGlobals();
  toasts.value = [];
  await setLang('en');
});

const list = (): EmailRemindList => ({
  emails: [{ id: 1, email: 'ann@example.com', is_default: 1 }, { id: 2, email: 'ann.old@example.com', is_default: 0 }],
  events: [
    { event: 'order_bought', title: 'Order bought from the seller', status: 1 },
    { event: 'parcel_shipped', title: 'Parcel shipped', status: 1 },
    { event: 'refund_decided', title: 'Refund decided', status: 0 },
  ],
});
/** The API: lists answers `data`; a change answers "Saved", or the refusal `fail` when given. */
const serve = (data: EmailRemindList | null, fail: { lists?: string; change?: string } = {}) => fakeApi((path) => {
  if (path.endsWith('/lists')) return fail.lists ? { code: 0, msg: fail.lists } : { code: 1, data };
  return fail.change ? { code: 0, msg: fail.change } : { code: 1, msg: 'Saved', data: null };
});
const mount = async (flushes = 3) => {
  root = freshRoot();
  await mountPage(root, EmailRemindPage, '/pages/member/emailremind/index', flushes);
};
const radios = () => [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
const switchOf = (title: string) => [...root.querySelectorAll('label')].find((l) => l.textContent === title)!.querySelector<HTMLInputElement>('[role=switch]')!;
const tagged = () => [...root.querySelectorAll('.remind-row')].filter((r) => r.querySelector('.remind-tag')).map((r) => r.querySelector('.remind-email')!.textContent);
const tap = (el: HTMLElement) => act(() => el.click());

describe('notification e-mails', () => {
  it('grey rows from the first paint, then the addresses with the default checked and tagged, and a switch per event as saved', async () => {
    serve(list());
    await mount(0);
    expect(root.querySelector('[aria-busy=true] .sk')).not.toBeNull();
    await flush(3);
    expect(root.querySelector('[aria-busy=true]')).toBeNull();
    expect(radios().map((r) => r.checked)).toEqual([true, false]);
    expect(tagged()).toEqual(['ann@example.com']);
    expect(root.textContent).toContain('Tap an address to make it the default.');
    expect(switchOf('Order bought from the seller').checked).toBe(true);
    expect(switchOf('Parcel shipped').checked).toBe(true);
    expect(switchOf('Refund decided').checked).toBe(false);
  });

  it('tapping another address makes it the default at once; a refusal puts the old one back with the server\'s message', async () => {
    const calls = serve(list());
    await mount();
    await tap(radios()[1]);
    expect(tagged()).toEqual(['ann.old@example.com']);
    await flush(2);
    const set = calls.filter((c) => c.path.endsWith('/setDefault'));
    expect(set.map((c) => c.fields.get('id'))).toEqual(['2']);
    expect(radios().map((r) => r.checked)).toEqual([false, true]);
    expect(tagged()).toEqual(['ann.old@example.com']);

    serve(list(), { change: 'E-mail address not found' });
    await tap(radios()[0]);
    expect(tagged()).toEqual(['ann@example.com']);
    await flush(2);
    expect(tagged()).toEqual(['ann.old@example.com']);
    expect(radios().map((r) => r.checked)).toEqual([false, true]);
    expect(toasts.value.map((x) => x.text)).toContain('E-mail address not found');
  });

  it('a switch flips at once and stays when saved; a refused flip goes back with the server\'s message', async () => {
    const calls = serve(list());
    await mount();
    await tap(switchOf('Parcel shipped'));
    expect(switchOf('Parcel shipped').checked).toBe(false);
    await flush(2);
    const sent = calls.filter((c) => c.path.endsWith('/setRemind'));
    expect(sent.map((c) => [c.fields.get('event'), c.fields.get('status')])).toEqual([['parcel_shipped', '0']]);
    expect(switchOf('Parcel shipped').checked).toBe(false);

    serve(list(), { change: 'Too many requests, try again later' });
    await tap(switchOf('Refund decided'));
    expect(switchOf('Refund decided').checked).toBe(true);
    await flush(2);
    expect(switchOf('Refund decided').checked).toBe(false);
    expect(switchOf('Parcel shipped').checked).toBe(false);
    expect(toasts.value.map((x) => x.text)).toContain('Too many requests, try again later');
  });

  it('no address yet: says so and leads to the profile to add one; the switches stay', async () => {
    serve({ ...list(), emails: [] });
    await mount();
    const empty = root.querySelector('.empty')!;
    expect(empty.textContent).toContain('No e-mail address yet');
    expect(empty.querySelector('a')!.getAttribute('href')).toBe('#/pages/user/profile');
    expect(radios()).toHaveLength(0);
    expect(root.querySelectorAll('[role=switch]')).toHaveLength(3);
  });

  it('a failed load says so with the server\'s message and a retry that loads it', async () => {
    serve(null, { lists: 'Service unavailable, try again later' });
    await mount();
    expect(root.querySelector('[role=alert]')!.textContent).toContain('loading failed');
    expect(toasts.value.map((x) => x.text)).toContain('Service unavailable, try again later');
    expect(radios()).toHaveLength(0);
    serve(list());
    await tap([...root.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!);
    await flush(3);
    expect(root.querySelector('[role=alert]')).toBeNull();
    expect(radios()).toHaveLength(2);
  });

  it('speaks the screen\'s language: its own words in Russian, and the events asked for in Russian', async () => {
    await setLang('ru');
    await loadNamespaces(['remind']);
    const calls = serve({ ...list(), events: [{ event: 'parcel_shipped', title: 'Посылка отправлена', status: 1 }] });
    await mount();
    expect(calls[0].fields.get('lang')).toBe('ru');
    expect(root.querySelector('#remind-emails')!.textContent).toBe('Куда присылать');
    expect(root.querySelector('.remind-tag')!.textContent).toBe('Основной');
    expect(root.textContent).toContain('Нажмите на адрес, чтобы сделать его основным.');
    expect(root.textContent).not.toMatch(/Send reminders|E-mail me|Default|Tap an address|We e-mail you/);
  });
});
