import type { Context } from 'hono';

/** A form post from a page of this very site (Sec-Fetch-Site / Origin), or from a client that names no origin (curl). */
export function sameSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}
