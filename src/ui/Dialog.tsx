import { useEffect, useRef } from 'react';
import { dialog, closeDialog } from '../state/dialog';
import { t } from '../state/lang';

/** The confirmation dialog (confirm and cancel in the fixed orange of spec §9). Escape cancels. */
export function Dialog() {
  const d = dialog.value;
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!d) return;
    ok.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDialog(false);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [d]);
  if (!d) return null;
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && closeDialog(false)}>
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby={d.title ? 'dialog-title' : undefined} aria-describedby="dialog-msg">
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
