/** The four bottom tabs (spec §2), in order; home is also reached as /pages/index/index. */
export const TAB_PATHS = ['/', '/pages/page/onlineservice', '/pages/cart/index', '/pages/user/index'] as const;

export const isHome = (path: string) => path === '/' || path === '/pages/index/index';

export const isTabPath = (path: string) => (TAB_PATHS as readonly string[]).includes(isHome(path) ? '/' : path);
