import { render, type ComponentType } from 'preact';
import { vi } from 'vitest';
import { act } from 'preact/test-utils';
import { HashLocation } from '../../src/router/hash-location';

/** What component tests share: waiting for pending work, mounting a page at a url, filling and submitting forms. */

/** Lets pending promises and timers run `times` macrotasks, inside act. */
export const flush = (times = 1) => act(async () => { for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0)); });

/** Renders a page as the app would at `/wap/#<url>` (the page reads its query from the hash location). */
export async function mountPage(root: HTMLElement, Page: ComponentType, url: string, flushes = 1) {
  history.replaceState(null, '', `/wap/#${url}`);
  await act(() => render(<HashLocation><Page /></HashLocation>, root));
  for (let i = 0; i < flushes; i++) await flush();
}

/** A new element in the document for a test to render into (unmount takes it out again). */
export const freshRoot = () => document.body.appendChild(document.createElement('div'));

/**
 * A test's teardown of its page: unmounts what was rendered into `root` (if anything) and takes it out of the
 * document; answers the "no root" value the tests keep in their variable.
 */
export async function unmount(root: HTMLElement | null): Promise<HTMLElement> {
  if (root) {
    await act(() => render(null, root));
    root.remove();
  }
  return null as unknown as HTMLElement;
}

/** The element with `id` inside `root`. */
export const byId = <T extends HTMLElement = HTMLInputElement>(root: HTMLElement, id: string) => root.querySelector<T>(`#${id}`)!;

/** Types into an input or textarea (an `input` event, as a user would). */
export const typeInto = (root: HTMLElement, id: string, value: string) => act(() => {
  const el = byId(root, id);
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
});

/** Chooses an option of a select (a `change` event). */
export const chooseIn = (root: HTMLElement, id: string, value: string) => act(() => {
  const el = byId<HTMLSelectElement>(root, id);
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
});

/** Submits the first form, then lets its calls settle. */
export async function submitForm(root: HTMLElement, flushes = 1) {
  await act(() => { root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
  for (let i = 0; i < flushes; i++) await flush();
}

/** A fake fetch answer in the API's envelope. */
export const envelopeResponse = (r: Record<string, unknown>) =>
  new Response(JSON.stringify({ time: 0, msg: '', data: null, ...r }), { headers: { 'content-type': 'application/json' } });

export type ApiCall = { path: string; fields: URLSearchParams };
/**
 * Replaces fetch with a fake API: each call is recorded (its path, and its fields — the form body of a
 * POST, else the query) and answered in the envelope with `answer(path, fields)`. Answers the record.
 */
export function fakeApi(answer: (path: string, fields: URLSearchParams) => Record<string, unknown>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (u: string, init: RequestInit = {}) => {
    const url = new URL(String(u), location.href);
    const fields = typeof init.body === 'string' ? new URLSearchParams(init.body) : url.searchParams;
    calls.push({ path: url.pathname, fields });
    return envelopeResponse(answer(url.pathname, fields));
  }));
  return calls;
}
