export { parcelUrl, payUrl } from '../../../router/links';
/**
 * What the parcel, trial-packing, address and calculator pages share: their urls, query ids, the
 * submit throttle and the one-record loader of detail pages (one module, so one small chunk).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { throttle } from '../../../lib/rate-limit';
/** In-app urls of the parcel, trial-packing and address pages (they link to each other). */
export const parcelsUrl = (status?: string) => (status ? `/pages/member/sendorder/index?status=${encodeURIComponent(status)}` : '/pages/member/sendorder/index');
/** The pay page (issue 5) takes the bill's number: S… for a parcel's shipping. */
export const rehearsalUrl = (id: number) => `/pages/member/rehearsal/detail?id=${id}`;
export const rehearsalSubmitUrl = (id: number) => `/pages/member/rehearsal/submit?id=${id}`;
export const addressAddUrl = (id?: number) => (id ? `/pages/member/myaddress/add?id=${id}` : '/pages/member/myaddress/add');
export const openLocationUrl = (lat: number, lng: number, name = '', address = '') =>
  `/open-location?lat=${lat}&lng=${lng}${name ? `&name=${encodeURIComponent(name)}` : ''}${address ? `&address=${encodeURIComponent(address)}` : ''}`;

export { queryId, queryIds } from '../../../lib/query-id';

/** A handler that runs at most once a second (the pay / submit button throttle of spec §9). */
export function useThrottled<A extends unknown[]>(fn: (...args: A) => unknown): (...args: A) => void {
  const ref = useRef(fn);
  ref.current = fn;
  return useMemo(() => throttle((...args: A) => ref.current(...args)), []);
}

export type DataState<T> = {
  data: T | null;
  /** The call answered "no" (code 0: not found, or another user's) — show the not-found view with `message`. */
  missing: boolean;
  /** The call failed for another reason (network, server) — offer a retry. */
  failed: boolean;
  message: string;
  loading: boolean;
  reload: () => Promise<void>;
  set: (d: T) => void;
};

/**
 * One record for a page: loaded when `deps` change (a new id in the query), reloadable after an action.
 * `load` null means there is nothing to load (a missing id): the page is "missing" at once.
 */
export function useData<T>(load: (() => Promise<T>) | null, deps: unknown[]): DataState<T> {
  const [data, setData] = useState<T | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(true);
  const gen = useRef(0);
  const ref = useRef(load);
  ref.current = load;

  const run = useCallback(async (keep: boolean) => {
    const g = ++gen.current;
    const fn = ref.current;
    if (!keep) setData(null);
    if (!fn) {
      setMissing(true);
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      const d = await fn();
      if (g !== gen.current) return;
      setData(d);
      setMissing(false);
      setFailed(false);
    } catch (e) {
      if (g !== gen.current) return;
      const err = e instanceof ApiError ? e : null;
      setMessage(err?.message ?? '');
      if (err?.code === 0) setMissing(true);
      else setFailed(true);
    } finally {
      if (g === gen.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    setMissing(false);
    setFailed(false);
    void run(false);
  }, deps);

  const reload = useCallback(() => run(true), [run]);
  return { data, missing, failed, message, loading, reload, set: setData };
}
