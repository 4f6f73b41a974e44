import { describe, it, expect, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { harness, type Harness } from './harness';

let plain: Harness;
let tls: Harness;
const dist = mkdtempSync(path.join(tmpdir(), 'dist-csp-'));
const EARLY = 'window.__early=1;';

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/wap/assets/shell-abc123.js"></script><script type="application/json" id="built-files">{"a":1}</script><script>${EARLY}</script></head><body><div id="app"></div></body></html>`);
  writeFileSync(path.join(dist, 'assets/shell-abc123.js'), 'console.log(1)');
  process.env.STOREFRONT_DIST = dist;
  plain = await harness();
  tls = await harness({ env: { TLS_CERT: 'test/tls/localhost.crt', TLS_KEY: 'test/tls/localhost.key' } });
  const { mountStorefront } = await import('../../server/static/storefront');
  mountStorefront(plain.app, plain.deps);
  mountStorefront(tls.app, tls.deps);
});

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

describe('security headers', () => {
  it('the storefront page: a CSP allowing its own scripts and each inline script of this very answer by hash (the embedded chat: no other origin)', async () => {
    const res = await plain.app.request('/wap/');
    const html = await res.text();
    const csp = directives(res.headers.get('content-security-policy')!);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toContain(EARLY);
    expect(inline.length).toBeGreaterThan(1); // the boot's banner preload and skeleton checks too
    for (const s of inline) expect(csp['script-src']).toContain(sha(s));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src'].filter((s) => /^(https?|wss?):/.test(s))).toEqual([]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("a third-party chat (npm run ops -- chat_provider): its origin for scripts, requests, sockets and frames, from the next page on", async () => {
    const policy = async () => directives((await plain.app.request('/wap/', { headers: { 'accept-language': 'ru' } })).headers.get('content-security-policy')!);
    await policy(); // a page kept: the change must renew it
    const set = await plain.ops('chat_provider', { provider: 'chatwoot', chatwoot_base_url: 'https://cw.shop.example/', chatwoot_website_token: 'wt' });
    expect(set.code).toBe(1);
    let csp = await policy();
    expect(csp['script-src']).toContain('https://cw.shop.example');
    expect(csp['connect-src']).toEqual(["'self'", 'https://cw.shop.example', 'wss://cw.shop.example']);
    expect(csp['frame-src']).toEqual(['https://cw.shop.example']);
    expect(csp['script-src']).not.toContain('https://chat.buyforme.example');

    await plain.ops('chat_provider', { provider: 'loader', chat_script_url: 'http://127.0.0.1:9/loader.js' });
    csp = await policy();
    expect(csp['script-src']).toContain('http://127.0.0.1:9');
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9', 'ws://127.0.0.1:9']);
    expect(csp['script-src']).not.toContain('https://cw.shop.example');

    await plain.ops('chat_provider', { provider: 'embedded' });
    csp = await policy();
    expect([csp['connect-src'], csp['frame-src']]).toEqual([["'self'"], ["'none'"]]);
  });

  it('API answers (also errors and 401s): nosniff, a referrer policy, never framed, a CSP that allows nothing', async () => {
    for (const res of [
      await plain.app.request('/api/index/hotsearch'),
      await plain.app.request('/api/user/info', { headers: { token: 'bad' } }),
      await plain.app.request('/api/no/such'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(directives(res.headers.get('content-security-policy')!)['default-src']).toEqual(["'none'"]);
      expect(directives(res.headers.get('content-security-policy')!)['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('HSTS only when the server speaks TLS', async () => {
    expect((await tls.app.request('/wap/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await tls.app.request('/api/index/hotsearch')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await plain.app.request('/api/index/hotsearch')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('where a token is accepted (OWASP API2)', () => {
  it('from the header or a form body field, never from the query string (it would leak into logs and Referer)', async () => {
    const token = await plain.login();
    const info = async (init: RequestInit, query = '') => {
      const r = await plain.app.request(`/api/user/info${query}`, init);
      return { status: r.status, code: ((await r.json()) as { code: number }).code };
    };
    expect(await info({ headers: { token } })).toEqual({ status: 200, code: 1 });
    expect(await info({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() })).toEqual({ status: 200, code: 1 });
    expect(await info({}, `?token=${token}`)).toEqual({ status: 401, code: 401 });
    expect(await info({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, `?token=${token}`)).toEqual({ status: 401, code: 401 });
  });
});
