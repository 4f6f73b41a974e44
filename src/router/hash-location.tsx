import { useLayoutEffect, useMemo, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { LocationProvider } from 'preact-iso';
import { currentUrl, navigate, back, subscribe, watchHistory } from './navigate';

/** In-app path of a url: trailing slashes dropped, '/pages/index/index' is home. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '') || '/';
  return p === '/pages/index/index' ? '/' : p;
}

/**
 * preact-iso rejects hash routing by design; this feeds its LocationProvider.ctx from the hash so that
 * Router, Route and lazy work unchanged (design §9).
 */
export function HashLocation({ children }: { children: ComponentChildren }) {
  const [state, setState] = useState(() => ({ url: currentUrl(), wasPush: false }));
  useLayoutEffect(() => {
    watchHistory();
    return subscribe((pop) => setState({ url: currentUrl(), wasPush: !pop }));
  }, []);
  const value = useMemo(() => {
    const u = new URL(state.url, 'http://app');
    return {
      url: state.url,
      path: normalizePath(u.pathname),
      query: Object.fromEntries(u.searchParams),
      route: navigate,
      back,
      forward: () => history.forward(),
      wasPush: state.wasPush,
    };
  }, [state]);
  return <LocationProvider.ctx.Provider value={value}>{children}</LocationProvider.ctx.Provider>;
}
