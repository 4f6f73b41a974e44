import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest';
import { chatPlan, chatwootLocale, chatwootSdkUrl, fillScriptUrl, DEFAULT_LAUNCHER } from '../../src/lib/chat-providers';
import { loadScript } from '../../src/lib/chat';
import { identifyChatwoot, startChatwoot, CHATWOOT_READY_MS, type Chatwoot } from '../../src/lib/chatwoot';

/** The script elements loadScript added, held back from happy-dom (which fetches nothing): the test says load or error. */
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(el: T) => (added.push(el as unknown as HTMLScriptElement), el));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const scriptFor = (src: string) => added.filter((s) => s.src === src && s.onload);
const settle = (src: string, how: 'load' | 'error') => {
  const [el] = scriptFor(src);
  const handler = how === 'load' ? el.onload : el.onerror;
  el.onload = el.onerror = null;
  (handler as (e: Event) => void)(new Event(how));
};

describe('third-party chat urls and locales (issue 34)', () => {
  it("Chatwoot's locale: zh-cn → zh_CN, ru, en (anything else: en)", () => {
    expect(chatwootLocale('zh-cn')).toBe('zh_CN');
    expect(chatwootLocale('ru')).toBe('ru');
    expect(chatwootLocale('en')).toBe('en');
    expect(chatwootLocale('de')).toBe('en');
  });

  it("Chatwoot's SDK is /packs/js/sdk.js on its server, a trailing slash or not", () => {
    expect(chatwootSdkUrl('https://chat.shop.example')).toBe('https://chat.shop.example/packs/js/sdk.js');
    expect(chatwootSdkUrl('https://chat.shop.example/support//')).toBe('https://chat.shop.example/support/packs/js/sdk.js');
  });

  it('a generic script url gets {company} and {lang} (zh-cn → zh), encoded, wherever they stand', () => {
    expect(fillScriptUrl('https://w.example/{company}/widget.js?l={lang}&again={lang}', 'a b&c', 'zh-cn'))
      .toBe('https://w.example/a%20b%26c/widget.js?l=zh&again=zh');
    expect(fillScriptUrl('https://w.example/w.js', '1', 'ru')).toBe('https://w.example/w.js');
  });

  it('the loader: the script url with company and lang, the configured launcher or the default', () => {
    const plan = chatPlan({ chat_provider: 'loader', chat_script_url: 'https://chat.example/widget.js?v=2', chat_company_id: 89317 }, 'zh-cn');
    expect(plan).toMatchObject({ kind: 'launcher', selector: DEFAULT_LAUNCHER });
    const url = new URL((plan as { url: string }).url);
    expect([url.origin + url.pathname, url.searchParams.get('v'), url.searchParams.get('company'), url.searchParams.get('lang')])
      .toEqual(['https://chat.example/widget.js', '2', '89317', 'zh']);
    expect(chatPlan({ chat_provider: 'loader', chat_script_url: 'https://chat.example/w.js', chat_company_id: '1', chat_icon_selector: ' #bubble ' }, 'en'))
      .toMatchObject({ selector: '#bubble' });
  });

  it('the generic script: its template filled in, the company optional', () => {
    expect(chatPlan({ chat_provider: 'script', chat_script_url: 'https://w.example/{lang}.js?c={company}', chat_company_id: '7' }, 'ru'))
      .toEqual({ kind: 'launcher', url: 'https://w.example/ru.js?c=7', selector: DEFAULT_LAUNCHER });
  });

  it('Chatwoot: base url (no trailing slash), its SDK, the website token and the locale', () => {
    expect(chatPlan({ chat_provider: 'chatwoot', chatwoot_base_url: 'https://cw.example/', chatwoot_website_token: ' tok ' }, 'zh-cn'))
      .toEqual({ kind: 'chatwoot', baseUrl: 'https://cw.example', sdkUrl: 'https://cw.example/packs/js/sdk.js', websiteToken: 'tok', locale: 'zh_CN' });
  });

  it('nothing to load: the embedded chat, an unknown provider, or one without what it needs', () => {
    expect(chatPlan({ chat_provider: 'embedded', chat_script_url: 'https://chat.example/w.js', chat_company_id: '1' }, 'en')).toBeNull();
    expect(chatPlan({ chat_provider: 'other', chat_script_url: 'https://chat.example/w.js' }, 'en')).toBeNull();
    expect(chatPlan({ chat_provider: 'loader', chat_script_url: 'https://chat.example/w.js' }, 'en')).toBeNull();
    expect(chatPlan({ chat_provider: 'script', chat_script_url: '' }, 'en')).toBeNull();
    expect(chatPlan({ chat_provider: 'chatwoot', chatwoot_base_url: 'https://cw.example' }, 'en')).toBeNull();
  });
});

describe('a provider script loads once', () => {
  it('the same url twice: one script element, one promise; after an error the next call tries again', async () => {
    const src = 'https://chat.example/once.js';
    const a = loadScript(src);
    expect(loadScript(src)).toBe(a);
    expect(scriptFor(src)).toHaveLength(1);
    settle(src, 'error');
    await expect(a).rejects.toThrow('error');
    const b = loadScript(src);
    expect(b).not.toBe(a);
    expect(scriptFor(src)).toHaveLength(1);
    settle(src, 'load');
    await b;
    expect(loadScript(src)).toBe(b);
  });
});

/** A fake of Chatwoot's API recording its calls. */
function fakeChatwoot(): Chatwoot & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const rec = (name: string) => (...args: unknown[]) => void calls.push([name, ...args]);
  return { calls, hasLoaded: true, toggle: rec('toggle'), toggleBubbleVisibility: rec('bubble'), setLocale: rec('setLocale'), setUser: rec('setUser'), reset: rec('reset') };
}

describe("Chatwoot's start and identity", () => {
  const plan = { kind: 'chatwoot' as const, baseUrl: 'https://cw.example', sdkUrl: 'https://cw.example/packs/js/sdk.js', websiteToken: 'tok', locale: 'ru' };

  it('settings before the SDK, run once with websiteToken and baseUrl, answered at chatwoot:ready; a second start reuses it', async () => {
    const run = vi.fn(() => {
      expect(window.chatwootSettings).toMatchObject({ locale: 'ru' });
      window.$chatwoot = fakeChatwoot();
      setTimeout(() => window.dispatchEvent(new Event('chatwoot:ready')), 10);
    });
    const started = startChatwoot(plan);
    expect(window.chatwootSettings).toMatchObject({ locale: 'ru' });
    window.chatwootSDK = { run };
    await vi.waitFor(() => expect(scriptFor(plan.sdkUrl)).toHaveLength(1));
    settle(plan.sdkUrl, 'load');
    const cw = await started;
    expect(cw).toBe(window.$chatwoot);
    expect(run).toHaveBeenCalledWith({ websiteToken: 'tok', baseUrl: 'https://cw.example' });
    expect(await startChatwoot(plan)).toBe(cw);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a widget that never gets ready: rejected after CHATWOOT_READY_MS', async () => {
    vi.useFakeTimers();
    const other = { ...plan, websiteToken: 'silent', sdkUrl: 'https://cw.example/silent/sdk.js' };
    delete window.$chatwoot;
    window.chatwootSDK = { run: () => { window.$chatwoot = { ...fakeChatwoot(), hasLoaded: false }; } };
    const started = startChatwoot(other);
    const failed = expect(started).rejects.toThrow('timeout');
    await vi.waitFor(() => expect(scriptFor(other.sdkUrl)).toHaveLength(1));
    settle(other.sdkUrl, 'load');
    await vi.advanceTimersByTimeAsync(CHATWOOT_READY_MS);
    await failed;
  });

  it('setUser with the identifier, its hash, e-mail and name once; another shopper or a sign-out resets first', () => {
    const cw = fakeChatwoot();
    const a = { identifier: '5', identifier_hash: 'h5', email: 'a@example.com', name: 'Ann' };
    identifyChatwoot(cw, a);
    identifyChatwoot(cw, a);
    identifyChatwoot(cw, { identifier: '6', identifier_hash: 'h6', email: '', name: '' });
    identifyChatwoot(cw, null);
    identifyChatwoot(cw, null);
    expect(cw.calls).toEqual([
      ['setUser', '5', { identifier_hash: 'h5', email: 'a@example.com', name: 'Ann' }],
      ['reset'],
      ['setUser', '6', { identifier_hash: 'h6' }],
      ['reset'],
    ]);
  });
});
