import { t } from '../state/lang';
import { navigate } from '../router/navigate';
import { Icon } from './Icon';
import { TAB_ICONS, TAB_LABELS, TAB_PATHS } from '../router/tabs';
import type { ReadonlySignal } from '@preact/signals';
import { cartCount } from '../state/cart';
import { chatUnread, unreadMessages } from '../state/unread';

/** The count each tab shows, in TAB_PATHS's order: none on Home; staff replies unread on Service; lines in the cart; unread messages on Me. */
const BADGES: (ReadonlySignal<number> | undefined)[] = [undefined, chatUnread, cartCount, unreadMessages];

/** The four bottom tabs (spec §2) with their badges; the selected one is red. Switching tab does not grow history. */
export function TabBar({ current }: { current: string }) {
  return (
    <nav class="tabbar" aria-label={t('tab.label')}>
      {TAB_PATHS.map((path, i) => {
        const active = path === current;
        // No badge signal reads as undefined, which is not > 0.
        const badge = BADGES[i]?.value as number;
        return (
          <a key={path} href={`#${path}`} class={active ? 'tab active' : 'tab'} aria-current={active ? 'page' : undefined}
            onClick={(e) => { e.preventDefault(); navigate(path, true); }}>
            <Icon name={TAB_ICONS[i]} />
            <span>{t(TAB_LABELS[i])}</span>
            {badge > 0 && <span class="badge" aria-label={String(badge)}>{badge > 99 ? '99+' : badge}</span>}
          </a>
        );
      })}
    </nav>
  );
}
