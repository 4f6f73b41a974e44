import { useEffect } from 'react';
import type { ComponentType } from 'preact';
import { loggedIn } from '../state/session';
import { toLogin } from './to-login';
import { currentUrl } from './navigate';

/** How many login-only pages are on screen: a 401 elsewhere only drops the session (api/client.ts). */
let shown = 0;
export const onLoginOnlyPage = (): boolean => shown > 0;

/**
 * Visitors opening a login-only page go to login, which takes this page's place in history, and come
 * back here after logging in (spec §6).
 */
export function requireLogin<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function Guarded(props: P) {
    const ok = loggedIn.value;
    useEffect(() => {
      shown++;
      return () => void shown--;
    }, []);
    useEffect(() => {
      if (!ok) toLogin(currentUrl(), true);
    }, [ok]);
    return ok ? <Page {...props} /> : null;
  };
}
