import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { harness, type Harness } from './harness';

let h: Harness;
const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
const JS = 'console.log("storefront");'.repeat(50);

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/wap/assets/shell-abc123.js"></script><link rel="modulepreload" crossorigin href="/wap/assets/rolldown-runtime-x1.js"></head><body><div id="app"></div></body></html>');
  writeFileSync(path.join(dist, 'assets/shell-abc123.js'), JS);
  writeFileSync(path.join(dist, 'assets/shell-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(dist, 'assets/shell-abc123.js.gz'), gzipSync(JS));
  process.env.STOREFRONT_DIST = dist;
  h = await harness();
  const { mountStorefront } = await import('../../server/static/storefront');
  mountStorefront(h.app, h.deps);
});

describe('serving the built storefront under /wap/', () => {
  it('answers index.html uncached, with the boot data, the first banner preloaded and a skeleton', async () => {
    const res = await h.app.request('/wap/', { headers: { 'accept-language': 'ru-RU,ru;q=0.9', 'cf-ipcountry': 'RU' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const json = (id: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`))![1]);
    const boot = { ...json('boot'), home: json('boot-home') };
    expect(boot.lang).toBe('ru');
    expect(boot.settings.countryCode).toBe('RU');
    expect(boot.settings.currencyList.map((c: { code: string }) => c.code)).toContain('USD');
    expect(boot.home.ads.length).toBeGreaterThan(0);
    expect(boot.home.cats.length).toBeGreaterThan(0);
    // The floors are left out (every page carries this; home asks for them once painted).
    expect(boot.home.floors).toBeUndefined();
    // The banner preload is added by an inline script only when the hash is home.
    expect(html).toContain(`l.as='image';l.href=${JSON.stringify(boot.home.ads[0].image)}`);
    // The skeleton is a template put in place only when home opens (a deep link never fetches the banner).
    expect(html).toContain('<div id="app"></div><template id="skeleton-home"><div id="skeleton"');
    // A deep link gets a navbar and grey blocks instead, painted before any script arrives.
    expect(html).toMatch(/<template id="skeleton-page"><div id="skeleton" aria-hidden="true"><div class="navbar"><\/div><div class="sk-page">(<span class="sk sk-block"><\/span>){4}/);
    expect(html).not.toMatch(/<\/script>[^<]*<\/script>/);
  });

  it('names the shell\'s scripts in a Link header, shell first, so they are fetched before the page is parsed', async () => {
    const res = await h.app.request('/wap/');
    expect(res.headers.get('link')).toBe('</wap/assets/shell-abc123.js>; rel=modulepreload, </wap/assets/rolldown-runtime-x1.js>; rel=modulepreload');
  });

  it('compresses index.html with brotli when the browser accepts it', async () => {
    const res = await h.app.request('/wap/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('serves hashed assets immutable and precompressed: brotli, else gzip', async () => {
    const br = await h.app.request('/wap/assets/shell-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const gz = await h.app.request('/wap/assets/shell-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await h.app.request('/wap/assets/shell-abc123.js');
    expect(await plain.text()).toBe(JS);
  });

  it('redirects the bare paths to /wap/ and 404s missing assets', async () => {
    expect((await h.app.request('/')).headers.get('location')).toBe('/wap/');
    expect((await h.app.request('/wap')).headers.get('location')).toBe('/wap/');
    expect((await h.app.request('/wap/assets/missing.js')).status).toBe(404);
  });
});
