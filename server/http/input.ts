import type { Context } from 'hono';
import { z } from 'zod';
import { BizError } from './errors';

/** FastAdmin reads parameters from the query and the body alike: merge both (body wins). */
export async function readParams(c: Context): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c.req.queries())) params[k.replace(/\[\]$/, '')] = k.endsWith('[]') ? v : v[v.length - 1];
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return params;
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
  return params;
}

/** Validates with zod; the first problem becomes a translated business error naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'input';
  const given = issue.path.length ? params[String(issue.path[0])] : params;
  if (given === undefined || given === '') throw new BizError('error.required', { field });
  if (issue.message.startsWith('msg:')) throw new BizError(issue.message.slice(4), { field });
  throw new BizError('error.invalid', { field });
}

/** Reusable field shapes for form-encoded input (everything arrives as a string). */
export const f = {
  id: () => z.coerce.number().int().positive(),
  int: () => z.coerce.number().int(),
  /** 1-based page; 0 or junk becomes 1 (the storefront's lists start at page 0). */
  page: () => z.coerce.number().int().catch(1).transform((n) => Math.max(1, n)),
  pagesize: () => z.coerce.number().int().min(1).max(100).catch(10),
  text: (max = 255) => z.string().trim().max(max),
  nonEmpty: (max = 255) => z.string().trim().min(1).max(max),
  /** "1" / "0" / "true" / "false" / true / false */
  bool: () => z.union([z.boolean(), z.string()]).transform((v) => v === true || v === '1' || v === 'true'),
  /** Money in yuan as a decimal string or number, at most 2 decimals → fen. */
  yuan: () => z.union([z.string(), z.number()]).transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^\d+(\.\d{1,2})?$/.test(s)) { ctx.addIssue({ code: 'custom', message: 'invalid amount' }); return z.NEVER; }
    return Math.round(Number(s) * 100);
  }),
  /** A list sent as "1,2,3", as repeated fields or as a JSON array. */
  ids: () => z.union([z.string(), z.array(z.union([z.string(), z.number()])), z.number()]).transform((v, ctx) => {
    let list: unknown[] = Array.isArray(v) ? v : typeof v === 'number' ? [v] : v.trim().startsWith('[') ? safeJson(v) : v.split(',');
    const nums = list.map((x) => Number(String(x).trim())).filter((n) => Number.isInteger(n) && n > 0);
    if (!nums.length) { ctx.addIssue({ code: 'custom', message: 'no ids' }); return z.NEVER; }
    return [...new Set(nums)];
  }),
  file: () => z.instanceof(File),
};

function safeJson(s: string): unknown[] {
  try {
    const v = JSON.parse(s);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
