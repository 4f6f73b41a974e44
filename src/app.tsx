import { useEffect, useRef, useState } from 'react';
import { Router, Route, useLocation } from 'preact-iso';
import { HashLocation } from './router/hash-location';
import { restoreScroll } from './router/navigate';
import { routes, findRoute } from './routes';
import { requireLogin } from './router/require-login';
import { NavBar } from './ui/NavBar';
import { TabBar } from './ui/TabBar';
import { Toasts } from './ui/Toasts';
import { dialog } from './state/dialog';
import { useLazy } from './ui/useLazy';
import { LoadingOverlay, OfflineOverlay, DelayedSpinner } from './ui/Overlays';
import NotFound from './pages/notfound';
import { online } from './state/ui';
import { cartCount } from './state/cart';

const table = routes.map((r) => ({ path: r.path, component: r.login ? requireLogin(r.page) : r.page }));

function Shell() {
  const { path } = useLocation();
  const route = findRoute(path);
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
        <Router key={attempt} onLoadStart={() => setPageLoading(true)} onLoadEnd={() => { setPageLoading(false); restoreScroll(); }} onRouteChange={restoreScroll}>
          {[
            ...table.map((r) => <Route key={r.path} path={r.path} component={r.component} />),
            <Route key="home-alias" path="/pages/index/index" component={routes[0].page} />,
            <Route key="default" default component={NotFound} />,
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
