import { useEffect, useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { ApiError, inlineMessage } from '../../../api/client';
import { Empty } from '../../../ui/Empty';

/*
 * A page about one record (an order, a parcel, the goods to send): its id from the query, loading it, and
 * what shows instead while it is loading, missing or failed. Its own module, so a page that needs only
 * this loads none of the order pages' other parts.
 */

export { queryId, queryIds } from '../../../lib/query-id';

export type Loaded<T> = { data: T | null; state: 'loading' | 'ok' | 'notfound' | 'failed'; msg: string; reload: () => void; set: (d: T) => void };

/**
 * One record by id (or another key): `notfound` for a bad id or the server's business "not found"
 * answer (another user's id looks the same), `failed` for a network or server fault (the page offers
 * retry). A reload keeps showing the record until the new one arrives.
 */
export function useRecord<T, K extends number | string = number>(id: K | null, load: (id: K) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<Loaded<T>['state']>(id ? 'loading' : 'notfound');
  const [msg, setMsg] = useState('');
  const [n, setN] = useState(0);
  const shown = useRef<K | null>(null);
  useEffect(() => {
    if (!id) {
      setData(null);
      setState('notfound');
      return;
    }
    let live = true;
    if (shown.current !== id) {
      shown.current = id;
      setData(null);
      setState('loading');
    }
    load(id).then(
      (d) => live && (setData(d), setState('ok')),
      (e: unknown) => {
        if (!live) return;
        const biz = e instanceof ApiError && e.code === 0;
        setMsg(inlineMessage(e));
        setState(biz ? 'notfound' : 'failed');
        if (biz) setData(null);
      },
    );
    return () => {
      live = false;
    };
  }, [id, n]);
  return { data, state, msg, reload: () => setN((x) => x + 1), set: setData };
}

/** What a detail page shows instead of its record: a spinner, a clear not-found, or a failure with retry. */
export function RecordState({ rec, notFound, back }: { rec: Pick<Loaded<unknown>, 'state' | 'msg' | 'reload'>; notFound: string; back: { href: string; label: string } }) {
  if (rec.state === 'loading') return <div class="page-loader"><span class="spinner" role="status" aria-label={t('list.loading')} /></div>;
  if (rec.state === 'failed') {
    return (
      <Empty text={rec.msg || t('list.failed')} alert>
        <button class="btn btn-primary" onClick={rec.reload}>{t('common.retry')}</button>
      </Empty>
    );
  }
  return (
    <Empty text={notFound} note={rec.msg && rec.msg !== notFound ? rec.msg : undefined} alert>
      <a class="btn btn-primary" href={`#${back.href}`}>{back.label}</a>
    </Empty>
  );
}

