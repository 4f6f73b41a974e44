/**
 * `npm run screenshots [-- --full] [extra hash paths…]`: the shop's main screens as a shopper sees them on a
 * 360×640 phone, in en, ru and zh-cn, written to screenshots/<lang>/<name>.png. It builds the storefront if
 * needed (into STOREFRONT_DIST when set, else dist/), starts the reference server on a fresh demo database, logs the demo shopper in, and brings about an
 * order and a parcel through the API and the back office, so every page has real content. `--full` takes the
 * whole page instead of the first screen.
 */
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './chrome-flags';
import { buildIfStale } from './shop/build-if-stale';
import { serveDemo } from './shop/serve';
import { apiDataAt, opsAt, type Params } from './shop/wire';
import { journeys } from './shop/journeys';

const LANGS = ['en', 'ru', 'zh-cn'] as const;
const args = process.argv.slice(2);
const full = args.includes('--full');
const extra = args.filter((a) => a.startsWith('/'));

/** The build to serve: STOREFRONT_DIST (as the e2e suite takes it), else dist/. */
const dist = process.env.STOREFRONT_DIST || 'dist';
buildIfStale(dist);
const opsToken = randomBytes(12).toString('hex');
const { base, stop } = await serveDemo({ dist, opsToken });
try {
  const login = await apiDataAt<{ userinfo: { token: string } }>(base, '/api/user/login', { account: 'demo@example.com', password: 'demo1234' });
  const token = login.userinfo.token;
  const api = <T = any>(path: string, params: Params = {}) => apiDataAt<T>(base, path, params, { token });
  const ops = <T = unknown>(action: string, params: Params = {}) => opsAt<T>(base, opsToken, action, params);
  const shop = journeys(api, ops);
  await ops('recharge', { email: 'demo@example.com', amount: '3000.00' });

  const areas = await api<{ id: number; code: string }[]>('/api/other/getAreaInfo', { pid: 0 });
  const address = await api<{ id: number }>('/api/address/addAddress', { name: 'Jane Doe', mcode: '+1', mobile: '2025550123', country_id: areas.find((a) => a.code === 'US')!.id, address: '1 Main St', city: 'Springfield', zipcode: '12345', is_default: 1 });
  const order = await shop.placeOrder(true);
  const parcel = await shop.makeParcel(address.id);
  const item = await shop.generalItem();
  await api('/api/cart/add', { tp: item.tp, tid: item.tid, ...(item.sku_id ? { sku_id: item.sku_id } : {}), quantity: 2 });

  const screens: [string, string][] = [
    ['home', '/'],
    ['item', `/pages/item/index?tp=${item.tp}&tid=${item.tid}`],
    ['cart', '/pages/cart/index'],
    ['order-detail', `/pages/member/order/detail?id=${order.id}`],
    ['parcel-detail', `/pages/member/sendorder/detail?id=${parcel.id}`],
    ...extra.map((p): [string, string] => [p.replace(/^\/|\?.*$/g, '').replace(/[^\w]+/g, '-') || 'home', p]),
  ];

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS });
  for (const lang of LANGS) {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await context.addInitScript(([tok, l]) => {
      localStorage.setItem('token', tok);
      localStorage.setItem('language', l);
    }, [token, lang]);
    const page = await context.newPage();
    mkdirSync(`screenshots/${lang}`, { recursive: true });
    for (const [name, path] of screens) {
      await page.goto(`${base}/wap/#${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(400);
      const file = `screenshots/${lang}/${name}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
