import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { Envelope, Page } from '../../src/api/types/common';

export type { Envelope, Page };

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: Math.floor(Date.now() / 1000), data };
}

export function reply<T>(c: Context, code: number, msg: string, data: T, status: ContentfulStatusCode = 200) {
  return c.json(envelope(code, msg, data), status);
}

export function page<T>(rows: T[], total: number, current: number, perPage: number): Page<T> {
  return { total, per_page: perPage, current_page: current, last_page: Math.max(1, Math.ceil(total / perPage)), data: rows };
}

/** The affiliate API's envelope (design §3): `{ code, msg, data }`, code 0 success, 10300 token expired or invalid. */
export const AFFILIATE_CODE = { ok: 0, failed: 1, token: 10300 } as const;

export function affiliateReply<T>(c: Context, code: number, msg: string, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ code, msg, data }, status);
}
