import { useEffect } from 'react';
import { token, userInfo, updateUser } from '../state/session';
import { userInfo as fetchUser } from '../api/user-centre';
import type { UserInfo } from '../api/types/user';

/**
 * The logged-in user for a page that shows them: the stored one, or — opened cold with only a token — asked
 * for at once (not after the start-up calls' delay); null meanwhile, for the page's skeleton.
 */
export function useUser(): UserInfo | null {
  const u = userInfo.value;
  useEffect(() => {
    if (!u && token.value) void fetchUser({ toast: false }).then((r) => updateUser({ ...r.userinfo, token: token.value }), () => {});
  }, [u]);
  return u;
}
