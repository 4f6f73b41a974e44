import { t, type TKey } from '../state/lang';
import { navigate } from '../router/navigate';
import { Icon, type IconName } from './Icon';
import { TAB_PATHS } from '../router/tabs';
import type { ReadonlySignal } from '@preact/signals';
import { cartCount } from '../state/cart';
import { chatUnread, unreadMessages } from '../state/unread';

/** `badge`: the count the tab shows (staff replies unread on Service; lines in the cart; unread messages on Me). */
const TABS: { path: (typeof TAB_PATHS)[number]; icon: IconName; label: TKey; badge?: ReadonlySignal<number> }[] = [
  { path: TAB_PATHS[0], icon: 'home', label: 'tab.home' },
  { path: TAB_PATHS[1], icon: 'chat', label: 'tab.service', badge: chatUnread },
  { path: TAB_PATHS[2], icon: 'cart', label: 'tab.cart', badge: cartCount },
  { path: TAB_PATHS[3], icon: 'user', label: 'tab.user', badge: unreadMessages },
];

/** The four bottom tabs (spec §2) with their badges; the selected one is red. Switching tab does not grow history. */
export function TabBar({ current }: { current: string }) {
  return (
    <nav class="tabbar" aria-label={t('tab.label')}>
      {TABS.map((tab) => {
        const active = tab.path === current;
        // No badge signal reads as undefined, which is not > 0.
        const badge = tab.badge?.value as number;
        return (
          <a key={tab.path} href={`#${tab.path}`} class={active ? 'tab active' : 'tab'} aria-current={active ? 'page' : undefined}
            onClick={(e) => { e.preventDefault(); navigate(tab.path, true); }}>
            <Icon name={tab.icon} />
            <span>{t(tab.label)}</span>
            {badge > 0 && <span class="badge" aria-label={String(badge)}>{badge > 99 ? '99+' : badge}</span>}
          </a>
        );
      })}
    </nav>
  );
}
