import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/env';
import { AFFILIATE_CODE, affiliateReply, reply } from './http/envelope';
import { AuthError, BizError, ForbiddenError, TooLargeError } from './http/errors';
import { normalizeLang, t } from './i18n';
import { registerRoutes } from './routes';
import { securityHeaders } from './http/security-headers';
import { sizeText } from './http/size-text';

/**
 * The language of a request as far as its head tells: `lang` query field, `lang` header, then Accept-Language.
 * A `lang` form field (FastAdmin clients send one) takes over once the call has read its body within its
 * limit (server/http/endpoint.ts).
 */
function requestLang(c: import('hono').Context) {
  const fromQuery = c.req.query('lang');
  if (fromQuery) return normalizeLang(fromQuery);
  const header = c.req.header('lang');
  if (header) return normalizeLang(header);
  return normalizeLang(c.req.header('accept-language'));
}

/** The whole HTTP app: API, captcha, uploads and (in main.ts) the storefront. */

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders({ tls: !!deps.config.tls }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('lang', requestLang(c));
    await next();
  });

  registerRoutes(app, deps);

  app.onError((err, c) => {
    const lang = c.get('lang') ?? 'en';
    if (err instanceof BizError) return reply(c, 0, t(lang, err.key, err.params), err.data);
    if (err instanceof AuthError) return reply(c, 401, t(lang, err.key), null, 401);
    if (err instanceof ForbiddenError) return reply(c, 403, t(lang, err.key), null, 403);
    // The affiliate API answers in its own envelope (http/affiliate-endpoint.ts), its body limit and a fault too.
    const affiliate = c.req.path.startsWith('/affiliate-api/');
    if (err instanceof TooLargeError) {
      const msg = t(lang, 'error.tooLarge', { size: sizeText(err.maxBytes) });
      return affiliate ? affiliateReply(c, AFFILIATE_CODE.failed, msg, null, 413) : reply(c, 0, msg, null, 413);
    }
    console.error(`[${c.req.method} ${c.req.path}]`, err);
    return affiliate ? affiliateReply(c, AFFILIATE_CODE.failed, t(lang, 'error.server'), null, 500) : reply(c, 500, t(lang, 'error.server'), null, 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return reply(c, 0, t(c.get('lang') ?? 'en', 'error.noRoute', { path: c.req.path }), null, 404);
    return c.text('Not found', 404);
  });

  return app;
}
