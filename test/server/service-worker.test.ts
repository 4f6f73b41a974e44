import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { harness, type Harness } from './harness';
import { webManifest } from '../../scripts/vite/service-worker';

let h: Harness;
const dist = mkdtempSync(path.join(tmpdir(), 'dist-sw-'));
const WORKER = 'self.addEventListener("fetch", () => {});'.repeat(40);

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title><link rel="manifest" href="/wap/manifest.webmanifest"></head><body><div id="app"></div></body></html>');
  writeFileSync(path.join(dist, 'sw.js'), WORKER);
  // The manifest exactly as the build writes it (scripts/vite/service-worker.ts).
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest('/wap/', 'BuyForMe', 'Shop')));
  process.env.STOREFRONT_DIST = dist;
  h = await harness();
  const { mountStorefront } = await import('../../server/static/storefront');
  mountStorefront(h.app, h.deps);
});

describe('the offline shell\'s files under /wap/', () => {
  it('serves the service worker as JavaScript, revalidated on every visit, allowed to fetch from the site only', async () => {
    const res = await h.app.request('/wap/sw.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // no-cache: a new build's worker is seen on the next visit (hashed assets are immutable, this is not).
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    // Its scope is its own folder (/wap/): no wider scope is granted.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const plain = await h.app.request('/wap/sw.js');
    expect(await plain.text()).toBe(WORKER);
  });

  it('serves the web app manifest with its media type, uncached, installable at /wap/', async () => {
    const res = await h.app.request('/wap/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const m = await res.json();
    expect(m).toMatchObject({ start_url: '/wap/', scope: '/wap/', display: 'standalone', theme_color: '#df0d34', name: 'BuyForMe' });
    expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('keeps the page\'s own policy for the page: the worker\'s is not the page\'s', async () => {
    const res = await h.app.request('/wap/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toBe("default-src 'none'; connect-src 'self'");
  });
});
