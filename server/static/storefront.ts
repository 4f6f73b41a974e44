import { storefrontCsp } from '../http/security-headers';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { AppEnv, Deps } from '../http/env';
import { normalizeLang } from '../i18n';
import { bootData, injectBoot } from './home-boot';
import { countryOf } from '../domain/country';

/** The page is built per request (boot data), so a fast brotli level. */
const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });

export const DIST = path.resolve(process.env.STOREFRONT_DIST ?? 'dist');

/**
 * The shell's scripts as a Link header: the browser asks for them as soon as the response headers arrive,
 * before it has the page to parse (and over the connection the page came on).
 */
export function shellLinks(html: string): string {
  const files = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  // The shell chunk first: it is the biggest and every page waits for it.
  const shellFirst = (f: string) => (/\/shell-[^/]+\.js$/.test(f) ? 0 : 1);
  return files.sort((a, b) => shellFirst(a) - shellFirst(b)).map((f) => `<${f}>; rel=modulepreload`).join(', ');
}

/** The built index.html (and its Link header), re-read when a new build replaces it. */
let index: { mtime: number; html: string; links: string } | null = null;
function indexHtml(file: string): { html: string; links: string } | null {
  if (!existsSync(file)) return null;
  const mtime = statSync(file).mtimeMs;
  if (!index || index.mtime !== mtime) {
    const html = readFileSync(file, 'utf8');
    index = { mtime, html, links: shellLinks(html) };
  }
  return index;
}

/**
 * The built storefront under /wap/: index.html never cached (so a deploy is seen at once) and carrying
 * the home page's data, hashed assets cached forever, text compressed. Until it is built, /wap/ says so.
 */
export function mountStorefront(app: Hono<AppEnv>, deps: Deps) {
  app.get('/', (c) => c.redirect('/wap/'));
  app.use('/wap/*', compress());
  app.get('/wap', (c) => c.redirect('/wap/'));
  const file = path.join(DIST, 'index.html');
  app.get('/wap/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const built = indexHtml(file);
    if (!built) return c.html('<!doctype html><meta charset="utf-8"><title>Storefront</title><p>The storefront is not built yet: run <code>npm run build</code>.</p>', 503);
    const lang = normalizeLang(c.req.header('accept-language'));
    const boot = await bootData(deps, lang, countryOf(c.req.header.bind(c.req), deps.config.defaultCountry)).catch(() => null);
    const page = boot ? injectBoot(built.html, boot) : built.html;
    if (built.links) c.header('Link', built.links);
    c.header('Content-Security-Policy', storefrontCsp(page, boot?.settings.configAll.chat_script_url));
    if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(page);
    c.header('Content-Encoding', 'br');
    c.header('Vary', 'Accept-Encoding');
    return c.body(brotli(page), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  });
  app.use('/wap/*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      const hashed = /\/assets\//.test(c.req.path);
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // Assets are served precompressed (.br, else .gz, written by the build); compress() skips them.
  app.use('/wap/*', serveStatic({ root: path.relative(process.cwd(), DIST), precompressed: true, rewriteRequestPath: (p) => p.replace(/^\/wap/, '') }));
}
