import { useEffect, useRef, useState } from 'react';
import { Router, Route, useLocation } from 'preact-iso';
import { HashLocation } from './router/hash-location';
import { restoreScroll } from './router/navigate';
import { isHome } from './router/tabs';
import { useRouteTable } from './router/route-table';
import type { RouteDef } from './routes';
import Home from './pages/index/index';
import { ChunkError } from './ui/ChunkError';
import { NavBar } from './ui/NavBar';
import { TabBar } from './ui/TabBar';
import { Toasts } from './ui/Toasts';
import { dialog } from './state/dialog';
import { useLazy } from './ui/useLazy';
import { LoadingOverlay, OfflineOverlay, DelayedSpinner } from './ui/Overlays';
import NotFound from './pages/notfound';
import { online } from './state/ui';
import { cartCount } from './state/cart';

/** Home as the shell knows it without the route table (the table's first row says the same). */
const HOME: Pick<RouteDef, 'path' | 'title' | 'tab' | 'bare'> & Partial<RouteDef> = { path: '/', title: 'nav.home', tab: true, bare: true };

function Shell() {
  const { path } = useLocation();
  const home = isHome(path);
  const { table, failed } = useRouteTable(!home);
  const route = home ? HOME : table?.find(path);
  const [pageLoading, setPageLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Dialog = useLazy(() => import('./ui/Dialog').then((m) => m.Dialog), dialog.value !== null);
  // Back online (the browser says so, or Retry found it so): the page mounts again and reloads its data.
  const wasOnline = useRef(online.value);
  const isOnline = online.value;
  useEffect(() => {
    if (isOnline && !wasOnline.current) setAttempt((a) => a + 1);
    wasOnline.current = isOnline;
  }, [isOnline]);
  return (
    <>
      {route && !route.bare && <NavBar title={route.title} showBack={!route.tab} dark={route.dark} />}
      <main id="main" class={route?.tab ? 'page with-tabbar' : 'page'}>
        <Router key={`${attempt}:${table ? 'table' : failed ?? 'home'}`} onLoadStart={() => setPageLoading(true)} onLoadEnd={() => { setPageLoading(false); restoreScroll(); }} onRouteChange={restoreScroll}>
          {[
            <Route key="home" path="/" component={Home} />,
            <Route key="home-alias" path="/pages/index/index" component={Home} />,
            ...(table?.entries ?? []).filter((r) => r.path !== '/').map((r) => <Route key={r.path} path={r.path} component={r.component} />),
            <Route key="default" default component={table ? NotFound : failed ? () => <ChunkError name="routes" type={failed} /> : DelayedSpinner} />,
          ]}
        </Router>
        {pageLoading && <DelayedSpinner />}
      </main>
      {route?.tab && <TabBar current={route.path} badges={{ '/pages/cart/index': cartCount.value }} />}
      <Toasts />
      {Dialog && <Dialog />}
      <LoadingOverlay />
      <OfflineOverlay />
    </>
  );
}

export function App() {
  return (
    <HashLocation>
      <Shell />
    </HashLocation>
  );
}
