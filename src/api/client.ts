import wretch, { type Wretch, type WretchError } from 'wretch';
import { deviceGuid } from '../lib/guid';
import { token, clearSession } from '../state/session';
import { lang, t } from '../state/lang';
import { showToast, hideToast, loadingStart, loadingEnd, setOnline } from '../state/ui';
import { toLogin } from '../router/to-login';
import { onLoginOnlyPage } from '../router/require-login';
import type { Envelope } from './types/common';
import { apiBase, callKey, formEncode, type Method, type Params } from './wire';
import { takeEarlyCall } from './early-call';

export { apiBase, formEncode, type Params };

/** Request timeout (spec §9). */
export const TIMEOUT_MS = 60_000;
/** Delay between the 401 toast and the login page (spec §9). */
export const REDIRECT_DELAY_MS = 1_500;

export type CallOptions = {
  /**
   * Show the loading overlay while the call runs (default off): the calls a tap waits on, the shopper's writes
   * (add to cart, favourite, join, pay, save). When such a call needs a session that has ended, the shopper is
   * told and taken to log in, on any page (sessionExpired); a read only drops the session on a public page.
   */
  loading?: boolean;
  /** Show a toast when the call fails (default on). */
  toast?: boolean;
  /** POST as JSON instead of form-encoded. */
  json?: boolean;
};

/** The main API's failure, carrying the server's (translated) msg and code. */
export class ApiError extends Error {
  constructor(message: string, public code: number, public data: unknown = null) {
    super(message);
  }
}

/**
 * The message of a failed call that a form shows next to its fields; the call's toast is taken back,
 * so each error speaks through one channel (inline for forms, a toast for the rest).
 */
export function inlineMessage(e: unknown): string {
  if (!(e instanceof ApiError)) return '';
  hideToast(e.message);
  return e.message;
}

let redirecting = false;
/**
 * 401: the session is cleared. A read on a public page stays quiet (answers true: the visitor stays, and the call
 * may be made again without the token). On a login-only page, and for a write (`tapped`: a call with the loading
 * overlay) on any page, since what the shopper tapped cannot happen without a session: "verification failed, log
 * in again" and login after 1.5 s, which comes back here.
 */
export function sessionExpired(tapped?: boolean): boolean {
  clearSession();
  if (!tapped && !onLoginOnlyPage()) return true;
  showToast(t('error.verifyFailed'));
  if (!redirecting) {
    redirecting = true;
    setTimeout(() => {
      redirecting = false;
      toLogin();
    }, REDIRECT_DELAY_MS);
  }
  return false;
}

/** The one base instance: Guid, token and lang added per request from the signals (design §9). */
export const base: Wretch = wretch()
  .errorType('json')
  .defer((w) => {
    const headers: Record<string, string> = { Guid: deviceGuid() };
    if (token.value) headers.token = token.value;
    return w.headers(headers);
  });

/** Turns an answer into data or a failure, following the error catalogue of spec §8. */
export async function settle<T>(request: Promise<Envelope<T>>, opts: CallOptions, again?: () => Promise<Envelope<T>>): Promise<T> {
  const hadToken = token.value !== '';
  const toast = opts.toast !== false;
  if (opts.loading) loadingStart();
  try {
    const body = await request.catch((err: WretchError & { name?: string }) => {
      if (err?.json && typeof err.json === 'object') return err.json as Envelope<T>;
      if ((err?.status ?? 0) >= 500) {
        console.error('[api] server error', err.status, err.message);
        throw new ApiError('', 500);
      }
      if (err?.status) throw new ApiError(err.message || `HTTP ${err.status}`, err.status);
      if (navigator.onLine === false) setOnline(false);
      throw new ApiError(t('error.timeout'), -1);
    });
    if (body.code === 1) return body.data;
    if (body.code === 401) {
      // Never a silent failure for a tap: the 401's toast and the way to log in (issue 25: "Confirm" did nothing).
      // A quiet one (a read on a public page) is made again without the token it had.
      if (sessionExpired(opts.loading) && hadToken && again) return await settle(again(), opts);
      throw new ApiError(t('error.verifyFailed'), 401);
    }
    if (body.code === 500) {
      console.error('[api] server error', body.msg);
      throw new ApiError('', 500);
    }
    throw new ApiError(body.msg || t('error.unknown'), body.code, body.data);
  } catch (err) {
    const e = err instanceof ApiError ? err : new ApiError(t('error.timeout'), -1);
    if (toast && e.message && e.code !== 401) showToast(e.message);
    throw e;
  } finally {
    if (opts.loading) loadingEnd();
  }
}

/** The answer index.html already asked for when it is this very call (api/early-call.ts), else our own request. */
function earlyOr<T>(method: Method, path: string, all: Params, send: () => Promise<Envelope<T>>): Promise<Envelope<T>> {
  const early = takeEarlyCall<T>(callKey(method, path, all));
  return early ? early.catch(send) : send();
}

/** The fields every main-API request carries (spec §7). */
export const common = () => ({ clienttype: 'h5', lang: lang.value });

/** GET with params in the query. */
export function get<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  const all = { ...common(), ...params };
  const send = () => base.url(`${apiBase()}${path}?${formEncode(all)}`).options({ signal: AbortSignal.timeout(TIMEOUT_MS) }).get().json<Envelope<T>>();
  return settle(earlyOr('GET', path, all, send), opts, send);
}

/** POST form-encoded (JSON when flagged). */
export function post<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  const all = { ...common(), ...params };
  const w = base.url(`${apiBase()}${path}`).options({ signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (opts.json) return settle(w.json(all).post().json<Envelope<T>>(), opts);
  const send = () => w.content('application/x-www-form-urlencoded').body(formEncode(all)).post().json<Envelope<T>>();
  return settle(earlyOr('POST', path, all, send), opts, send);
}

