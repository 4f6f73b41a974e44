import { createHash } from 'node:crypto';

/**
 * An operator page's Content-Security-Policy: its own stylesheet by hash, forms posting to itself, pictures from the
 * site, nothing else. A page with a script (`script`) may run files of this site only (never inline code) and call
 * this site (fetch, EventSource); `img` adds picture sources (blob: for a preview).
 */
export function opsPagePolicy(css: string, o: { script?: boolean; img?: string } = {}): string {
  const hash = createHash('sha256').update(css).digest('base64');
  return [
    "default-src 'none'",
    ...(o.script ? ["script-src 'self'", "connect-src 'self'"] : []),
    `style-src 'sha256-${hash}'`,
    `img-src 'self'${o.img ? ` ${o.img}` : ''}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
