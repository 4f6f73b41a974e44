import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * Headers every answer carries: no MIME sniffing, no full URLs (tokens in a hash, order numbers) leaked as
 * Referer to other sites, never framed (clickjacking), HSTS when served over TLS, and a Content-Security-Policy
 * that allows nothing — the storefront page sets its own (storefrontCsp) before this runs.
 */
export function securityHeaders(opts: { tls: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    // A page whose address carries a secret (the sign-in round trip's state and codes) sends none: no-referrer.
    if (!h.has('Referrer-Policy')) h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    if (opts.tls) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  };
}

/** The inline scripts a page executes (not JSON data blocks, not external ones). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs) || /type=["']?application\/(ld\+)?json/i.test(attrs)) continue;
    out.push(m[2]);
  }
  return out;
}

/**
 * The storefront page's policy: its own scripts and each inline script of this very page by hash (no
 * 'unsafe-inline' for scripts), the configured chat provider's origins (its widget script, frames, requests and
 * sockets: `chatProviderOrigins`), inline styles (the critical CSS and style attributes), pictures from the site,
 * data: and blob: (previews).
 */
export function storefrontCsp(html: string, chatOrigins: readonly string[] = []): string {
  const hashes = inlineScripts(html).map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  const chat = chatOrigins.map((o) => ` ${o}`).join('');
  const chatSocket = chatOrigins.map((o) => ` ${o.replace(/^http/, 'ws')}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}${chat}`.replace(/\s+$/, ''),
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data: blob:${chat}`,
    `connect-src 'self'${chat}${chatSocket}`,
    `frame-src${chat || " 'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
