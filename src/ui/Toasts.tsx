import { toasts } from '../state/ui';

/** The toast stack: polite live region so screen readers hear it. */
export function Toasts() {
  return (
    <div class="toasts" role="status" aria-live="polite">
      {toasts.value.map((t) => (
        <div key={t.id} class="toast">{t.text}</div>
      ))}
    </div>
  );
}
