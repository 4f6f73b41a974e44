import { useState } from 'react';
import { Router, Route, useLocation } from 'preact-iso';
import { HashLocation } from './router/hash-location';
import { restoreScroll } from './router/navigate';
import { isHome } from './router/tabs';
import { LOGIN_PATH } from './router/to-login';
import { useRouteTable } from './router/route-table';
import { RouteTableContext } from './router/route-context';
import type { RouteDef } from './router/route-def';
import type { TKey } from './state/lang';
import Home from './pages/index/index';
import { ChunkError } from './ui/ChunkError';
import { NavBar } from './ui/NavBar';
import { TabBar } from './ui/TabBar';
import { Toasts } from './ui/Toasts';
import { dialog } from './state/dialog';
import { useLazy } from './ui/useLazy';
import { LoadingOverlay, OfflineOverlay, DelayedSpinner } from './ui/Overlays';
import NotFound from './pages/notfound';

/** Home as the shell knows it without the route table (the table's first row says the same). */
const HOME: Pick<RouteDef, 'path' | 'title' | 'tab' | 'bare'> & Partial<RouteDef> = { path: '/', title: 'nav./', tab: true, bare: true };

function Shell() {
  const { path, query } = useLocation();
  const home = isHome(path);
  const { table, failed } = useRouteTable(!home);
  const route = home ? HOME : table?.find(path);
  // A visitor sent from a tab (Cart, Me) to login keeps the tab bar: the way back stays in reach.
  const fromTab = path === LOGIN_PATH && query.redirect ? table?.find(query.redirect.split('?')[0]) : undefined;
  const tab = route?.tab ? route.path : fromTab?.tab ? fromTab.path : null;
  const [pageLoading, setPageLoading] = useState(false);
  const Dialog = useLazy(() => import('./ui/Dialog').then((m) => m.Dialog), dialog.value !== null);
  return (
    <>
      {/* No page of the table (not found), or no table (its chunk failed): a title bar with the way back all the same. */}
      {route ? !route.bare && <NavBar title={(query.id && route.editTitle) || route.title} showBack={!route.tab} dark={route.dark} />
        : (table || failed) && <NavBar title={table ? 'nav.notfound' : '' as TKey} showBack />}
      <RouteTableContext.Provider value={table}>
      <main id="main" class={tab ? 'page with-tabbar' : 'page'}>
        <Router key={table ? 'table' : failed ?? 'home'} onLoadStart={() => setPageLoading(true)} onLoadEnd={() => { setPageLoading(false); restoreScroll(); }} onRouteChange={restoreScroll}>
          {[
            <Route key="home" path="/" component={Home} />,
            <Route key="home-alias" path="/pages/index/index" component={Home} />,
            ...(table?.entries ?? []).map((r) => <Route key={r.path} path={r.path} component={r.component} />),
            <Route key="default" default component={table ? NotFound : failed ? () => <ChunkError name="routes" type={failed} /> : DelayedSpinner} />,
          ]}
        </Router>
        {pageLoading && <DelayedSpinner />}
      </main>
      </RouteTableContext.Provider>
      {tab && <TabBar current={tab} />}
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
