import { t } from '../state/lang';

export type SheetItem = { key: string; label: string; active?: boolean };

/** A bottom sheet of choices (language, currency, photo source …). */
export function ActionSheet({ open, title, items, onSelect, onClose }: { open: boolean; title?: string; items: SheetItem[]; onSelect: (key: string) => void; onClose: () => void }) {
  if (!open) return null;
  return (
    <div class="overlay sheet-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="sheet" role="dialog" aria-modal="true" aria-label={title}>
        {title && <div class="sheet-title">{title}</div>}
        <ul role="listbox" aria-label={title}>
          {items.map((it) => (
            <li key={it.key} role="option" aria-selected={!!it.active}>
              <button class={it.active ? 'sheet-item active' : 'sheet-item'} onClick={() => { onSelect(it.key); onClose(); }}>{it.label}</button>
            </li>
          ))}
        </ul>
        <button class="sheet-item sheet-cancel" onClick={onClose}>{t('common.cancel')}</button>
      </div>
    </div>
  );
}
