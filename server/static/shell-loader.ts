/**
 * When the shell's scripts are asked for. On home and the category page a banner is the largest paint and
 * needs no script (the server's skeleton shows it, home-boot.ts), on an item its first picture once the early
 * call has named it: the shell's 25 KB would only share the line with it, so they are asked for once it has
 * painted — the browser's largest-contentful-paint entry for it, which
 * comes once the frame is on screen (a request made between the paint and its presentation still counts
 * as the picture's competitor) — or failed, or after WAIT_MS on a very slow line. Another deep link
 * paints nothing large before its page runs, so there they are asked for at once. The built page's
 * module script tags give way to an inline loader after the skeleton (where #app exists to render into).
 */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** Longest the shell waits for the banner: past it a slow line shows the page working rather than the picture. */
export const WAIT_MS = 1500;

/**
 * The web app manifest's link: the browser fetches the manifest, then an icon at high priority, as soon as
 * it reads the link — a slow line's bandwidth taken from the banner for an install prompt no one sees yet.
 * The loader links it with the shell.
 */
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">/;

/** `html` without its module script tags (and manifest link), and the inline script that adds them. */
export function deferShell(html: string): { html: string; loader: string } {
  const srcs = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (!srcs.length) return { html, loader: '' };
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  const link = manifest ? `var m=document.createElement('link');m.rel='manifest';m.href=${JSON.stringify(manifest)};document.head.appendChild(m);` : '';
  const load = `function g(){if(d)return;d=1;${JSON.stringify(srcs)}.forEach(function(u){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=u;document.head.appendChild(e)});${link}}`;
  // Once the browser reports the banner as the largest paint (shown on screen, not only drawn), or where it reports
  // no largest paint (Safari) the task after the frame following its load; at once if it fails to load. A banner
  // already loaded when this runs (a fast line, the cache) is not yet painted either: its paint is waited for too —
  // asking at once put the shell's requests before the paint, and Lantern's LCP then counted them (category 1.2 s, not 0.76).
  // An item's skeleton picture has no src until the early call names it (home-boot.ts ITEM_PICTURE): it is waited
  // for the same way, and its script sends the picture an error event when the answer names none.
  const wait = `var i=document.querySelector('#skeleton img'),q=i&&i.getAttribute('src'),P=typeof PerformanceObserver=='function'&&PerformanceObserver,f=function(){requestAnimationFrame(function(){setTimeout(g)})};` +
    `if(i&&!(q&&i.complete&&!i.naturalWidth)){if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0)new P(function(l){l.getEntries().forEach(function(e){e.element==i&&g()})}).observe({type:'largest-contentful-paint',buffered:true});` +
    `else if(q&&i.complete)f();else i.onload=f;i.onerror=g;setTimeout(g,${WAIT_MS})}else g()`;
  return { html: html.replace(MODULE_SCRIPT, '').replace(MANIFEST_LINK, ''), loader: `<script>!function(){var d;${load}${wait}}()</script>` };
}
