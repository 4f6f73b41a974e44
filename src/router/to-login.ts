import { navigate, currentUrl } from './navigate';

export const LOGIN_PATH = '/pages/user/login';

/** Opens login, remembering where to come back to (not the login page itself). */
export function toLogin(from: string = currentUrl()): void {
  const back = from.startsWith(LOGIN_PATH) ? '' : from;
  navigate(back && back !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : LOGIN_PATH);
}
