import type { Context } from 'hono';
import { z } from 'zod';
import { BizError } from './errors';

/** The largest integer a 32-bit column holds: every id and count is bounded by it at the edge. */
export const INT_MAX = 2_147_483_647;
/**
 * The latest time (unix s) a field may name: 9999-12-31 23:59:59 UTC, the last second a 'YYYY-MM-DD' date reaches.
 * Time columns are 64-bit (migration 0019), so 2038-01-19 is no bound; a JavaScript number holds these exactly.
 */
export const TIME_MAX = 253_402_300_799;
/** The most one amount may be, in fen (¥10 000 000.00): sums of many stay far inside the money columns. */
export const MONEY_MAX_FEN = 1_000_000_000;
/** Control characters (NUL and the like; tab and line breaks are text) are refused in every field. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function refuseControl(params: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(params)) {
    const values = Array.isArray(v) ? v : [v];
    if (values.some((x) => typeof x === 'string' && CONTROL.test(x))) throw new BizError('error.invalid', { field: k });
  }
}

/** FastAdmin reads parameters from the query and the body alike: merge both (body wins). */
export async function readParams(c: Context): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c.req.queries())) params[k.replace(/\[\]$/, '')] = k.endsWith('[]') ? v : v[v.length - 1];
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    refuseControl(params);
    return params;
  }
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = await c.req.json();
      if (body && typeof body === 'object') Object.assign(params, body);
    } else if (type.includes('form')) {
      const body = await c.req.parseBody({ all: true });
      for (const [k, v] of Object.entries(body)) params[k.replace(/\[\]$/, '')] = v;
    }
  } catch {
    throw new BizError('error.invalid', { field: 'body' });
  }
  refuseControl(params);
  return params;
}

/** The path of the first string holding a control character anywhere in `v` (nested JSON included), or null. */
function controlIn(v: unknown, path: string): string | null {
  if (typeof v === 'string') return CONTROL.test(v) ? path : null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) { const p = controlIn(v[i], `${path}.${i}`); if (p) return p; }
  } else if (v && typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v))) {
    for (const [k, x] of Object.entries(v)) { const p = controlIn(x, path ? `${path}.${k}` : k); if (p) return p; }
  }
  return null;
}

/**
 * Validates with zod; the first problem becomes a translated business error naming the field. Control characters
 * are refused in what the schema produced too: JSON bodies and JSON-in-a-field (goods lists, declarations, image
 * lists) carry them nested, where readParams does not look, and the database refuses a NUL in text.
 */
export function parseInput<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.output<S> {
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(params);
  } catch {
    // A preprocess or transform that met what no form sends (a JSON object whose toString is not a function,
    // String() of it throws): bad input, not a server fault.
    throw new BizError('error.invalid', { field: 'input' });
  }
  if (result.success) {
    const field = controlIn(result.data, '');
    if (field !== null) throw new BizError('error.invalid', { field: field || 'input' });
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'input';
  const given = issue.path.length ? params[String(issue.path[0])] : params;
  if (given === undefined || given === '') throw new BizError('error.required', { field });
  if (issue.message.startsWith('msg:')) throw new BizError(issue.message.slice(4), { field });
  throw new BizError('error.invalid', { field });
}

/** How many of something (a quantity, a page size, a number of days): a whole number from 1 to `max`, which the caller names. */
const count = (max: number) => z.coerce.number().int().min(1).max(Math.min(max, INT_MAX));

/** Reusable field shapes for form-encoded input (everything arrives as a string). */
export const f = {
  id: () => z.coerce.number().int().positive().max(INT_MAX),
  int: () => z.coerce.number().int().min(-INT_MAX).max(INT_MAX),
  count,
  /** 1-based page; 0 or junk becomes 1 (the storefront's lists start at page 0); beyond 100 000 is the last page anyone reaches. */
  page: () => z.coerce.number().int().catch(1).transform((n) => Math.min(100_000, Math.max(1, n))),
  pagesize: () => count(100).catch(10),
  text: (max = 255) => z.string().trim().max(max),
  nonEmpty: (max = 255) => z.string().trim().min(1).max(max),
  /** "1" / "0" / "true" / "false" / true / false */
  bool: () => z.union([z.boolean(), z.string()]).transform((v) => v === true || v === '1' || v === 'true'),
  /** Money in yuan as a decimal string or number, at most 2 decimals → fen. */
  yuan: () => z.union([z.string(), z.number()]).transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^\d+(\.\d{1,2})?$/.test(s)) { ctx.addIssue({ code: 'custom', message: 'invalid amount' }); return z.NEVER; }
    const fen = Math.round(Number(s) * 100);
    if (fen > MONEY_MAX_FEN) { ctx.addIssue({ code: 'custom', message: 'msg:error.tooMuch' }); return z.NEVER; }
    return fen;
  }),
  /** A list sent as "1,2,3", as repeated fields or as a JSON array. */
  ids: () => z.union([z.string(), z.array(z.union([z.string(), z.number()])), z.number()]).transform((v, ctx) => {
    let list: unknown[] = Array.isArray(v) ? v : typeof v === 'number' ? [v] : v.trim().startsWith('[') ? safeJson(v) : v.split(',');
    const nums = list.map((x) => Number(String(x).trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= INT_MAX);
    if (!nums.length) { ctx.addIssue({ code: 'custom', message: 'no ids' }); return z.NEVER; }
    return [...new Set(nums)];
  }),
  file: () => z.instanceof(File),
  /** An image attached to a message or answer: a site-relative upload or an http(s) url ('' for none). */
  image: () => z.string().trim().max(500).refine((s) => s === '' || s.startsWith('/') || /^https?:\/\//.test(s)).default(''),
};

function safeJson(s: string): unknown[] {
  try {
    const v = JSON.parse(s);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
