import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import home from './home';
import obapi from './obapi';
import staticGoods from './static-goods';

/** The catalogue: home and mall calls, /api/obapi/* and the generated pictures under /static/goods/. */
export default function catalogue(app: Hono<AppEnv>, deps: Deps) {
  home(app);
  obapi(app);
  staticGoods(app, deps);
}
