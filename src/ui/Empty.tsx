import type { ComponentChildren } from 'preact';
import { t } from '../state/lang';

/** The empty view: a message (default "~ absolutely empty ~") and an optional action. */
export function Empty({ text, children }: { text?: string; children?: ComponentChildren }) {
  return (
    <div class="empty">
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="14" y="20" width="68" height="44" rx="6" fill="#f2f2f4" />
        <path d="M14 30h68M36 20l6-12h12l6 12" stroke="#d8d8dc" stroke-width="3" fill="none" />
      </svg>
      <p>{text ?? t('list.empty')}</p>
      {children}
    </div>
  );
}
