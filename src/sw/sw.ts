/**
 * The service worker, served as /wap/sw.js with scope /wap/ (built by scripts/vite/service-worker.ts, which
 * fills in the build's version and file list). What it answers and how: ./policy.ts. Install stores the
 * shell (its chunk, CSS, the route table, the string bundles' base of each language) and the page; the page
 * answers from the cache when a recent one of this build is stored, the network's (the server renders it
 * per request with the boot data) kept behind it for the next visit; an item share link then opens from it too.
 * Activate drops every other build's caches and takes the open pages.
 */
import { chosenOf, isChosen, stampChosen, type Chosen } from './chosen-lang';
import { cacheKey, cacheNames, isPicturePath, markCached, otherBuild, pageUsable, PICTURE_CAP, SCOPE, staleCaches, STORED_AT, storable, strategyFor, type Strategy } from './policy';
import { itemShareTarget, keepLangScript } from './share-link';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];
/** The build's shell chunk: a page is stored only if it is of this build (no mix of builds offline). */
declare const __SW_SHELL__: string;

/* The few worker types used here (the project compiles against the DOM library, not WebWorker). */
type Extendable = Event & { waitUntil(p: Promise<unknown>): void };
type FetchEvt = Extendable & { request: Request; clientId: string; respondWith(r: Promise<Response>): void };
type MessageEvt = Extendable & { data: unknown };
type Worker = {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; get(id: string): Promise<{ postMessage(m: unknown): void } | undefined> };
  registration: { navigationPreload?: { disable(): Promise<void> } };
  addEventListener(type: 'install' | 'activate', fn: (e: Extendable) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvt) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvt) => void): void;
};

const sw = self as unknown as Worker;
/**
 * Longest the worker waits on the network for the page or a file it keeps for later: what it waits on holds
 * a new build's worker back from taking over (it activates once this one has nothing pending).
 */
const PAGE_FETCH_MS = 30_000;
const names = cacheNames(__SW_VERSION__);
const MATCH = { ignoreVary: true };

/** An answer's headers for a body stored as read (decoded): no encoding or length of the one on the wire. */
function plainHeaders(res: Response): Headers {
  const headers = new Headers(res.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return headers;
}

const storedPage = async () => (await caches.open(names.shell)).match(SCOPE, MATCH);

/**
 * The language the shopper chose, as the pages last told it (./chosen-lang.ts; undefined: not told since
 * this worker started, the stored page's own note then stands). The stored page notes it, so the skeleton's script
 * reads no storage before the first frame.
 */
let chosen: Chosen | undefined;
/** The stored page's writes, one after another: a page kept and a language noted at once must not undo each other. */
let pageWrites: Promise<unknown> = Promise.resolve();
const writePage = (write: () => Promise<void>): Promise<void> => {
  const done = pageWrites.then(write);
  pageWrites = done.catch(() => {});
  return done;
};

/** Puts `html` in the shell cache as the stored page. */
const putPage = async (html: string, init: ResponseInit) => (await caches.open(names.shell)).put(SCOPE, new Response(html, init));

/** Stores a page of this build (marked for offline use, noting the chosen language) as the one offline visits open. */
const keepPage = (res: Response): Promise<void> => writePage(async () => {
  const html = await res.text();
  if (!html.includes(__SW_SHELL__)) return;
  const headers = plainHeaders(res);
  headers.set(STORED_AT, String(Date.now()));
  const before = chosen === undefined ? await storedPage() : undefined;
  const note = chosen ?? (before ? chosenOf(await before.text()) : undefined);
  await putPage(stampChosen(markCached(html), note), { status: 200, headers });
});

/** Notes `lang` as the chosen language, in the stored page too (as it was stored, when it is: its age unchanged). */
const noteChosen = (lang: Chosen): Promise<void> => writePage(async () => {
  chosen = lang;
  const stored = await storedPage();
  if (!stored) return;
  const html = await stored.text();
  if (chosenOf(html) === lang) return;
  await putPage(stampChosen(html, lang), { status: stored.status, headers: stored.headers });
});

/** The stored page, if recent enough to show before the network's. */
const recentPage = async () => {
  const stored = await storedPage();
  return stored && pageUsable(stored.headers.get(STORED_AT), Date.now()) ? stored : undefined;
};

/**
 * The shell page: a recent stored one of this build at once, the network's kept behind it
 * for the next visit; else the network's; offline or on a server error, the stored one however old. A
 * deployment: the stored page of the old build opens (its chunks are still kept); the new build's worker,
 * installed meanwhile, tells the page, whose next page then loads the new build (src/sw/register.ts).
 */
async function page(e: FetchEvt): Promise<Response> {
  const network = (async () => {
    const res = await fetch(e.request, { signal: AbortSignal.timeout(PAGE_FETCH_MS) });
    if (res.ok) e.waitUntil(keepPage(res.clone()).catch(() => {}));
    return res;
  })();
  e.waitUntil(network.catch(() => {}));
  const recent = await recentPage();
  if (recent) return recent;
  try {
    const res = await network;
    if (res.status < 500) return res;
    return (await storedPage()) ?? res;
  } catch {
    return (await storedPage()) ?? Response.error();
  }
}

/**
 * An item share link while the stored page would answer /wap/ at once (a repeat visit): the app's url the server's
 * page would put in the address bar, without the network: a redirect, which the stored page answers as home. A link
 * naming its language gets a page of one script instead (a redirect cannot write storage): it keeps the language as
 * the server's page does, then goes on to the same url. Otherwise the server's share page, as without a worker.
 */
async function share(e: FetchEvt, url: URL): Promise<Response> {
  const to = itemShareTarget(url, SCOPE);
  const stored = to && (await recentPage());
  if (!to || !stored) return fetch(e.request);
  if (!to.lang) return Response.redirect(to.url, 302);
  // The script makes the link's language the shopper's when they chose none: the page it goes on to notes it so.
  if ((chosen ?? chosenOf(await stored.text())) === '') await noteChosen(to.lang).catch(() => {});
  const js = `${keepLangScript(to.lang)}location.replace(${JSON.stringify(to.url)})`;
  const sha = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(js)))));
  return new Response(`<!doctype html><meta charset="utf-8"><script>${js}</script>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `default-src 'none'; script-src 'sha256-${sha}'` },
  });
}

/** A built file: stored ones at once; another is fetched and kept. A missing one is a chunk of an older build. */
async function asset(e: FetchEvt): Promise<Response> {
  const hit = await caches.match(e.request, MATCH);
  if (hit) return hit;
  const res = await fetch(e.request);
  if (res.ok) e.waitUntil(caches.open(names.assets).then((c) => c.put(e.request, res.clone())));
  // The open page runs a build whose files are gone (a deployment): it reloads once (src/sw/register.ts).
  else if (res.status === 404) e.waitUntil(sw.clients.get(e.clientId).then((c) => c?.postMessage({ stale: true })));
  return res;
}

/** Keeps the newest PICTURE_CAP pictures (the cache's keys are in the order they were stored). */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PICTURE_CAP)).map((k) => cache.delete(k)));
}

/** A catalogue picture: from the cache (moved to the end: least recently used go first), else fetched and kept. */
async function picture(e: FetchEvt): Promise<Response> {
  const cache = await caches.open(names.pictures);
  const hit = await cache.match(e.request, MATCH);
  if (hit) {
    const copy = hit.clone();
    e.waitUntil(cache.delete(e.request).then(() => cache.put(e.request, copy)).catch(() => {}));
    return hit;
  }
  const res = await fetch(e.request);
  if (res.ok && res.type === 'basic') e.waitUntil(cache.put(e.request, res.clone()).then(() => trim(cache)).catch(() => {}));
  return res;
}

/** Stores an API answer under `key` when policy allows it (no token, a successful envelope). */
async function keepAnswer(key: string, req: { url: URL; token: string | null; body: string }, res: Response): Promise<void> {
  const text = await res.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    return;
  }
  if (!storable(req.token, req.url, req.body, res.status, code)) return;
  await (await caches.open(names.api)).put(key, new Response(text, { status: res.status, headers: plainHeaders(res) }));
}

/**
 * An API read: reference data from the cache at once, refreshed behind (stale-while-revalidate); content
 * from the network, the stored answer offline. A request with a token is never stored, and never answered
 * from the cache while the network answers.
 */
async function apiRead(e: FetchEvt, url: URL, refresh: boolean): Promise<Response> {
  const req = e.request;
  const body = req.method === 'POST' ? await req.clone().text() : '';
  const token = req.headers.get('token');
  const key = cacheKey(req.url, req.method, body);
  const network = fetch(req).then((res) => {
    e.waitUntil(keepAnswer(key, { url, token, body }, res.clone()).catch(() => {}));
    return res;
  });
  const stored = () => caches.open(names.api).then((c) => c.match(key, MATCH));
  if (refresh && !token) {
    const hit = await stored();
    if (hit) {
      e.waitUntil(network.catch(() => {}));
      return hit;
    }
  }
  return network.catch(async () => (await stored()) ?? Response.error());
}

const answer: Record<Strategy, (e: FetchEvt, url: URL) => Promise<Response>> = {
  page,
  share,
  asset,
  picture,
  reference: (e, url) => apiRead(e, url, true),
  content: (e, url) => apiRead(e, url, false),
};

sw.addEventListener('install', (e) => {
  e.waitUntil((async () => {
    await (await caches.open(names.shell)).addAll(__SW_PRECACHE__);
    // The page as of now, for an offline start (the open page was loaded before this worker existed).
    const res = await fetch(SCOPE, { cache: 'no-cache' }).catch(() => null);
    if (res?.ok) await keepPage(res).catch(() => {});
    await sw.skipWaiting();
  })());
});

sw.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    await Promise.all(staleCaches(await caches.keys(), __SW_VERSION__).map((n) => caches.delete(n)));
    // No navigation preload (a worker of an older build turned it on): the stored page answers first, and an
    // unused preload is one more request a waiting worker's activation could be held up by.
    await sw.registration.navigationPreload?.disable().catch(() => {});
    await sw.clients.claim();
  })());
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  const strategy = strategyFor({ url, origin: location.origin, method: req.method, navigate: req.mode === 'navigate', destination: req.destination });
  if (strategy) e.respondWith(answer[strategy](e, url));
});

/**
 * `{ warm: urls }` from a page that loaded before this worker controlled it (src/sw/register.ts): what it
 * fetched then (its chunks, pictures, API reads by GET) is fetched again (mostly from the HTTP cache) and
 * kept as if it had come through here, so the next visit opens offline with it.
 */
async function warm(urls: unknown[]): Promise<void> {
  const queue = urls.filter((u): u is string => typeof u === 'string').slice(0, 200);
  const keep = async (u: string) => {
    const url = new URL(u, location.href);
    const strategy = strategyFor({ url, origin: location.origin, method: 'GET', navigate: false, destination: isPicturePath(url.pathname) ? 'image' : '' });
    if (!strategy || strategy === 'page' || ((strategy === 'asset' || strategy === 'picture') && (await caches.match(url.href, MATCH)))) return;
    const res = await fetch(url.href, { signal: AbortSignal.timeout(PAGE_FETCH_MS) }).catch(() => null);
    if (!res?.ok) return;
    if (strategy === 'reference' || strategy === 'content') await keepAnswer(url.href, { url, token: null, body: '' }, res);
    else if (res.type === 'basic') await (await caches.open(strategy === 'asset' ? names.assets : names.pictures)).put(url.href, res);
  };
  // Four at a time: mostly answered by the HTTP cache, and done before the shopper's next page.
  const lane = async (): Promise<void> => {
    for (let u = queue.shift(); u; u = queue.shift()) await keep(u).catch(() => {});
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  await trim(await caches.open(names.pictures));
}

sw.addEventListener('message', (e) => {
  const data = e.data as { warm?: unknown; running?: unknown; chosenLang?: unknown } | null;
  if (Array.isArray(data?.warm)) e.waitUntil(warm(data.warm).catch(() => {}));
  // A page telling the language the shopper chose ('' none: src/sw/register.ts).
  if (isChosen(data?.chosenLang)) e.waitUntil(noteChosen(data.chosenLang).catch(() => {}));
  // A page asking whether it runs this build (src/sw/register.ts): one of an older build is told so.
  const running = Array.isArray(data?.running) ? data.running.filter((u): u is string => typeof u === 'string') : [];
  if (otherBuild(running, __SW_SHELL__)) (e as MessageEvt & { source: { postMessage(m: unknown): void } | null }).source?.postMessage({ newer: true });
});
