import { toasts } from '../state/ui';

/**
 * The toast: a polite live region so screen readers hear it; its action, if any, is a link. It never covers the
 * page's main action: ./toast-watch (seconds after load, out of the first load) keeps it above whatever is held
 * at the bottom of the screen and takes back a toast offering the way to where the shopper just went.
 */
export function Toasts() {
  return (
    <div class="toasts" role="status" aria-live="polite">
      {toasts.value.map((t) => (
        <div key={t.id} class="toast">{t.text}{t.action && <a href={`#${t.action.href}`}>{t.action.label}</a>}</div>
      ))}
    </div>
  );
}
