import { useEffect, useRef } from 'react';
import { dialog, closeDialog } from '../state/dialog';
import { t } from '../state/lang';

/**
 * The confirmation dialog (confirm and cancel in the fixed orange of spec §9): a modal dialog named by its
 * title, or by its message when it has none; focus moves to Confirm and goes back where it was when it
 * closes. Escape cancels, and so does leaving the page (a back gesture or a link): the question was about that page.
 */
export function Dialog() {
  const d = dialog.value;
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!d) return;
    const before = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDialog(false);
    const onLeave = () => closeDialog(false);
    addEventListener('keydown', onKey);
    addEventListener('hashchange', onLeave);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('hashchange', onLeave);
      if (before?.isConnected) before.focus();
    };
  }, [d]);
  if (!d) return null;
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && closeDialog(false)}>
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby={d.title ? 'dialog-title' : 'dialog-msg'} aria-describedby={d.title ? 'dialog-msg' : undefined}>
        {d.title && <h2 id="dialog-title">{d.title}</h2>}
        <p id="dialog-msg">{d.message}</p>
        <div class="dialog-actions">
          {d.cancelText !== false && <button class="btn btn-ghost" onClick={() => closeDialog(false)}>{d.cancelText ?? t('common.cancel')}</button>}
          <button ref={ok} class="btn btn-orange" onClick={() => closeDialog(true)}>{d.confirmText ?? t('common.confirm')}</button>
        </div>
      </div>
    </div>
  );
}
