import { useEffect, useState } from 'react';
import type { Review } from '../../api/types/catalogue';
import { t } from '../../state/lang';
import { itemReviews } from '../../api/items';
import { dateTime } from '../../lib/units';
import { useNear } from './useNear';

const PAGE_SIZE = 5;

/** Reviews of the item: the first page when the shopper scrolls near, "More reviews" for each next page. */
export function Reviews({ tp, tid, count }: { tp: string; tid: string; count: number }) {
  const [ref, near] = useNear<HTMLElement>();
  const [list, setList] = useState<Review[]>([]);
  const [page, setPage] = useState(0);
  const [last, setLast] = useState(1);
  const [total, setTotal] = useState(count);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const more = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const r = await itemReviews(tp, tid, page + 1, PAGE_SIZE);
      setList((old) => [...old, ...r.data.filter((x) => !old.some((o) => o.id === x.id))]);
      setPage(r.current_page);
      setLast(r.last_page);
      setTotal(r.total);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (near && page === 0 && count > 0) void more();
  }, [near]);

  return (
    <section ref={ref} class="section" aria-labelledby="item-reviews-title">
      <h2 id="item-reviews-title" class="section-title">{t('item.reviews', { n: total })}</h2>
      {total === 0 && <p class="muted">{t('item.noReviews')}</p>}
      <ul class="reviews">
        {list.map((r) => (
          <li key={r.id} class="review">
            <p class="review-head">
              <b>{r.nickname}</b>
              <span class="stars" role="img" aria-label={t('item.stars', { n: r.rating })}>{'★'.repeat(r.rating)}<span class="stars-off">{'★'.repeat(Math.max(0, 5 - r.rating))}</span></span>
            </p>
            {r.sku_text && <p class="muted">{r.sku_text}</p>}
            <p>{r.content}</p>
            <p class="muted">{dateTime(r.created_at)}</p>
          </li>
        ))}
      </ul>
      {failed && <button type="button" class="btn btn-small" onClick={() => void more()}>{t('common.retry')}</button>}
      {!failed && total > 0 && page < last && (
        <button type="button" class="btn btn-small btn-block" disabled={busy} onClick={() => void more()}>{busy ? t('list.loading') : t('item.moreReviews')}</button>
      )}
    </section>
  );
}
