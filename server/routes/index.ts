import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import startup from './startup';

/** Every API group, each registering its calls on the app. */
const groups: ((app: Hono<AppEnv>, deps: Deps) => void)[] = [
  startup,
];

export function registerRoutes(app: Hono<AppEnv>, deps: Deps) {
  for (const register of groups) register(app, deps);
}
