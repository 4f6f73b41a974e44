import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../state/lang';

export type SheetItem = { key: string; label: string; active?: boolean };
/** A search box above a long list of choices: its label (also its hint) and what it says when nothing matches. */
export type SheetSearch = { label: string; none: string };
type Props = { open: boolean; title?: string; items: SheetItem[]; onSelect: (key: string) => void; onClose: () => void; search?: SheetSearch };

/** Case and accents folded away, so "quebec" finds "Québec" and "челяб" "Челябинская область". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A bottom sheet of choices (language, currency, photo source, a country's regions …). It is put at the end of <body>, so it
 * stacks above the tab bar and every sticky bar whatever opened it (the app's layering scale, app.css).
 * The choices are plain buttons in a list; the chosen one says so with aria-pressed. With `search`, a box held at
 * the top narrows a long list as one types, and the chosen one is focused (so scrolled to) when the sheet opens.
 * Escape closes it.
 */
export function ActionSheet(p: Props) {
  return p.open ? createPortal(<Sheet {...p} />, document.body) : null;
}

function Sheet({ title, items, onSelect, onClose, search }: Props) {
  const [q, setQ] = useState('');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (search) list.current?.querySelector<HTMLElement>('[aria-pressed=true]')?.focus();
  }, []);
  const shown = search && q.trim() ? items.filter((it) => fold(it.label).includes(fold(q.trim()))) : items;
  return (
    <div class="overlay sheet-overlay" onClick={(e) => e.target === e.currentTarget && onClose()} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div class="sheet" role="dialog" aria-modal="true" aria-label={title}>
        {title && <div class="sheet-title">{title}</div>}
        {search && (
          <div class="sheet-find">
            <input type="search" class="input" aria-label={search.label} placeholder={search.label} value={q} onInput={(e) => setQ((e.target as HTMLInputElement).value)} />
          </div>
        )}
        {search && !shown.length && <p class="sheet-none">{search.none}</p>}
        <ul ref={list}>
          {shown.map((it) => (
            <li key={it.key}>
              <button class={it.active ? 'sheet-item active' : 'sheet-item'} aria-pressed={!!it.active} onClick={() => { onSelect(it.key); onClose(); }}>{it.label}</button>
            </li>
          ))}
        </ul>
        <button class="sheet-item sheet-cancel" onClick={onClose}>{t('common.cancel')}</button>
      </div>
    </div>
  );
}
