import type { ComponentChildren } from 'preact';
import { t } from '../state/lang';

type Props = {
  /** The message (default "~ absolutely empty ~"). */
  text?: string;
  /** A muted line under it: what happened or what to do. */
  note?: string;
  /** A failure or a not-found rather than an empty list: announced at once, its message the page's heading. */
  alert?: boolean;
  /** The way on: a retry, a link home. */
  children?: ComponentChildren;
};

/**
 * The one view for "nothing here": an empty list, a page or record not found, a page that failed to load.
 * The same picture, message, note and action everywhere.
 */
export function Empty({ text, note, alert, children }: Props) {
  return (
    <div class="empty" role={alert ? 'alert' : undefined}>
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="14" y="20" width="68" height="44" rx="6" fill="#f2f2f4" />
        <path d="M14 30h68M36 20l6-12h12l6 12" stroke="#d8d8dc" stroke-width="3" fill="none" />
      </svg>
      {alert ? <h2>{text}</h2> : <p>{text ?? t('list.empty')}</p>}
      {note && <p>{note}</p>}
      {children}
    </div>
  );
}
