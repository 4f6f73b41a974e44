import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { PASS_COOKIE, issuePass, passFresh } from '../domain/files/upload-pass';
import type { z } from 'zod';
import type { AppEnv, Deps, UserRow } from './env';
import type { Lang } from '../i18n';
import { normalizeLang, t } from '../i18n';
import { reply } from './envelope';
import { readParams, parseInput } from './input';
import { AuthError, TooLargeError } from './errors';
import { userForToken } from '../domain/account/tokens';
import { safeEqual } from './safe-equal';
import { resolveStaff } from './staff-auth';
import type { StaffActor } from '../domain/staff/staff-sessions';

export type Call<I, U, S = null> = Deps & {
  input: I;
  user: U;
  /** The chat console's caller ('staff' calls): a staff member, or the operator by the X-Ops-Token header. */
  staff: S;
  lang: Lang;
  /** Translate a message key in the request's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
  c: Context<AppEnv>;
};

/**
 * 'ops': operator calls, answered only with the `X-Ops-Token` header equal to the server's ops token. 'staff': the
 * chat console's calls, with the staff session cookie or that header (http/staff-auth.ts); not CLI actions.
 */
type Auth = 'required' | 'optional' | 'none' | 'ops' | 'staff';
/** `help`: what an operator action does, for `npm run ops -- help` (required of 'ops' calls by the registry below). */
type Options<S extends z.ZodType | undefined, A extends Auth> = {
  auth?: A; input?: S; msg?: string; help?: string;
  /** The largest body the call reads, in bytes (BODY_MAX unless the call takes files). */
  maxBody?: number;
};

/** What a call without files reads at most: forms and JSON are small. */
export const BODY_MAX = 64 * 1024;

/** A registered call: its path, who may make it, its zod input and its body limit. */
export type CallSpec = { path: string; auth: Auth; input?: z.ZodType; maxBody: number };
/**
 * Every call defineGroup registered on an app, by path: the reliability suites (test/reliability) read the
 * inputs from here, so a new call is fuzzed and checked for ownership without a list to keep up to date.
 */
export const callSpecs = new Map<string, CallSpec>();

/** An operator action as the CLI lists it: name, what it does, and its fields (optional ones in brackets). */
export type OpsAction = { name: string; help: string; fields: string[] };
/** Every operator action registered on an app, in order: the CLI's help is made from this, so it cannot drift. */
export const opsActions: OpsAction[] = [];

function fieldsOf(input: z.ZodType | undefined): string[] {
  const shape = (input as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  return Object.entries(shape).map(([k, s]) => (s.safeParse(undefined).success ? `[${k}]` : k));
}
type Handler<S, A> = (call: Call<S extends z.ZodType ? z.output<S> : Record<string, never>, A extends 'required' ? UserRow : UserRow | null, A extends 'staff' ? StaffActor : null>) => Promise<unknown> | unknown;

/** A handler may return a Response to answer with something other than the envelope (images, files). */
const isResponse = (v: unknown): v is Response => v instanceof Response;

/**
 * The caller's token: the `token` header, or a `token` field of a form body as FastAdmin clients send it —
 * never one in the query string, where it would leak into logs and Referer headers (OWASP API2).
 */
export function tokenOf(c: Context, params?: Record<string, unknown>): string {
  const header = c.req.header('token');
  if (header !== undefined) return header.trim();
  if (c.req.query('token') !== undefined) return '';
  return typeof params?.token === 'string' ? params.token.trim() : '';
}

/** Resolves the token header (or field) to a user; null when absent or bad. */
export async function resolveUser(c: Context<AppEnv>, params?: Record<string, unknown>): Promise<UserRow | null> {
  const token = tokenOf(c, params);
  if (!token) return null;
  const { db, now } = c.get('deps');
  return userForToken(db, token, now());
}

/** Gives a signed-in browser the cookie that lets it show its own private uploads (domain/files/upload-pass.ts). */
function handOutPass(c: Context<AppEnv>, userId: number) {
  const { config, now } = c.get('deps');
  const secret = config.opsToken ?? '';
  if (!secret || passFresh(secret, getCookie(c, PASS_COOKIE), userId, now())) return;
  setCookie(c, PASS_COOKIE, issuePass(secret, userId, now()), { path: '/uploads', httpOnly: true, sameSite: 'Lax', secure: !!config.tls, maxAge: 7 * 24 * 3600 });
}

/**
 * Declares the calls of one API group. Every call answers GET and POST alike (FastAdmin does), reads
 * query and body, validates with zod, checks the token when asked, and wraps what the handler returns
 * in the envelope. Handlers throw BizError / AuthError / ForbiddenError for the other answers.
 */
export function defineGroup(prefix: string, declare: (on: <S extends z.ZodType | undefined = undefined, A extends Auth = 'none'>(name: string, opts: Options<S, A>, handler: Handler<S, A>) => void) => void) {
  return (app: Hono<AppEnv>) => {
    declare((name, opts, handler) => {
      const path = `${prefix}/${name}`;
      if (opts.auth === 'ops' && !opsActions.some((a) => a.name === name)) opsActions.push({ name, help: opts.help ?? '', fields: fieldsOf(opts.input) });
      const maxBody = opts.maxBody ?? BODY_MAX;
      callSpecs.set(path, { path, auth: opts.auth ?? 'none', input: opts.input, maxBody });
      // A call that takes files reads its big body only for a caller the token header already names.
      const authFirst = async (c: Context<AppEnv>, next: Next) => {
        if (maxBody > BODY_MAX && opts.auth === 'required' && c.req.method === 'POST' && !(await resolveUser(c))) {
          throw new AuthError(c.req.header('token') ? 'error.token' : 'error.login');
        }
        return next();
      };
      const limit = bodyLimit({ maxSize: maxBody, onError: () => { throw new TooLargeError(maxBody); } });
      app.on(['GET', 'POST'], path, authFirst, limit, async (c) => {
        const params = await readParams(c);
        // A form's own `lang` field, unless the query named one (which the app already took).
        if (typeof params.lang === 'string' && !c.req.query('lang') && !c.req.header('lang')) c.set('lang', normalizeLang(params.lang));
        const auth = opts.auth ?? 'none';
        let user: UserRow | null = null;
        let staff: StaffActor | null = null;
        if (auth === 'ops') {
          const expected = c.get('deps').config.opsToken;
          if (!expected || !safeEqual(c.req.header('x-ops-token') ?? '', expected)) throw new AuthError('error.ops');
        } else if (auth === 'staff') {
          staff = await resolveStaff(c);
          if (!staff) throw new AuthError('staff.signIn');
        } else if (auth !== 'none') {
          user = await resolveUser(c, params);
          if (!user && auth === 'required') throw new AuthError(tokenOf(c, params) ? 'error.token' : 'error.login');
        }
        c.set('user', user);
        if (user) handOutPass(c, user.id);
        const input = opts.input ? parseInput(opts.input, params) : {};
        const lang = c.get('lang');
        const result = await handler({
          ...c.get('deps'),
          input: input as never,
          user: user as never,
          staff: staff as never,
          lang,
          t: (key, p) => t(lang, key, p),
          c,
        });
        if (isResponse(result)) return result;
        return reply(c, 1, opts.msg ? t(lang, opts.msg) : '', result ?? null);
      });
    });
  };
}
