/**
 * "Answered on screen": what a shopper sees after a tap, checked in the page every frame — whoever drew it (the
 * server-painted skeleton's inline script or the app). Used by tapVisit (visit.ts).
 */

/** The in-app route a tap leads to: the decoded hash starts with `prefix` and/or contains `contains`. */
export type Route = { prefix?: string; contains?: string };

export type Answer = {
  route: Route;
  /** The next screen's title, drawn in its top bar ... */
  title?: string;
  /** ... or the tapped control's own result: the control at (x, y) shows `color` and its text starts with `text`. */
  control?: { x: number; y: number; color: string; text: string };
};

/** Whether a decoded hash is `route` (here and, by its source, in the page). */
export const routeMatches = (hash: string, route: Route): boolean =>
  (route.prefix === undefined || hash.startsWith(route.prefix)) && (route.contains === undefined || hash.includes(route.contains));

/** What the page keeps: `at`, the rAF timestamp of the first frame the answer was on screen (0: not yet). */
export type AnswerWatch = { at: number; origin: number; check: () => boolean };
export const WATCH_GLOBAL = '__benchAnswer';

/**
 * Runs in the page at document start (an init script, so in every document of the tab): from the first touch, a
 * requestAnimationFrame loop that evaluates the answer each frame and keeps the first frame's timestamp (what a callback sees of the DOM
 * is what that frame paints). `origin` (the document's timeOrigin) tells a full page load from the visited
 * document. A title counts when some element's trimmed text is exactly it, its box is non-empty and within the
 * top 64 px, its text is visible, and the element hit at its box centre is it, inside it or holds it (so a title
 * under another layer does not count). The route test runs first: until the tap is handled, a frame costs a string
 * test.
 */
function watchAnswer(a: Answer, matches: typeof routeMatches, name: string): void {
  const titleDrawn = (title: string): boolean => {
    if (!document.body) return false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.nodeValue ?? '').trim();
      if (!text || !title.includes(text)) continue;
      // the text's own element draws it (visibility is inherited, opacity applies from any ancestor): a bar whose
      // text is the title counts only while its title is shown
      if (!n.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      for (let el: Element | null = n.parentElement; el && (el.textContent ?? '').trim() === title; el = el.parentElement) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || r.top < 0 || r.bottom > 64) continue;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && (el.contains(hit) || hit.contains(el))) return true;
      }
    }
    return false;
  };
  const controlShows = (c: NonNullable<Answer['control']>): boolean => {
    const el = document.elementFromPoint(c.x, c.y)?.closest('a,button');
    return !!el && getComputedStyle(el).color === c.color && (el.textContent ?? '').trim().startsWith(c.text);
  };
  const hash = (): string => {
    try {
      return decodeURIComponent(location.hash);
    } catch {
      return location.hash;
    }
  };
  const watch: AnswerWatch = {
    at: 0,
    origin: performance.timeOrigin,
    check: () => matches(hash(), a.route) && (a.title !== undefined ? titleDrawn(a.title) : !!a.control && controlShows(a.control)),
  };
  (window as unknown as Record<string, AnswerWatch>)[name] = watch;
  const frame = (ts: number): void => {
    if (watch.check()) watch.at = ts;
    else requestAnimationFrame(frame);
  };
  // From the first touch: nothing answers before one, and a frame asked for every 16 ms from the document's start
  // made the page draw partial frames while it parsed (a slower page under the taps than under the paint visit).
  addEventListener('pointerdown', () => requestAnimationFrame(frame), { capture: true, once: true, passive: true });
}

/**
 * The init script's source. Built from the functions' own source so the page runs exactly what is typed here;
 * `__name` is the helper tsx (esbuild keepNames) wraps named inner functions in, absent in the page.
 */
export const answerScript = (a: Answer): string =>
  `(() => { const __name = (f) => f; (${watchAnswer})(${JSON.stringify(a)}, ${routeMatches}, ${JSON.stringify(WATCH_GLOBAL)}); })();`;
