import type { Hono } from 'hono';
import type { z } from 'zod';
import { callSpecs } from '../../server/http/endpoint';
import { affiliateCallSpecs } from '../../server/http/affiliate-endpoint';

/**
 * Every call of the reference server as the reliability suites see it, read from the app itself: the paths
 * Hono has registered, with the auth and the zod input that defineGroup / defineAffiliateGroup recorded
 * (server/http/endpoint.ts callSpecs). A call added tomorrow is fuzzed and ownership-checked without an edit here.
 */

/** The rough type of a field, enough to send it the wrong one. */
export type FieldKind = 'number' | 'string' | 'boolean' | 'array' | 'file' | 'object' | 'other';

export type Target = {
  path: string;
  /** api: FastAdmin envelope; ops: the same, with the operator token; affiliate: `{ code, msg, data }`; beacon: the vitals beacon (bare 204/400/413). */
  family: 'api' | 'ops' | 'affiliate' | 'beacon';
  methods: ('GET' | 'POST')[];
  auth: string;
  fields: Record<string, FieldKind>;
};

type Def = { type: string; in?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[]; shape?: Record<string, z.ZodType>; left?: z.ZodType; right?: z.ZodType };
const defOf = (s: z.ZodType | undefined): Def | undefined => (s as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The object shape of a call's input (through pipes, defaults, refinements and unions of objects). */
export function shapeOf(s: z.ZodType | undefined): Record<string, z.ZodType> {
  const d = defOf(s);
  if (!d) return {};
  if (d.type === 'object') return (s as unknown as { shape: Record<string, z.ZodType> }).shape;
  if (d.type === 'pipe') return shapeOf(d.in);
  if (d.innerType) return shapeOf(d.innerType);
  if (d.type === 'union') return Object.assign({}, ...(d.options ?? []).map(shapeOf));
  if (d.type === 'intersection') return { ...shapeOf(d.left), ...shapeOf(d.right) };
  return {};
}

export function kindOf(s: z.ZodType | undefined): FieldKind {
  const d = defOf(s);
  if (!d) return 'other';
  switch (d.type) {
    case 'number': case 'bigint': case 'int': return 'number';
    case 'string': case 'enum': case 'literal': return 'string';
    case 'boolean': return 'boolean';
    case 'array': case 'tuple': return 'array';
    case 'object': case 'record': return 'object';
    case 'custom': return 'file';
    case 'pipe': return kindOf(d.in);
    case 'union': return kindOf(d.options?.[0]);
    default: return d.innerType ? kindOf(d.innerType) : 'other';
  }
}

/** Every /api, /ops and /affiliate-api call of `app`, and the vitals beacon. */
export function targetsOf(app: Hono<any>): Target[] {
  const byPath = new Map<string, Set<string>>();
  for (const r of app.routes) {
    if (r.method !== 'GET' && r.method !== 'POST') continue;
    if (!/^\/(api|ops|affiliate-api)\//.test(r.path)) continue;
    if (!byPath.has(r.path)) byPath.set(r.path, new Set());
    byPath.get(r.path)!.add(r.method);
  }
  const out: Target[] = [];
  for (const [path, methods] of byPath) {
    const api = callSpecs.get(path);
    const aff = affiliateCallSpecs.get(path);
    const spec = api ?? aff;
    const fields = Object.fromEntries(Object.entries(shapeOf(spec?.input)).map(([k, s]) => [k, kindOf(s)]));
    let family: Target['family'];
    if (path === '/api/vitals/collect') family = 'beacon';
    else if (aff) family = 'affiliate';
    else if (api?.auth === 'ops') family = 'ops';
    else if (api && path.startsWith('/api/')) family = 'api';
    // An /ops page that is not a defineGroup call (the vitals report page answers HTML): not an API call.
    else if (path.startsWith('/ops/')) continue;
    else throw new Error(`${path}: an /api call registered outside defineGroup — the reliability suites cannot read its input`);
    const m = [...methods].sort() as Target['methods'];
    // The ops report's GET is the HTML page for browsers (routes/ops-vitals-page.ts): its API is the POST.
    out.push({ path, family, methods: family === 'ops' ? m.filter((x) => x === 'POST') : m, auth: spec?.auth ?? 'none', fields });
  }
  return out;
}
