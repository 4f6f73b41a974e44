import { t, type TKey } from '../state/lang';
import { back } from '../router/navigate';
import { Icon } from './Icon';

/** The white navbar with black text (spec §2); title from the route's language key. */
export function NavBar({ title, showBack, dark }: { title: TKey; showBack: boolean; dark?: boolean }) {
  return (
    <header class={dark ? 'navbar navbar-dark' : 'navbar'}>
      {showBack ? (
        <button class="navbar-back" onClick={() => (history.length > 1 ? back() : (location.hash = '#/'))} aria-label={t('common.back')}>
          <Icon name="back" />
        </button>
      ) : <span class="navbar-back" />}
      <h1>{t(title)}</h1>
      <span class="navbar-back" />
    </header>
  );
}
