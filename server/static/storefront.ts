import { storefrontCsp } from '../http/security-headers';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { AppEnv, Deps } from '../http/env';
import { normalizeLang, type Lang } from '../i18n';
import { bootData, injectBoot, skeletonPictures } from './home-boot';
import { countryOf } from '../http/country';
import { mountPictures } from './pictures';
import { mountShareLinks } from '../routes/share-links';
import { chatProviderOrigins } from '../domain/service/chat-provider';
import { whenConfigChanges } from '../domain/reference/config-change';

/** The densest brotli: a page is compressed once a minute per language and country (`pageFor`), not per request. */
const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

export const DIST = path.resolve(process.env.STOREFRONT_DIST ?? 'dist');

/** What the service worker may do: fetch from this site and nothing else (it runs no other scripts). */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

/** The built index.html, re-read when a new build replaces it. */
let index: { mtime: number; html: string } | null = null;
function indexHtml(file: string): { mtime: number; html: string } | null {
  if (!existsSync(file)) return null;
  const mtime = statSync(file).mtimeMs;
  if (!index || index.mtime !== mtime) {
    const html = readFileSync(file, 'utf8');
    index = { mtime, html };
  }
  return index;
}

/** A page as sent: its html, its policy and (once asked for) its brotli. */
type Page = { at: number; html: string; csp: string; br?: Buffer };
/**
 * Pages by build, language and country, renewed as often as the boot data they carry (a minute, home-boot.ts).
 * Per process by design (issue 28): each server process renders its own copy, so with N processes a change to the
 * home data shows within the same minute as with one, and no process waits for another.
 */
const pages = new Map<string, Page>();
const renewing = new Map<string, Promise<Page>>();
const PAGE_TTL_MS = 60_000;
/** An operator's config change (the chat provider: boot data and policy) renews this process's pages at once. */
let generation = 0;
whenConfigChanges(() => {
  generation++;
  pages.clear();
  renewing.clear();
});

async function render(deps: Deps, built: { html: string }, lang: Lang, country: string): Promise<Page> {
  const [boot, pictures] = await Promise.all([bootData(deps, lang, country).catch(() => null), skeletonPictures(deps, lang).catch(() => undefined)]);
  const html = boot ? injectBoot(built.html, boot, pictures) : built.html;
  const page: Page = { at: Date.now(), html, csp: storefrontCsp(html, boot ? chatProviderOrigins(boot.settings.configAll) : []) };
  // Without boot data (a database error) the bare page, never kept.
  if (!boot) page.at = 0;
  return page;
}

/**
 * index.html with the boot data for `lang` and `country`, rendered once a minute and meanwhile served as it is:
 * a visitor's first byte waits for no rendering, hashing or compressing (a page older than a minute is sent
 * while its successor renders), and the densest compression keeps the page within the first round trip of a
 * new connection (TCP's first window, ~14 KB).
 */
async function pageFor(deps: Deps, built: { mtime: number; html: string }, lang: Lang, country: string): Promise<Page> {
  const key = `${built.mtime}:${lang}:${country}`;
  const kept = pages.get(key);
  if (kept && Date.now() - kept.at < PAGE_TTL_MS) return kept;
  let next = renewing.get(key);
  if (!next) {
    const gen = generation;
    const started: Promise<Page> = render(deps, built, lang, country).then((page) => {
      for (const [k, p] of pages) if (Date.now() - p.at >= 10 * PAGE_TTL_MS) pages.delete(k);
      if (page.at) {
        page.br = brotli(page.html);
        // Rendered from the config before a change: answered once, never kept.
        if (gen === generation) pages.set(key, page);
      }
      return page;
    }).finally(() => {
      if (renewing.get(key) === started) renewing.delete(key);
    });
    next = started;
    renewing.set(key, next);
  }
  // A page kept from long ago (a language or country seen rarely) is not worth sending stale.
  return kept && Date.now() - kept.at < 10 * PAGE_TTL_MS ? kept : next;
}

/**
 * The built storefront under /wap/: index.html never cached (so a deploy is seen at once) and carrying
 * the home page's data, hashed assets cached forever, text compressed. Until it is built, /wap/ says so.
 */
export function mountStorefront(app: Hono<AppEnv>, deps: Deps) {
  // A deep link's first picture from its link alone (/wap/pic/…), ahead of the /wap/* handlers below: its own caching, no compression.
  mountPictures(app);
  app.get('/', (c) => c.redirect('/wap/'));
  app.use('/wap/*', compress());
  app.get('/wap', (c) => c.redirect('/wap/'));
  const file = path.join(DIST, 'index.html');
  app.get('/wap/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const built = indexHtml(file);
    if (!built) return c.html('<!doctype html><meta charset="utf-8"><title>Storefront</title><p>The storefront is not built yet: run <code>npm run build</code>.</p>', 503);
    const page = await pageFor(deps, built, normalizeLang(c.req.header('accept-language')), countryOf(c.req.header.bind(c.req), deps.config.defaultCountry));
    c.header('Content-Security-Policy', page.csp);
    if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(page.html);
    c.header('Content-Encoding', 'br');
    c.header('Vary', 'Accept-Encoding');
    return c.body(new Uint8Array(page.br ?? brotli(page.html)), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  });
  // Share links (/wap/i/…, /wap/s, /wap/invite/…, /wap/aff/…): this page with the link's card, going on at its hash route.
  mountShareLinks(app, deps, async (lang, country) => { const built = indexHtml(file); const p = built && await pageFor(deps, built, lang, country); return built && p ? { key: `${built.mtime}:${p.at}`, html: p.html, csp: p.csp } : null; });
  app.use('/wap/*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      const hashed = /\/assets\//.test(c.req.path);
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // The service worker (src/sw/sw.ts): a worker's policy is its script's own, and it fetches from this site (the
  // no-cache above makes every visit check for a new build; scope /wap/ is its folder's, no Service-Worker-Allowed).
  app.use('/wap/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Content-Security-Policy', SERVICE_WORKER_CSP);
  });
  // Assets are served precompressed (.br, else .gz, written by the build); compress() skips them.
  app.use('/wap/*', serveStatic({ root: path.relative(process.cwd(), DIST), precompressed: true, rewriteRequestPath: (p) => p.replace(/^\/wap/, '') }));
}
