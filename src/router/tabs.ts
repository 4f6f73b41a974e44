/** The four bottom tabs (spec §2), in order; home is also reached as /pages/index/index. */
export const TAB_PATHS = ['/', '/pages/page/onlineservice', '/pages/cart/index', '/pages/user/index'] as const;

/** Each tab's icon (ui/icon-paths.ts) and label (lang/), in TAB_PATHS's order: the app's tab bar (ui/TabBar.tsx) and the server's skeleton draw the same. */
export const TAB_ICONS = ['home', 'chat', 'cart', 'user'] as const;
export const TAB_LABELS = ['tab.home', 'tab.service', 'tab.cart', 'tab.user'] as const;

export const isHome = (path: string) => path === '/' || path === '/pages/index/index';

export const isTabPath = (path: string) => (TAB_PATHS as readonly string[]).includes(isHome(path) ? '/' : path);
