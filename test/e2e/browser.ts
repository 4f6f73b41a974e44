import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, afterAll, afterEach, beforeEach, expect } from 'vitest';
import { E2E_OPS_TOKEN } from './global-setup';
import { apiCallAt, apiDataAt, opsAt, type Answer, type CallOptions, type Params } from '../../scripts/shop/wire';
import { codeSent } from '../../scripts/shop/journeys';
import { CHROME_FLAGS } from '../../scripts/chrome-flags';

/** Debian's Chromium (CHROME_PATH to override); Playwright's own browser download does not work here. */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

let browser: Browser | null = null;

/** How long a locator waits for what it looks for: sized for a busy 2-core host (a CPU hog beside the run), not this one at rest. */
export const WAIT_MS = 30_000;

type Phone = { context: BrowserContext; page: Page; base: string };

/** A new phone-sized context and its page; `check` closes it and fails on anything its Content-Security-Policy blocked. */
async function openPhone(opts: { serviceWorkers?: 'allow' | 'block'; desktop?: boolean }): Promise<Phone & { check: () => Promise<void> }> {
  browser ??= await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
  const base = inject('baseUrl');
  const screen = opts.desktop ? { viewport: { width: 1280, height: 800 } } : { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
  const context = await browser.newContext({ ...screen, locale: 'en-US', serviceWorkers: opts.serviceWorkers ?? 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(2 * WAIT_MS);
  const blocked: string[] = [];
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  const check = async () => {
    await context.close();
    expect(blocked, 'blocked by the Content-Security-Policy').toEqual([]);
  };
  return { context, page, base, check };
}

/**
 * A phone-sized (360×640, touch) context on the test server, one per test file. Anything the page's
 * Content-Security-Policy blocks fails the file: the policy must let the whole shop run. The service worker
 * (src/sw/) is blocked unless `serviceWorkers: 'allow'` (test/e2e/offline.test.ts): requests it answers are
 * not seen by page.route(), and its stale-while-revalidate reads would show a journey that changed data
 * through the operator API the previous answer first.
 */
export async function phone(opts: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Phone> {
  const { check, ...opened } = await openPhone(opts);
  afterAll(check);
  return opened;
}

/** A desktop-sized (1280×800, mouse) context for the file, as phone() checks it: the staff console (/ops/chat). */
export async function desktop(): Promise<Phone> {
  const { check, ...opened } = await openPhone({ desktop: true });
  afterAll(check);
  return opened;
}

/**
 * A phone of its own for every test of the file, and for every retry of a test: a new context, with no cookie,
 * storage or page state that another test or a failed try left. Read `page`, `context` and `base` inside tests.
 */
export function phonePerTest(opts: { serviceWorkers?: 'allow' | 'block' } = {}): Readonly<Phone> {
  let current: (Phone & { check: () => Promise<void> }) | null = null;
  beforeEach(async () => {
    current = await openPhone(opts);
  });
  afterEach(async () => {
    const done = current;
    current = null;
    await done?.check();
  });
  const now = () => current ?? (() => { throw new Error('phonePerTest: only inside a test'); })();
  return {
    get page() { return now().page; },
    get context() { return now().context; },
    get base() { return now().base; },
  };
}

afterAll(async () => {
  await browser?.close();
  browser = null;
});

/** An operator call against the test server. */
export const ops = <T = unknown>(action: string, params: Params = {}) => opsAt<T>(inject('baseUrl'), E2E_OPS_TOKEN, action, params);

export type { Answer };
/** A call to the test server's API as the storefront makes it (form-encoded, clienttype, lang), for set-up and checks. */
export const apiCall = <T = any>(path: string, params: Params = {}, o: CallOptions = {}) => apiCallAt<T>(inject('baseUrl'), path, params, o);
/** apiCall that answers the data, and fails the test on any answer but code 1. */
export const apiData = <T = any>(path: string, params: Params = {}, o: CallOptions = {}) => apiDataAt<T>(inject('baseUrl'), path, params, o);
/** apiData as the shopper whose token `token()` reads when the call is made (a file's shopper, registered in its beforeAll). */
export const apiAs = (token: () => string) => <T = any>(path: string, params: Params = {}) => apiData<T>(path, params, { token: token() });

/** The newest code sent to `target` for `event`, read from the dev outbox as soon as it is there. */
export const codeFor = (target: string, event: string): Promise<string> => codeSent(ops, target, event, WAIT_MS);

/**
 * Lets `ms` pass on the page's own clock: a timer the page starts now fires after every timer it already had due
 * within `ms` (the storefront's redirects, tap guards, throttles), however busy the host, where a sleep in the test
 * would count the host's time instead. For a negative check's window and for a guard's time to run out.
 */
export const pageClockPast = (page: Page, ms: number): Promise<void> => page.evaluate((t) => new Promise<void>((r) => setTimeout(r, t)), ms);

/**
 * Scrolls to the bottom as a shopper keeps scrolling, until `selector` is on the page: what loads as the
 * shopper nears it (home floors, an item's description) comes a part at a time.
 */
export async function scrollUntil(page: Page, selector: string, tries = 30): Promise<void> {
  for (let i = 0; i < tries && !(await page.locator(selector).count()); i++) {
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
  }
  await page.locator(selector).first().waitFor();
}

/**
 * Opens the language sheet (or, given the currency's names, the currency sheet) from the search bar:
 * its own button where the bar has room (a logged-in shopper on home), else through the one chip that
 * asks which (visitors, result pages).
 */
export async function openLanguageSheet(page: Page, names = { language: 'Language', settings: 'Language and currency' }): Promise<void> {
  const own = page.getByRole('button', { name: new RegExp(`^${names.language}( [A-Z]{3})?$`) }); // the currency chip reads "Currency USD"
  const chip = page.getByRole('button', { name: names.settings });
  // Whichever the page shows once it has rendered (right after a navigation only the server's skeleton is there).
  await own.or(chip).first().waitFor();
  if (await own.isVisible()) return own.tap();
  await chip.tap();
  await page.getByRole('dialog', { name: names.settings }).getByRole('button', { name: new RegExp(`^${names.language} ·`) }).tap();
}

/** Opens the currency sheet from the search bar, the way openLanguageSheet opens the language one. */
export const openCurrencySheet = (page: Page) => openLanguageSheet(page, { language: 'Currency', settings: 'Language and currency' });

/**
 * The service worker's stored page of /wap/ (src/sw/sw.ts keepPage), or null while none is stored: when it was stored
 * (src/sw/policy.ts STORED_AT) and the language it notes as chosen (src/sw/chosen-lang.ts: '' none, null not noted).
 */
export const storedShellPage = (page: Page) => page.evaluate(async () => {
  for (const name of await caches.keys()) {
    const hit = name.startsWith('sf-shell-') ? await (await caches.open(name)).match('/wap/') : undefined;
    if (hit) return { storedAt: hit.headers.get('x-stored-at'), chosen: /<html\b[^>]*\sdata-chosen-lang="([^"]*)"/.exec(await hit.text())?.[1] ?? null };
  }
  return null;
});

/** A fresh e-mail address nobody has registered: `e2e-<tag>-<time><random>@example.com`. */
export const freshEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A shopper of the test's own, registered through the API with the e-mail code from the dev outbox; no money yet. */
export async function newShopper(tag: string, o: { email?: string; password?: string } = {}): Promise<{ email: string; password: string; token: string; userId: number }> {
  const email = o.email ?? freshEmail(tag);
  const password = o.password ?? `${tag}-e2e-1`;
  await apiData('/api/ems/send', { event: 'register', email });
  const reg = await apiData<{ userinfo: { id: number; token: string } }>('/api/user/register', { email, password, code: await codeFor(email, 'register') });
  return { email, password, token: reg.userinfo.token, userId: reg.userinfo.id };
}

/**
 * A phone whose every page starts logged in as a new shopper of its own (newShopper), given `recharge` yuan first
 * when said, with `storage` (e.g. `{ currency: 'USD' }`) also in its local storage on every page.
 */
export async function newShopperPhone(tag: string, o: ShopperOptions = {}) {
  const { context, page, base } = await phone();
  const shopper = await shopperOn(context, tag, o);
  return { context, page, base, ...shopper };
}

type ShopperOptions = { recharge?: string; storage?: Record<string, string>; email?: string; password?: string };

/** A new shopper (newShopper) given `recharge` yuan when said, logged in on every page of `context` with `storage`. */
async function shopperOn(context: BrowserContext, tag: string, o: ShopperOptions) {
  const shopper = await newShopper(tag, o);
  if (o.recharge) await ops('recharge', { user_id: shopper.userId, amount: o.recharge });
  await context.addInitScript((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, { ...o.storage, token: shopper.token });
  return shopper;
}

/**
 * newShopperPhone for every test and every try of it: a phone of its own (phonePerTest) logged in as a new shopper
 * of its own, so no test meets what another test, or its own failed try, did to the shopper. Read it inside tests.
 */
export function shopperPerTest(tag: string, o: Omit<ShopperOptions, 'email' | 'password'> = {}) {
  const phoneNow = phonePerTest();
  let shopper: Awaited<ReturnType<typeof newShopper>> | null = null;
  beforeEach(async () => {
    shopper = await shopperOn(phoneNow.context, tag, o);
  });
  afterEach(() => {
    shopper = null;
  });
  const now = () => shopper ?? (() => { throw new Error('shopperPerTest: only inside a test'); })();
  return {
    get page() { return phoneNow.page; },
    get context() { return phoneNow.context; },
    get base() { return phoneNow.base; },
    get token() { return now().token; },
    get userId() { return now().userId; },
    get email() { return now().email; },
  };
}

/** An unpaid order group of one item in stock, placed through the API as `token` (cart → order): its number. */
export async function unpaidOrder(token: string): Promise<string> {
  const api = <T = any>(path: string, params: Params = {}) => apiData<T>(path, params, { token });
  const list = await api<{ data: { api_type: string; num_iid: string }[] }>('/api/obapi/getItemlist', { page: 1, pagesize: 30 });
  for (const row of list.data) {
    const item = await api<{ goods_type: string; skus: { sku_id: string; stock: number }[]; stock: number }>('/api/obapi/getItem', { tp: row.api_type, tid: row.num_iid });
    const sku = item.skus.find((s) => s.stock > 0);
    if (item.goods_type !== 'general' || !(sku || (!item.skus.length && item.stock > 0))) continue;
    const line = await api<{ id: number }>('/api/cart/add', { tp: row.api_type, tid: row.num_iid, ...(sku ? { sku_id: sku.sku_id } : {}), quantity: 1 });
    return (await api<{ order_sn: string }>('/api/cart/carttoorder', { ids: line.id })).order_sn;
  }
  throw new Error('no item in stock');
}

/**
 * The chat's staff away on `page` (POST /api/chat/status answers offline), whoever is signed in to the staff console:
 * the Service tab then shows its away notice with the shop's contacts.
 */
export const chatStaffAway = (page: Page) => page.route('**/api/chat/status', (r) =>
  r.fulfill({ json: { code: 1, msg: '', time: 0, data: { online: false, staff_hours: '09:00–21:00 (UTC+8)', next_open_at: null } } }));
