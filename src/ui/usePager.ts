import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../api/types/common';
import { lang } from '../state/lang';
import { reconnects } from '../state/ui';
import { PAGE_SIZE, RESET_MS, upStateAfter, type DownState, type UpState } from '../lib/scroll-states';

/** Loads page `page` (0-based, spec §9) of `size` items. */
export type PageLoader<T> = (page: number, size: number) => Promise<Page<T> | T[]>;

/**
 * A paged list's data and its pull-down / load-more states. `deps` restart from page 0 (a new
 * keyword, tab or sort), and so do a language switch (titles come translated) and a connection that
 * comes back. A failed first load keeps what was there and reports `error`.
 */
export function usePager<T>(load: PageLoader<T>, deps: unknown[] = [], opts: { size?: number; onRefresh?: () => Promise<unknown>; enabled?: boolean } = {}) {
  const enabled = opts.enabled !== false;
  const size = opts.size ?? PAGE_SIZE;
  const onRefresh = useRef(opts.onRefresh);
  onRefresh.current = opts.onRefresh;
  const [items, setItems] = useState<T[]>([]);
  const [down, setDown] = useState<DownState>(0);
  const [up, setUp] = useState<UpState>(3);
  const [error, setError] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const page = useRef(0);
  /** Bumped by every fresh first page (a new list): answers for an older list are dropped. */
  const gen = useRef(0);
  /** A fresh first page is on its way: load-more waits for it (it would append to the list being replaced). */
  const replacing = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(async (n: number, replace: boolean) => {
    const g = replace ? ++gen.current : gen.current;
    if (replace) replacing.current = true;
    try {
      const res = await loadRef.current(n, size);
      if (g !== gen.current) return false;
      const rows = Array.isArray(res) ? res : res.data;
      const last = Array.isArray(res) ? rows.length < size : res.current_page >= res.last_page;
      setItems((prev) => (replace ? rows : [...prev, ...rows]));
      page.current = n;
      setUp(upStateAfter(rows.length, size, last));
      setError(false);
      return true;
    } catch {
      if (g !== gen.current) return false;
      setError(true);
      setUp(replace ? 3 : 0);
      return false;
    } finally {
      // (An append runs only while no first page is on its way: clearing the flag is right for both.)
      if (g === gen.current) {
        replacing.current = false;
        setLoaded(true);
      }
    }
  }, [size]);

  useEffect(() => {
    if (!enabled) return;
    setLoaded(false);
    setUp(3);
    void fetchPage(0, true);
  }, [...deps, enabled, lang.value, reconnects.value]);

  /** Pull-to-refresh: 3 loading → 4 finished (loaded, or failed: `refreshFailed`) → 0 after 300 ms (with the page's own refresh, if any). */
  const [refreshFailed, setRefreshFailed] = useState(false);
  const refresh = useCallback(async () => {
    setDown(3);
    const [ok, own] = await Promise.all([fetchPage(0, true), onRefresh.current?.().then(() => true, () => false) ?? true]);
    setRefreshFailed(!ok || !own);
    setDown(4);
    setTimeout(() => setDown(0), RESET_MS);
  }, [fetchPage]);

  const loadMore = useCallback(async () => {
    if (replacing.current) return;
    setUp((u) => (u === 0 ? 1 : u));
    if (up !== 0) return;
    await fetchPage(page.current + 1, false);
  }, [fetchPage, up]);

  return { items, setItems, down, setDown, up, error, loaded, refresh, refreshFailed, loadMore };
}
