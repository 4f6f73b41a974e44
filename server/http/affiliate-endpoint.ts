import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { AppEnv, Deps, UserRow } from './env';
import { normalizeLang, t, type Lang } from '../i18n';
import { AFFILIATE_CODE, affiliateReply } from './envelope';
import { BODY_MAX, resolveUser } from './endpoint';
import { readParams, parseInput } from './input';
import { BizError, TooLargeError } from './errors';
import { affiliateForToken, type AffiliateCaller } from '../domain/affiliate/tokens';
import { AFFILIATE_STATUS } from '../domain/affiliate/programme';
import { displayCurrency, type Shown } from '../domain/affiliate/currency';

/**
 * The affiliate API (/affiliate-api, design §3), side by side with the main API's defineGroup: the same
 * reading of query and body and the same zod input, but its own envelope `{ code, msg, data }` (0 success,
 * 1 a refusal with its translated msg, 10300 token missing, expired or invalid), its own Bearer tokens
 * (domain/affiliate/tokens.ts: never a shopper token), `s_l` for the language of messages and names and `s_c`
 * for the currency every amount is also shown in.
 *
 * Auth: 'none' — anyone; 'shopper' — the shopper API's `token` (the exchange call only); 'member' — a Bearer
 * token of any affiliate account, applied or not; 'approved' — a Bearer token of an approved affiliate.
 */
type AffAuth = 'none' | 'shopper' | 'member' | 'approved';

/** Token missing, expired or invalid: answered 10300 with its translated message. */
export class AffiliateTokenError extends Error {
  constructor(public key = 'aff.token') {
    super(key);
  }
}

type Caller<A extends AffAuth> = A extends 'member' | 'approved' ? AffiliateCaller : A extends 'shopper' ? { user: UserRow } : null;
export type AffiliateCall<I, A extends AffAuth> = Deps & {
  input: I; caller: Caller<A>; lang: Lang; currency: Shown;
  t: (key: string, params?: Record<string, string | number>) => string;
  c: Context<AppEnv>;
};
type Options<S extends z.ZodType | undefined, A extends AffAuth> = { auth?: A; input?: S; msg?: string };
type Handler<S, A extends AffAuth> = (call: AffiliateCall<S extends z.ZodType ? z.output<S> : Record<string, never>, A>) => Promise<unknown> | unknown;

/** The Bearer token of the Authorization header ('' when there is none). Never a `token` header or field. */
export function bearerOf(c: Context): string {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return m?.[1] ?? '';
}

async function authenticate(c: Context<AppEnv>, auth: AffAuth, params: Record<string, unknown>): Promise<unknown> {
  if (auth === 'none') return null;
  if (auth === 'shopper') {
    const user = await resolveUser(c, params);
    if (!user) throw new AffiliateTokenError('aff.login');
    return { user };
  }
  const token = bearerOf(c);
  if (!token) throw new AffiliateTokenError('aff.login');
  const { db, now } = c.get('deps');
  const caller = await affiliateForToken(db, token, now());
  if (!caller) throw new AffiliateTokenError('aff.token');
  if (auth === 'approved' && caller.affiliate.status !== AFFILIATE_STATUS.approved) throw new BizError('aff.notApproved');
  return caller;
}

/** Every affiliate call registered, by path, with its auth and zod input (read by test/reliability, like endpoint.ts's callSpecs). */
export const affiliateCallSpecs = new Map<string, { path: string; auth: AffAuth; input?: z.ZodType }>();

export function defineAffiliateGroup(prefix: string, declare: (on: <S extends z.ZodType | undefined = undefined, A extends AffAuth = 'none'>(name: string, opts: Options<S, A>, handler: Handler<S, A>) => void) => void) {
  return (app: Hono<AppEnv>) => {
    declare((name, opts, handler) => {
      const limit = bodyLimit({ maxSize: BODY_MAX, onError: () => { throw new TooLargeError(BODY_MAX); } });
      affiliateCallSpecs.set(`${prefix}/${name}`, { path: `${prefix}/${name}`, auth: opts.auth ?? 'none', input: opts.input });
      app.on(['GET', 'POST'], `${prefix}/${name}`, limit, async (c) => {
        let lang = c.get('lang');
        try {
          const params = await readParams(c);
          const sl = params.s_l ?? params.lang;
          if (typeof sl === 'string' && sl) c.set('lang', (lang = normalizeLang(sl)));
          const caller = await authenticate(c, opts.auth ?? 'none', params);
          const input = opts.input ? parseInput(opts.input, params) : {};
          const deps = c.get('deps');
          const currency = await displayCurrency(deps.db, typeof params.s_c === 'string' ? params.s_c : undefined);
          const result = await handler({ ...deps, input: input as never, caller: caller as never, lang, currency, t: (key, p) => t(lang, key, p), c });
          return affiliateReply(c, AFFILIATE_CODE.ok, opts.msg ? t(lang, opts.msg) : '', result ?? null);
        } catch (err) {
          if (err instanceof AffiliateTokenError) return affiliateReply(c, AFFILIATE_CODE.token, t(lang, err.key), null);
          if (err instanceof BizError) return affiliateReply(c, AFFILIATE_CODE.failed, t(lang, err.key, err.params), err.data);
          throw err;
        }
      });
    });
  };
}
