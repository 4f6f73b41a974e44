import type { Context } from 'hono';
import type { ServerConfig } from '../config';

/** This site's origin as the outside world reaches it: PUBLIC_URL, else the request's own (no trailing slash). */
export const siteOrigin = (c: Context, config: ServerConfig) => (config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
