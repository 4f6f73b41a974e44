import { createPortal } from 'react-dom';
import { t } from '../state/lang';

export type SheetItem = { key: string; label: string; active?: boolean };

/**
 * A bottom sheet of choices (language, currency, photo source …). It is put at the end of <body>, so it
 * stacks above the tab bar and every sticky bar whatever opened it (the app's layering scale, app.css).
 * The choices are plain buttons in a list; the chosen one says so with aria-pressed.
 */
export function ActionSheet({ open, title, items, onSelect, onClose }: { open: boolean; title?: string; items: SheetItem[]; onSelect: (key: string) => void; onClose: () => void }) {
  if (!open) return null;
  return createPortal(
    <div class="overlay sheet-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="sheet" role="dialog" aria-modal="true" aria-label={title}>
        {title && <div class="sheet-title">{title}</div>}
        <ul>
          {items.map((it) => (
            <li key={it.key}>
              <button class={it.active ? 'sheet-item active' : 'sheet-item'} aria-pressed={!!it.active} onClick={() => { onSelect(it.key); onClose(); }}>{it.label}</button>
            </li>
          ))}
        </ul>
        <button class="sheet-item sheet-cancel" onClick={onClose}>{t('common.cancel')}</button>
      </div>
    </div>,
    document.body,
  );
}
