import type { AreaPages, LazyPage } from '../router/lazy-route';

/** Account and settings (issue 4): the user centre, login, register, password, profile, settings. Their rows (title, flags) are in routes.ts. */
export default (lazyPage: LazyPage): AreaPages => ({
  '/pages/user/index': lazyPage(() => import('../pages/user/index'), ['account']),
  '/pages/user/login': lazyPage(() => import('../pages/user/login'), ['account']),
  '/pages/user/register': lazyPage(() => import('../pages/user/register'), ['account']),
  '/pages/user/registersuccess': lazyPage(() => import('../pages/user/registersuccess'), ['account']),
  '/pages/user/forgetpwd': lazyPage(() => import('../pages/user/forgetpwd'), ['account']),
  '/pages/user/profile': lazyPage(() => import('../pages/user/profile'), ['account']),
  '/pages/user/changepwd': lazyPage(() => import('../pages/user/changepwd'), ['account']),
  '/pages/setting/index': lazyPage(() => import('../pages/setting/index'), ['account', 'newsletter']),
  '/pages/setting/language': lazyPage(() => import('../pages/setting/language'), ['account']),
  '/pages/setting/currency': lazyPage(() => import('../pages/setting/currency'), ['account']),
  '/pages/setting/about': lazyPage(() => import('../pages/setting/about'), ['account']),
});
