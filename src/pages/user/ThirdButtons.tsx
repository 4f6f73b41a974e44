import { useEffect, useState } from 'react';
import { thirdLogins } from '../../api/user';
import type { ThirdLogin } from '../../api/types/user';
import type { ThirdList } from './third-list';

/**
 * Under the login and registration forms (issue 36): the providers the server lists, as buttons. Their code
 * (./third-list.tsx) loads only when there are some, so a shop without providers — the login deep link Lighthouse
 * weighs — fetches none of it. Nothing when none is configured or the list cannot load.
 */
export function ThirdButtons({ redirect }: { redirect?: string }) {
  const [shown, setShown] = useState<{ List: typeof ThirdList; list: ThirdLogin[] } | null>(null);
  useEffect(() => {
    thirdLogins()
      .then((list) => (Array.isArray(list) && list.length ? import('./third-list').then((m) => setShown({ List: m.ThirdList, list })) : undefined))
      .catch(() => {});
  }, []);
  return shown && <shown.List list={shown.list} redirect={redirect} />;
}
