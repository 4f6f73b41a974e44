import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { f } from '../http/input';
import { API_TYPES, type ApiType } from '../domain/catalogue/items';
import { SORTS } from '../domain/catalogue/item-search';
import { itemFirstPicture, searchFirstPicture } from '../domain/catalogue/first-pictures';

/**
 * Pictures addressable from a link alone, so a deep link's largest paint is one request after the page, not
 * after the call that names it (issue 24):
 * - GET /wap/pic/item/<tp>/<tid>: the item page's first gallery picture;
 * - GET /wap/pic/search?<the results page's query, as in its link>: the first result's card picture.
 * The answer is the picture's own bytes (the same file, the same size the page asks for; no redirect, which
 * would cost the round trip this saves), cached a day (a search's first result a few minutes: it moves as
 * goods sell) with an ETag. The server's skeleton preloads and shows it (home-boot.ts), and the page shows
 * the same url in the same box (src/api/items.ts linkedPicture). Whatever is not a picture of the catalogue —
 * an unknown item, a search that finds nothing, a malformed link, a failure — answers a small neutral
 * picture, never an error page: an <img> shows it as the empty box it was.
 */

/** Where these pictures live (the storefront's base, vite.config.ts, and pic/). */
export const PICTURE_PATH = '/wap/pic/';

const ITEM_MAX_AGE = 86_400;
const SEARCH_MAX_AGE = 300;
const NEUTRAL_MAX_AGE = 300;

/** The neutral picture: a square of the placeholder grey the boxes show while loading (app.css). */
const NEUTRAL = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 8 8"><rect width="8" height="8" fill="#f2f2f4"/></svg>');

/** Where the catalogue's pictures are served on this site (as the service worker's isPicturePath). */
const SITE_PICTURE = /^\/(static|uploads)\/[^?#]+$/;

/** Control characters (a NUL, as the API refuses them in every field: http/input.ts). */
const CONTROL = /[\u0000-\u001F\u007F]/;
const text = (s: z.ZodString) => s.refine((v) => !CONTROL.test(v));

const itemKey = z.object({ tp: z.enum(API_TYPES as [ApiType, ...ApiType[]]), tid: text(f.nonEmpty(32)) });

/** A field of the link's query as the page reads it (one value: the last when repeated); one holding a control character is refused. */
const field = text(z.string()).optional();
/** The results page's reading of its query (src/pages/shop/query.ts modeOf, itemSearchOf). */
const searchLink = z.object({ seller_id: field, imgid: field, cid: field, keyword: field, tp: field, sort: field, start_price: field, end_price: field });
const priceBound = (v: string | undefined) => (v && /^\d+(\.\d{1,2})?$/.test(v) ? v : undefined);
/** What getItemlist (routes/obapi.ts) then accepts: anything else is refused there and the page shows no results. */
const searchCall = z.object({
  keyword: f.text(100).optional(),
  cid: z.preprocess((v) => (v === '0' ? undefined : v), f.id().optional()),
  tp: z.enum(API_TYPES as [ApiType, ...ApiType[]]).optional(),
  start_price: f.yuan().optional(),
  end_price: f.yuan().optional(),
  sort: z.enum(SORTS),
});

type Found = { bytes: Uint8Array<ArrayBuffer>; type: string } | null;

/** The bytes of a picture of this site, as its own route answers them (a private upload is not one). */
async function bytesOf(app: Hono<AppEnv>, url: string | null): Promise<Found> {
  if (!url || !SITE_PICTURE.test(url)) return null;
  const res = await app.request(url);
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('image/')) return null;
  return { bytes: new Uint8Array(await res.arrayBuffer()), type };
}

/** `bytes` with its caching headers; 304 when the client holds them already. */
function answer(c: Context, found: Found, maxAge: number): Response {
  const { bytes, type } = found ?? { bytes: new Uint8Array(NEUTRAL), type: 'image/svg+xml' };
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const headers: Record<string, string> = { 'Cache-Control': `public, max-age=${found ? maxAge : NEUTRAL_MAX_AGE}`, ETag: etag };
  const held = c.req.header('if-none-match');
  if (held && held.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers: { ...headers, 'Content-Type': type, 'Content-Length': String(bytes.length) } });
}

/** A failure (the database away) answers the neutral picture, not kept by anyone. */
function failed(c: Context): Response {
  const res = answer(c, null, 0);
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** The search a results link asks for, as getItemlist would run it; null for none (a shop, an image search, the start view) or one it refuses. */
function searchOf(query: Record<string, string>) {
  const link = searchLink.safeParse(query);
  if (!link.success) return null;
  const q = link.data;
  if (q.seller_id || q.imgid) return null;
  const keyword = q.keyword?.trim() || undefined;
  if (!q.cid && !keyword) return null;
  const call = searchCall.safeParse({
    keyword, cid: q.cid || undefined, tp: q.tp || undefined,
    start_price: priceBound(q.start_price), end_price: priceBound(q.end_price),
    sort: SORTS.includes(q.sort as never) ? q.sort : 'default',
  });
  if (!call.success) return null;
  const { sort, start_price, end_price, ...rest } = call.data;
  return { filter: { ...rest, minFen: start_price, maxFen: end_price }, sort };
}

/** Mounts /wap/pic/* on `app` (before the storefront's /wap/* handlers: these answers keep their own caching). */
export function mountPictures(app: Hono<AppEnv>): void {
  app.get(`${PICTURE_PATH}item/:tp/:tid`, async (c) => {
    const key = itemKey.safeParse({ tp: c.req.param('tp'), tid: c.req.param('tid') });
    if (!key.success) return answer(c, null, 0);
    try {
      const { db } = c.get('deps');
      return answer(c, await bytesOf(app, await itemFirstPicture(db, key.data.tp, key.data.tid)), ITEM_MAX_AGE);
    } catch (e) {
      console.error(`[GET ${c.req.path}]`, e);
      return failed(c);
    }
  });

  app.get(`${PICTURE_PATH}search`, async (c) => {
    const search = searchOf(c.req.query());
    if (!search) return answer(c, null, 0);
    try {
      const { db } = c.get('deps');
      return answer(c, await bytesOf(app, await searchFirstPicture(db, search.filter, search.sort, c.get('lang'))), SEARCH_MAX_AGE);
    } catch (e) {
      console.error(`[GET ${c.req.path}]`, e);
      return failed(c);
    }
  });
}
