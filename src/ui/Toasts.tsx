import { useEffect } from 'react';
import { toasts } from '../state/ui';

let watch: Promise<unknown> | null = null;
/** The toast's manners (./toast-watch), started with the first toast: one shown before src/after-load.ts started them obeys them too. */
const startWatch = () => (watch ??= import('./toast-watch').then((m) => m.watchToasts(), () => (watch = null)));

/**
 * The toast: a polite live region so screen readers hear it; its action, if any, is a link. It never covers the
 * page's main action: ./toast-watch (seconds after load, or with the first toast; out of the first load) keeps it
 * above whatever is held at the bottom of the screen and takes back a toast offering the way to where the shopper
 * just went. A `top` toast sits under the title bar instead (the item page's, away from its lines and buttons).
 */
export function Toasts() {
  const shown = toasts.value;
  useEffect(() => {
    if (shown.length) void startWatch();
  }, [shown]);
  return (
    <div class={shown[0]?.top ? 'toasts toasts-top' : 'toasts'} role="status" aria-live="polite">
      {shown.map((t) => (
        <div key={t.id} class="toast">{t.text}{t.action && <a href={`#${t.action.href}`}>{t.action.label}</a>}</div>
      ))}
    </div>
  );
}
