import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, afterAll, expect } from 'vitest';
import { E2E_OPS_TOKEN } from './global-setup';

/** Debian's Chromium (CHROME_PATH to override); Playwright's own browser download does not work here. */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

let browser: Browser | null = null;

/**
 * A phone-sized (360×640, touch) context on the test server, one per test file. Anything the page's
 * Content-Security-Policy blocks fails the file: the policy must let the whole shop run.
 */
export async function phone(): Promise<{ context: BrowserContext; page: Page; base: string }> {
  browser ??= await chromium.launch({ executablePath: CHROME, args: FLAGS, headless: true });
  const base = inject('baseUrl');
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const blocked: string[] = [];
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  afterAll(async () => {
    await context.close();
    expect(blocked, 'blocked by the Content-Security-Policy').toEqual([]);
  });
  return { context, page, base };
}

afterAll(async () => {
  await browser?.close();
  browser = null;
});

/** An operator call against the test server. */
export async function ops<T = unknown>(action: string, params: Record<string, string | number> = {}): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/ops/${action}`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`ops ${action}: ${body.msg}`);
  return body.data;
}

export type Answer<T = any> = { code: number; msg: string; data: T };
type CallOptions = { token?: string; method?: 'GET' | 'POST' };

/** A call to the test server's API as the storefront makes it (form-encoded, clienttype, lang), for set-up and checks. */
export async function apiCall<T = any>(path: string, params: Record<string, string | number> = {}, o: CallOptions = {}): Promise<Answer<T>> {
  const form = new URLSearchParams({ clienttype: 'h5', lang: 'en', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString();
  const headers: Record<string, string> = { Guid: 'e2e', ...(o.token ? { token: o.token } : {}) };
  const res = o.method === 'GET'
    ? await fetch(`${inject('baseUrl')}${path}?${form}`, { headers })
    : await fetch(`${inject('baseUrl')}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return (await res.json()) as Answer<T>;
}

/** apiCall that answers the data, and fails the test on any answer but code 1. */
export async function apiData<T = any>(path: string, params: Record<string, string | number> = {}, o: CallOptions = {}): Promise<T> {
  const body = await apiCall<T>(path, params, o);
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}
