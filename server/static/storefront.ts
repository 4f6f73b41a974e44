import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/env';
import type { ServerConfig } from '../config';

export const DIST = path.resolve(process.env.STOREFRONT_DIST ?? 'dist');

/**
 * The built storefront under /wap/: index.html never cached (so a deploy is seen at once), hashed
 * assets cached forever, text compressed. Until it is built, /wap/ says so plainly.
 */
export function mountStorefront(app: Hono<AppEnv>, _config: ServerConfig) {
  app.get('/', (c) => c.redirect('/wap/'));
  app.use('/wap/*', compress());
  app.get('/wap', (c) => c.redirect('/wap/'));
  const index = path.join(DIST, 'index.html');
  app.get('/wap/', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!existsSync(index)) return c.html('<!doctype html><meta charset="utf-8"><title>Storefront</title><p>The storefront is not built yet: run <code>npm run build</code>.</p>', 503);
    return c.html(readFileSync(index, 'utf8'));
  });
  app.use('/wap/*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      const hashed = /\/assets\//.test(c.req.path);
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  app.use('/wap/*', serveStatic({ root: path.relative(process.cwd(), DIST), rewriteRequestPath: (p) => p.replace(/^\/wap/, '') }));
}
