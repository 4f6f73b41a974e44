import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { z } from 'zod';
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { f } from '../http/input';
import { normalizeLang, t, type Lang } from '../i18n';
import { countryOf } from '../http/country';
import { API_TYPES, type ApiType } from '../domain/catalogue/items';
import { SORTS } from '../domain/catalogue/item-search';
import { inviteCard, invitePath, itemCard, searchCard, searchQuery, siteName, type InviteBy, type LinkContext } from '../static/share-cards';
import { qrPng } from '../static/qr-picture';
import { notFoundPage, sharePage, type ShareCard } from '../static/share-page';
import { ITEM_ID } from '../../src/sw/share-link';

/** The storefront page as /wap/ serves it for a language and country (server/static/storefront.ts); null until built. */
export type StorefrontPage = (lang: Lang, country: string) => Promise<{ key: string; html: string; csp: string } | null>;

const brotli = (html: string, quality: number) => brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * Kept pages: a shared link is opened by many people (and fetched by messengers) within minutes. A page is compressed
 * at brotli's quality 10 when made (~20 ms of CPU; quality 5 left an item's page ~1 KB over TCP's first window,
 * 14 600 B with its headers, which costs a whole round trip) and at its densest (11: ~2 % smaller, ~55 ms) once it
 * is asked for again, so a burst of links asked for once each costs no densest compressions.
 */
type Kept = { html: string; csp: string; br: Buffer; dense?: boolean };
/** Per process by design (issue 28): a copy of what the database says, keyed by the page it was made from. */
const kept = new Map<string, Kept>();
const KEPT_MAX = 200;

const apiType = z.enum(API_TYPES as [ApiType, ...ApiType[]]);
/** `?lang=` of any link: en, ru, zh-cn (zh-CN, ru-RU … normalised); anything else is as if absent. */
const langQuery = z.object({ lang: z.string().trim().max(16).regex(/^(en|ru|zh)([-_][A-Za-z]{2})?$/).optional().catch(undefined) });
/** An item link's parts, read as the service worker reads them (src/sw/share-link.ts: it opens the same links from its stored page). */
const itemLink = z.object({ tp: apiType, tid: z.string().regex(ITEM_ID) });
const price = z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/);
/** A search link's query: the search page's own fields (src/pages/shop/query.ts), image searches excepted (they are private). */
const searchLink = z.object({
  keyword: f.text(100).optional(),
  cid: f.id().optional(),
  seller_id: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/).optional(),
  tp: apiType.optional(),
  sort: z.enum(SORTS).optional(),
  start_price: price.optional(),
  end_price: price.optional(),
});
const inviterLink = z.object({ id: z.string().regex(/^[1-9]\d{0,11}$/) });
const affLink = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,16}$/).transform((s) => s.toUpperCase()) });

/** The link's language (its `?lang=`, else the request's Accept-Language) and whether the link named it. */
function linkLang(c: Context<AppEnv>): { lang: Lang; named: boolean } {
  const q = langQuery.parse({ lang: c.req.query('lang') }).lang;
  return { lang: normalizeLang(q ?? c.req.header('accept-language')), named: q !== undefined };
}

/** This site's origin: PUBLIC_URL, else the request's. */
const originOf = (c: Context<AppEnv>, deps: Deps) => (deps.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

/** This site's origin and the link as the card names it (og:url), its language kept when it named one. */
function context(c: Context<AppEnv>, deps: Deps, path: string, query = ''): LinkContext {
  const { lang, named } = linkLang(c);
  const origin = originOf(c, deps);
  const q = [query, named ? `lang=${lang}` : ''].filter(Boolean).join('&');
  return { lang, named, origin, url: `${origin}${path}${q ? `?${q}` : ''}` };
}

/** The policy of the page: the storefront's, with the hash of the inline script the share page adds (share-page.ts). */
function withScripts(csp: string, html: string, base: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((s) => !base.includes(`<script>${s}</script>`));
  const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ');
  return hashes ? csp.replace(/script-src 'self'/, (m) => `${m} ${hashes}`) : csp;
}

function send(c: Context<AppEnv>, page: Kept, status: 200 | 404 = 200) {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Language, Accept-Encoding');
  c.header('Content-Security-Policy', page.csp);
  if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(page.html, status);
  c.header('Content-Encoding', 'br');
  return c.body(new Uint8Array(page.br), status, { 'Content-Type': 'text/html; charset=UTF-8' });
}

/**
 * Share links the server can read (issue 24 §2): /wap/i/<tp>/<tid> (an item), /wap/s?<the search's query>,
 * /wap/invite/<id> (a shopper's invitation) and /wap/aff/<code> (an affiliate's link) answer the storefront's
 * page with the link's card (Open Graph, Twitter) and its first screen, then the app goes on at the link's hash
 * route without another page load (share-page.ts). An item the shop does not have answers 404 with a page in
 * the shop's style and the way home. Everything from the url is validated; the app's route is built from the
 * validated values only, on this site.
 */
export function mountShareLinks(app: Hono<AppEnv>, deps: Deps, storefront: StorefrontPage) {
  /** The page for `card` (made once a minute per link, language and country, as the storefront page itself). */
  async function answer(c: Context<AppEnv>, key: string, card: () => Promise<ShareCard | null>) {
    const { lang } = linkLang(c);
    const country = countryOf(c.req.header.bind(c.req), deps.config.defaultCountry);
    const base = await storefront(lang, country);
    if (!base) return c.html('<!doctype html><meta charset="utf-8"><title>Storefront</title><p>The storefront is not built yet: run <code>npm run build</code>.</p>', 503);
    const id = `${base.key}|${lang}|${country}|${key}`;
    let page = kept.get(id);
    if (page && !page.dense) {
      const again = page;
      again.dense = true;
      setImmediate(() => void (again.br = brotli(again.html, 11)));
    }
    if (!page) {
      const made = await card();
      if (!made) return missing(c, lang, 'item');
      const html = sharePage(base.html, made);
      page = { html, csp: withScripts(base.csp, html, base.html), br: brotli(html, 10) };
      kept.set(id, page);
      if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
    }
    return send(c, page);
  }

  /** 404: the item is not in the shop, or the link is malformed. */
  function missing(c: Context<AppEnv>, lang: Lang, what: 'item' | 'link') {
    const site = siteName(lang);
    const [heading, text] = what === 'item' ? ['share.missingTitle', 'share.missing'] : ['share.brokenTitle', 'share.broken'];
    const html = notFoundPage({ lang, site, heading: t(lang, heading), text: t(lang, text), home: t(lang, 'share.home') });
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language');
    return c.html(html, 404);
  }

  app.get('/wap/i/:tp/:tid', (c) => {
    const link = itemLink.safeParse(c.req.param());
    if (!link.success) return missing(c, linkLang(c).lang, 'item');
    const { tp, tid } = link.data;
    const path = `/wap/i/${encodeURIComponent(tp)}/${encodeURIComponent(tid)}`;
    const ctx = context(c, deps, path);
    return answer(c, `${ctx.url}`, () => itemCard(deps, ctx, tp, tid));
  });

  app.get('/wap/s', (c) => {
    // A malformed field is left out (the link still opens the search, as the search page itself would).
    const raw = c.req.query();
    const fields = Object.fromEntries(Object.entries(searchLink.shape).flatMap(([k, schema]) => {
      const v = schema.safeParse(raw[k] === '' ? undefined : raw[k]);
      return v.success && v.data !== undefined ? [[k, v.data]] : [];
    }));
    const s = searchLink.parse(fields);
    const query = searchQuery(s);
    const ctx = context(c, deps, '/wap/s', query);
    return answer(c, ctx.url, () => searchCard(deps, ctx, s));
  });

  app.get('/wap/invite/:id', (c) => {
    const link = inviterLink.safeParse(c.req.param());
    if (!link.success) return missing(c, linkLang(c).lang, 'link');
    const ctx = context(c, deps, `/wap/invite/${link.data.id}`);
    return answer(c, ctx.url, async () => inviteCard(ctx, { inviter: link.data.id }));
  });

  /** An invitation's card picture: the QR code of its link on this site (a day in caches: the link does not change). */
  async function qrPicture(c: Context<AppEnv>, by: InviteBy) {
    const png = await qrPng(originOf(c, deps) + invitePath(by));
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
  }
  app.get('/wap/pic/invite/:id', (c) => {
    const link = inviterLink.safeParse(c.req.param());
    return link.success ? qrPicture(c, { inviter: link.data.id }) : c.notFound();
  });
  app.get('/wap/pic/aff/:code', (c) => {
    const link = affLink.safeParse(c.req.param());
    return link.success ? qrPicture(c, { aff: link.data.code }) : c.notFound();
  });

  app.get('/wap/aff/:code', (c) => {
    const link = affLink.safeParse(c.req.param());
    if (!link.success) return missing(c, linkLang(c).lang, 'link');
    const ctx = context(c, deps, `/wap/aff/${link.data.code}`);
    return answer(c, ctx.url, async () => inviteCard(ctx, { aff: link.data.code }));
  });
}
