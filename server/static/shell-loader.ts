/**
 * When the shell's scripts are asked for. On home the first banner is the largest paint and needs no
 * script (the server's skeleton shows it): the shell's 25 KB would only share the line with it, so they
 * are asked for once the banner has painted (or failed, or after WAIT_MS on a very slow line). A deep link
 * paints nothing large before its page runs, so there they are asked for at once. The built page's
 * module script tags give way to an inline loader after the skeleton (where #app exists to render into).
 */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** Longest the shell waits for the banner: past it a slow line shows the page working rather than the picture. */
export const WAIT_MS = 1500;

/** `html` without its module script tags, and the inline script that loads them (`home`: a JS test of the hash). */
export function deferShell(html: string, home: string): { html: string; loader: string } {
  const srcs = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (!srcs.length) return { html, loader: '' };
  const load = `function g(){if(d)return;d=1;${JSON.stringify(srcs)}.forEach(function(u){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=u;document.head.appendChild(e)})}`;
  // After the banner's load (or error), the next frame paints it; the task after that frame asks for the shell.
  const wait = `var i=${home}&&document.querySelector('#skeleton img');if(i&&!i.complete){i.onload=i.onerror=function(){requestAnimationFrame(function(){setTimeout(g)})};setTimeout(g,${WAIT_MS})}else g()`;
  return { html: html.replace(MODULE_SCRIPT, ''), loader: `<script>!function(){var d;${load}${wait}}()</script>` };
}
