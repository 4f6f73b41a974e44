import { navigate, currentUrl } from './navigate';

export const LOGIN_PATH = '/pages/user/login';

/** What login remembers in its history entry: where it came from, and whether that page is still behind it. */
type LoginState = { loginFrom: string; above: boolean };

/**
 * Opens login, remembering where to come back to (not the login page itself). `replace`: login takes the
 * current entry's place (a login-only page that cannot show); otherwise it goes on top of it.
 */
export function toLogin(from: string = currentUrl(), replace = false): void {
  const back = from.startsWith(LOGIN_PATH) ? '' : from;
  const state: LoginState = { loginFrom: back || '/', above: !replace };
  navigate(back && back !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : LOGIN_PATH, replace, state);
}

/**
 * After logging in: back to `target`, with login gone from history. When login sits on top of that very
 * page, that is a step back; otherwise login's entry becomes the target.
 */
export function leaveLogin(target: string): void {
  const s = history.state as Partial<LoginState> | null;
  if (s?.above && s.loginFrom === target) history.back();
  else navigate(target, true);
}
