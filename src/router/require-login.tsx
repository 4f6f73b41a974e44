import { useEffect } from 'react';
import type { ComponentType } from 'preact';
import { loggedIn } from '../state/session';
import { toLogin } from './to-login';
import { currentUrl } from './navigate';

/** Visitors opening a login-only page go to login, and come back here after logging in (spec §6). */
export function requireLogin<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function Guarded(props: P) {
    const ok = loggedIn.value;
    useEffect(() => {
      if (!ok) toLogin(currentUrl());
    }, [ok]);
    return ok ? <Page {...props} /> : null;
  };
}
