import Bottleneck from 'bottleneck';
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleType } from 'cockatiel';
import type { OneBoundConfig } from '../../../config';
import type { ApiType } from '../../../db/schema';

/**
 * The OneBound product-data API over HTTP: `GET {base}/{platform}/{api_name}/?key&secret&…&lang`, answered as JSON
 * whose `error_code` "0000" is success. Protections of the provider account (issue 35): every call waits for the
 * rate limiter (bottleneck, ONEBOUND_RATE per second), has a timeout, goes through one circuit breaker (cockatiel:
 * after 5 faults in a row no call is made for 30 s, then one is tried), and — all calls being idempotent GETs — is
 * tried on the next host of ONEBOUND_URL when a host fails (refused, timed out, 5xx). The key and secret are in the
 * query string the provider asks for and nowhere else: no error message or log line carries the URL. A call with a
 * `form` (upload_img's picture, too big for a query string) is a POST of it form-encoded, the rest as for a GET.
 */

/** The provider's names of the shop's platforms. */
export const PLATFORM: Record<ApiType, string> = { taobao: 'taobao', '1688': '1688', jd: 'jd', weidian: 'micro' };

/** The provider knows no such item (or it is delisted): the shopper is sent to the manual-add page. */
export class ProviderNotFound extends Error {}
/** The provider could not answer (down, hanging, quota, key, malformed): a kept copy is served if there is one. */
export class ProviderFault extends Error {}

/** The provider answered that it has no such thing, or could not be asked: the caller answers from the shop's rows. */
export const providerCannotAnswer = (e: unknown) => e instanceof ProviderFault || e instanceof ProviderNotFound;

/** error_code values that mean "no such item" rather than a fault of the account or the provider. */
const NOT_FOUND_CODES = new Set(['2000', '4016']);

export type OneBoundAnswer = Record<string, unknown> & { error_code: string };

export type OneBoundClient = {
  call(tp: ApiType, api: string, params: Record<string, string>, form?: Record<string, string>): Promise<OneBoundAnswer>;
  /** Whether the breaker is open now (no calls are being made). */
  broken(): boolean;
};

export function oneBoundClient(config: OneBoundConfig): OneBoundClient {
  const limiter = new Bottleneck({ reservoir: config.rate, reservoirRefreshAmount: config.rate, reservoirRefreshInterval: 1000, maxConcurrent: config.rate * 4 });
  const breaker = circuitBreaker(handleType(ProviderFault), { halfOpenAfter: 30_000, breaker: new ConsecutiveBreaker(5) });

  async function once(base: string, tp: ApiType, api: string, params: Record<string, string>, form?: Record<string, string>): Promise<OneBoundAnswer> {
    const query = new URLSearchParams({ key: config.key, secret: config.secret, ...params });
    const post = form ? { method: 'POST', body: new URLSearchParams(form) } : {};
    let res: Response;
    try {
      res = await fetch(`${base}/${PLATFORM[tp]}/${api}/?${query}`, { ...post, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (e) {
      throw new ProviderFault(`${api}: ${(e as Error).name}`); // no URL: it holds the secret
    }
    if (res.status >= 500 || res.status === 429) throw new ProviderFault(`${api}: HTTP ${res.status}`);
    let body: unknown;
    try {
      body = JSON.parse(await res.text());
    } catch {
      throw new ProviderFault(`${api}: malformed answer`);
    }
    if (!body || typeof body !== 'object' || !('error_code' in body)) throw new ProviderFault(`${api}: malformed answer`);
    const answer = body as OneBoundAnswer;
    const code = String(answer.error_code);
    if (code === '0000') return answer;
    if (NOT_FOUND_CODES.has(code)) throw new ProviderNotFound(`${api}: ${code}`);
    throw new ProviderFault(`${api}: error ${code}`);
  }

  /** One call tried on each host in turn while a host fails; a not-found or an answered error is final. */
  async function acrossHosts(tp: ApiType, api: string, params: Record<string, string>, form?: Record<string, string>): Promise<OneBoundAnswer> {
    let last: unknown;
    for (const base of config.urls) {
      try {
        return await once(base, tp, api, params, form);
      } catch (e) {
        last = e;
        if (!(e instanceof ProviderFault) || /error \d+/.test(e.message) || /malformed/.test(e.message)) throw e;
      }
    }
    throw last;
  }

  return {
    async call(tp, api, params, form) {
      try {
        return await breaker.execute(() => limiter.schedule(() => acrossHosts(tp, api, params, form)));
      } catch (e) {
        if (e instanceof BrokenCircuitError) throw new ProviderFault(`${api}: circuit open`);
        throw e;
      }
    },
    broken: () => breaker.state === CircuitState.Open,
  };
}
