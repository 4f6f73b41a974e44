import { toasts } from '../state/ui';

/** The toast: a polite live region so screen readers hear it; its action, if any, is a link. */
export function Toasts() {
  return (
    <div class="toasts" role="status" aria-live="polite">
      {toasts.value.map((t) => (
        <div key={t.id} class="toast">{t.text}{t.action && <a href={`#${t.action.href}`}>{t.action.label}</a>}</div>
      ))}
    </div>
  );
}
