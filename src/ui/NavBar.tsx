import { t, type TKey } from '../state/lang';
import { back } from '../router/navigate';
import { Icon } from './Icon';
import { useEffect } from 'react';

/** The shop's name as index.html gives it: a page's browser tab reads "<page> · <shop>", home's just the name. */
export const SITE = document.title;

/** The white navbar with black text (spec §2); title from the route's language key. */
export function NavBar({ title, showBack, dark }: { title: TKey; showBack: boolean; dark?: boolean }) {
  const text = t(title);
  useEffect(() => {
    document.title = `${text} · ${SITE}`;
  }, [text]);
  return (
    <header class={dark ? 'navbar navbar-dark' : 'navbar'}>
      {showBack ? (
        <button class="navbar-back" onClick={back} aria-label={t('common.back')}>
          <Icon name="back" />
        </button>
      ) : <span class="navbar-back" />}
      <h1>{text}</h1>
      <span class="navbar-back" />
    </header>
  );
}
