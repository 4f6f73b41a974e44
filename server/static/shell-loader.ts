/**
 * When the shell's scripts are asked for. On home and the category page a banner is the largest paint and
 * needs no script (the server's skeleton shows it, home-boot.ts), on an item or a search its first picture (the
 * one its link names, else an item's once the early call has named it): the shell's 25 KB would only share the
 * line with it, so they are asked for once it has painted — the browser's largest-contentful-paint entry for it, which
 * comes once the frame is on screen (a request made between the paint and its presentation still counts
 * as the picture's competitor) — or failed, or after WAIT_MS on a very slow line. Another deep link
 * paints nothing large before its page runs, so there they are asked for at once. The built page's
 * module script tags give way to an inline loader after the skeleton (where #app exists to render into).
 *
 * index.html's early script (src/early/start.ts: the route's chunks, styles and strings, the page's first call)
 * goes with them where the picture is known from the start (home, a category, a linked item or search): its
 * dozen requests started before the paint shared the line with the picture as the shell did (an item deep link
 * 2.2× the floor's LCP with them, not 1.3×). Where the picture is not known yet (an item whose early call names
 * it) or there is none, it runs at once, as it did in the head.
 */
import { BUILT_FILES_TAG } from './built-files';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** Longest the shell waits for the banner: past it a slow line shows the page working rather than the picture. */
export const WAIT_MS = 1500;

/**
 * On a repeat visit (a service worker in control: the shell's files are on the phone) the shell's scripts arrive at
 * once, and evaluating them holds a slow phone's main thread for ~100 ms right after the paint — the moment a
 * finger lands on the skeleton, whose tap (skeleton-script.browser.ts) then waits for them (issue 37: an answer
 * 1.3× the paint is 60 ms after it). There they are asked for SETTLE_MS after the paint, or once the first tap has
 * been answered; from the network (a first visit) they take a second to come, and are asked for at once.
 */
export const SETTLE_MS = 150;

/**
 * Links the loader adds with the shell, not the page:
 * - the web app manifest's: the browser fetches the manifest, then an icon at high priority, as soon as it reads the
 *   link — a slow line's bandwidth taken from the banner for an install prompt no one sees yet;
 * - the tab's icon (index.html's, an SVG): the browser has the page draw it once the page has loaded — an SVG
 *   document of its own, ~15 ms of a slow phone's main thread at the moment the first tap on the skeleton waits for it.
 */
const LATE_LINK = /<link rel="(manifest|icon)" href="([^"]+)"\s*\/?>/g;
/** In the icon's place until then: an icon that is none (without one the browser asks the server for /favicon.ico). */
const NO_ICON = '<link rel="icon" href="data:,">';

/**
 * index.html's early script (scripts/vite/route-preload.ts): an inline module script right after its file list.
 * It becomes a function the loader runs (a module script cannot be held back); its own work is in tasks of their own.
 */
const EARLY_SCRIPT = new RegExp(`(${BUILT_FILES_TAG}[\\s\\S]*?</script>)<script type="module" async>([\\s\\S]*?)</script>`);
const EARLY_FN = '__early_run';

/**
 * `html` without its module script tags (and LATE_LINK's), its early script held in a function, and the script (its
 * code, for an inline script after the skeleton: home-boot.ts puts it in the skeleton's, one policy hash the fewer) that adds them and runs it.
 */
export function deferShell(html: string): { html: string; loader: string } {
  const srcs = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (!srcs.length) return { html, loader: '' };
  const links = [...html.matchAll(LATE_LINK)].map((m) => [m[1], m[2]]);
  const early = EARLY_SCRIPT.exec(html);
  const link = links.length ? `${JSON.stringify(links)}.forEach(function(a){var m=document.createElement('link');m.rel=a[0];m.href=a[1];document.head.appendChild(m)});` : '';
  // The early script in a task of its own, as the module script ran: once.
  const run = early ? `function E(){e||(e=1,setTimeout(${EARLY_FN}))}` : 'function E(){}';
  const start = `function s(){if(d)return;d=1;${JSON.stringify(srcs)}.forEach(function(u){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=u;document.head.appendChild(e)});E();${link}}`;
  // g: the paint reported (or failed, or WAIT_MS passed): the shell, a moment later where it is on the phone (SETTLE_MS).
  // A tap asks for it too, once answered: a tap ends the browser's largest-paint reports, and the shopper wants the app.
  const gate = `function g(){typeof navigator<'u'&&navigator.serviceWorker&&navigator.serviceWorker.controller?setTimeout(s,${SETTLE_MS}):s()}addEventListener('click',function(){setTimeout(s)},{once:true});`;
  const load = run + start + gate;
  // Once the browser reports the banner as the largest paint (shown on screen, not only drawn), or where it reports
  // no largest paint (Safari) the task after the frame following its load; at once if it fails to load. A banner
  // already loaded when this runs (a fast line, the cache) is not yet painted either: its paint is waited for too —
  // asking at once put the shell's requests before the paint, and Lantern's LCP then counted them (category 1.2 s, not 0.76).
  // An item's skeleton picture has no src until the early call names it (home-boot.ts ITEM_PICTURE): it is waited
  // for the same way, and its script sends the picture an error event when the answer names none; the early script
  // runs at once there, its call is what names it.
  const wait = `var i=document.querySelector('#skeleton img'),q=i&&i.getAttribute('src'),P=typeof PerformanceObserver=='function'&&PerformanceObserver,f=function(){requestAnimationFrame(function(){setTimeout(g)})};q||E();` +
    `if(i&&!(q&&i.complete&&!i.naturalWidth)){if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0)new P(function(l){l.getEntries().forEach(function(e){e.element==i&&g()})}).observe({type:'largest-contentful-paint',buffered:true});` +
    `else if(q&&i.complete)f();else i.onload=f;i.onerror=g;setTimeout(g,${WAIT_MS})}else g()`;
  const page = html.replace(MODULE_SCRIPT, '').replace(LATE_LINK, (_, rel: string) => (rel === 'icon' ? NO_ICON : ''));
  return {
    html: early ? page.replace(EARLY_SCRIPT, (_, files: string, code: string) => `${files}<script>function ${EARLY_FN}(){${code}}</script>`) : page,
    loader: `!function(){var d,e;${load}${wait}}()`,
  };
}
