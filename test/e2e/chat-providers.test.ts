import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { phonePerTest, newShopper, ops, apiData } from './browser';
import { E2E_CHATWOOT_HMAC } from './global-setup';

/**
 * Third-party chats (issue 34) against providers this test serves itself on 127.0.0.1: the seed's loader contract
 * (a script that draws its launcher a moment after it runs), a Chatwoot-shaped SDK that records its calls, and a
 * provider nobody answers for. The page's Content-Security-Policy must let each configured one run (browser.ts fails
 * the test on anything it blocks).
 */

/** What a loader draws a moment after it runs: a launcher that opens a panel and counts its clicks. */
const LOADER = `(() => {
  window.__loaderUrl = document.currentScript.src;
  setTimeout(() => {
    const b = document.createElement('button');
    b.setAttribute('data-chat-launcher', '');
    b.textContent = 'Fake chat';
    b.style.cssText = 'position:fixed;right:8px;bottom:80px;width:56px;height:56px';
    b.onclick = () => {
      window.__launcherClicks = (window.__launcherClicks || 0) + 1;
      if (document.getElementById('fake-chat-panel')) return;
      const p = document.createElement('div');
      p.id = 'fake-chat-panel';
      p.textContent = 'Fake provider chat open';
      document.body.appendChild(p);
    };
    document.body.appendChild(b);
  }, 700);
})();`;

/** Chatwoot's SDK as far as the storefront uses it: run() records its options and the settings, $chatwoot records calls. */
const CHATWOOT_SDK = `window.chatwootSDK = { run(options) {
  const calls = [];
  window.__chatwoot = { options, settings: { ...window.chatwootSettings }, calls };
  const rec = (name) => (...args) => calls.push([name, ...args]);
  window.$chatwoot = { hasLoaded: false, setUser: rec('setUser'), toggle: rec('toggle'), setLocale: rec('setLocale'), reset: rec('reset'), toggleBubbleVisibility: rec('toggleBubbleVisibility') };
  setTimeout(() => { window.$chatwoot.hasLoaded = true; window.dispatchEvent(new Event('chatwoot:ready')); }, 400);
} };`;

let provider: Server;
let origin = '';
let closedOrigin = '';
/** Every url the test's provider was asked for. */
const seen: URL[] = [];
let before: Record<string, unknown> = {};

beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    seen.push(url);
    const body = url.pathname === '/loader.js' ? LOADER : url.pathname === '/packs/js/sdk.js' ? CHATWOOT_SDK : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/javascript', 'cache-control': 'no-store' }).end(body ?? '');
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  // A port that was free a moment ago and has nobody listening: the unreachable provider.
  const gone = createServer();
  await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
  closedOrigin = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  await new Promise((r) => gone.close(r));
  before = await ops<Record<string, unknown>>('chat_provider');
});

afterAll(async () => {
  // The shared test server as it was (the embedded chat and the seed's loader keys) for the files after this one.
  const keys = ['chat_company_id', 'chat_script_url', 'chat_icon_selector', 'chatwoot_base_url', 'chatwoot_website_token'] as const;
  await ops('chat_provider', { provider: String(before.chat_provider ?? 'embedded'), ...Object.fromEntries(keys.map((k) => [k, String(before[k] ?? '')])) });
  await new Promise((r) => provider?.close(r));
});

const me = phonePerTest();
const service = async (language: string, storage: Record<string, string> = {}) => {
  await me.context.addInitScript((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, { language, ...storage });
  await me.page.goto(`${me.base}/wap/#/pages/page/onlineservice`);
};

describe('third-party chat providers on the Service tab (360×640)', () => {
  it("the seed's loader: company id and language (zh-cn → zh) in its url, its launcher found and clicked, the chat left open reopens after a reload", async () => {
    await ops('chat_provider', { provider: 'loader', chat_company_id: 'e2e-co-42', chat_script_url: `${origin}/loader.js?v=1`, chat_icon_selector: '' });
    await service('zh-cn');
    const open = me.page.getByRole('button', { name: '打开客服' });
    await open.waitFor();
    const asked = seen.filter((u) => u.pathname === '/loader.js').at(-1)!;
    expect([asked.searchParams.get('company'), asked.searchParams.get('lang'), asked.searchParams.get('v')]).toEqual(['e2e-co-42', 'zh', '1']);
    expect(await me.page.evaluate(() => localStorage.getItem('chatVisible'))).not.toBe('1');
    expect(await me.page.locator('#fake-chat-panel').count()).toBe(0);
    expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await open.tap();
    await me.page.locator('#fake-chat-panel').waitFor();
    expect(await me.page.evaluate(() => [localStorage.getItem('chatVisible'), (window as unknown as { __launcherClicks: number }).__launcherClicks])).toEqual(['1', 1]);

    // Reloaded: the chat the shopper left open opens again by itself, the launcher looked for until drawn.
    await me.page.reload();
    await me.page.locator('#fake-chat-panel').waitFor();
    expect(await me.page.evaluate(() => [localStorage.getItem('chatVisible'), (window as unknown as { __launcherClicks: number }).__launcherClicks])).toEqual(['1', 1]);
    expect(await me.page.evaluate(() => (window as unknown as { __loaderUrl: string }).__loaderUrl)).toContain('lang=zh');
  });

  it("Chatwoot: its SDK from the Chatwoot server, websiteToken, baseUrl and the shop's locale, the signed-in shopper identified by the server's HMAC", async () => {
    await ops('chat_provider', { provider: 'chatwoot', chatwoot_base_url: `${origin}/`, chatwoot_website_token: 'e2e-website-token' });
    const shopper = await newShopper('chatwoot');
    const { userinfo } = await apiData<{ userinfo: { nickname: string; email: string } }>('/api/user/info', {}, { token: shopper.token });
    await service('ru', { token: shopper.token, userInfo: JSON.stringify(userinfo) });
    const open = me.page.getByRole('button', { name: 'Открыть чат' });
    await open.waitFor();
    type Seen = { options: unknown; settings: { locale: string }; calls: unknown[][] };
    const cw = () => me.page.evaluate(() => (window as unknown as { __chatwoot: Seen }).__chatwoot);
    expect(seen.some((u) => u.pathname === '/packs/js/sdk.js')).toBe(true);
    const first = await cw();
    expect(first.options).toEqual({ websiteToken: 'e2e-website-token', baseUrl: origin });
    expect(first.settings.locale).toBe('ru');
    const identifier = String(shopper.userId);
    const hash = createHmac('sha256', E2E_CHATWOOT_HMAC).update(identifier).digest('hex');
    expect(first.calls.filter((c) => c[0] === 'setUser')).toEqual([['setUser', identifier, { identifier_hash: hash, email: shopper.email, name: userinfo.nickname }]]);
    expect(first.calls).toContainEqual(['setLocale', 'ru']);

    await open.tap();
    await expect.poll(async () => (await cw()).calls).toContainEqual(['toggle', 'open']);
    expect(await me.page.evaluate(() => localStorage.getItem('chatVisible'))).toBe('1');
    // The secret itself never reached the page.
    expect(await me.page.content()).not.toContain(E2E_CHATWOOT_HMAC);
  });

  it('a provider nobody answers for: the shop’s contacts, in en, ru and zh-cn', async () => {
    await ops('chat_provider', { provider: 'script', chat_company_id: 'e2e-co-42', chat_script_url: `${closedOrigin}/{company}/widget.js?lang={lang}` });
    const shots = path.join(tmpdir(), 'chat-providers-shots');
    mkdirSync(shots, { recursive: true });
    const words = { en: 'Online chat is unavailable right now', ru: 'Онлайн-чат сейчас недоступен', 'zh-cn': '在线客服暂不可用' };
    for (const [language, said] of Object.entries(words)) {
      if (language === 'en') await service(language);
      else {
        await me.page.evaluate((l) => localStorage.setItem('language', l), language);
        await me.context.addInitScript((l) => localStorage.setItem('language', l), language);
        await me.page.reload();
      }
      await me.page.getByRole('status').filter({ hasText: said }).waitFor();
      const rows = me.page.locator('.contacts .contact-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(1);
      for (const link of await me.page.locator('.contacts a').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await me.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await me.page.getByRole('button', { name: /Open chat|Открыть чат|打开客服/ }).count()).toBe(0);
      await me.page.screenshot({ path: path.join(shots, `fallback-${language}.png`) });
    }
  });
});
