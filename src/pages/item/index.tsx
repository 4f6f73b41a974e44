import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'preact-iso';
import { t, lang } from '../../state/lang';
import { loggedIn } from '../../state/session';
import { inviter } from '../../state/invite';
import { getItem, linkedPicture } from '../../api/items';
import { ApiError } from '../../api/client';
import type { ItemDetail } from '../../api/types/catalogue';
import { navigate, currentUrl } from '../../router/navigate';
import { storage, KEYS } from '../../lib/storage';
import { rememberItem } from '../../lib/recent-items';
import { Empty } from '../../ui/Empty';
import { notFoundUrl, sourceUrl, type NotFoundMark } from './links';
import { ItemView } from './ItemView';
import './item.css';

const PATH = '/pages/item/index';
const keyOf = (tp: string, tid: string) => `${lang.value}|${tp}|${tid}`;

/**
 * The item call starts as soon as this chunk runs for an item url (a deep link or a tap), while the
 * page's strings are still arriving; the page picks the answer up instead of asking again, and renders
 * with it at once when it is already in.
 */
type Early = { key: string; answer: Promise<ItemDetail>; item?: ItemDetail };
let early: Early | null = null;
{
  const u = new URL(currentUrl(), 'http://app');
  const tp = u.searchParams.get('tp') ?? '';
  const tid = u.searchParams.get('tid') ?? '';
  if (u.pathname === PATH && tp && tid) {
    const e: Early = { key: keyOf(tp, tid), answer: getItem(tp, tid) };
    e.answer.then((item) => (e.item = item), () => {});
    early = e;
  }
}
/** The early answer for this item, if any (once: a later visit asks again). */
function takeEarly(tp: string, tid: string): Early | null {
  const e = early;
  early = null;
  return e && e.key === keyOf(tp, tid) ? e : null;
}

type State = { item: ItemDetail | null; error: string };

/** /pages/item/index?tp=&tid=: the item page. Another tp/tid on the same page loads that item afresh. */
export default function ItemPage() {
  const { query } = useLocation();
  const tp = (query.tp ?? '').trim();
  const tid = (query.tid ?? '').trim();
  const invited = !loggedIn.value && !!inviter.value;
  useEffect(() => {
    // Spec §6: a visitor who came with an inviter registers before viewing an item.
    if (invited) navigate(`/pages/user/register?inviter=${encodeURIComponent(inviter.value)}&redirect=${encodeURIComponent(currentUrl())}`, true);
  }, [invited]);
  if (invited) return null;
  if (!tp || !tid) {
    return (
      <Empty text={t('item.missingId')}>
        <a class="btn btn-primary" href="#/">{t('common.toHome')}</a>
      </Empty>
    );
  }
  return <ItemLoader key={`${tp}|${tid}`} tp={tp} tid={tid} url={query.url} />;
}

function ItemLoader({ tp, tid, url }: { tp: string; tid: string; url?: string }) {
  const { wasPush } = useLocation() as { wasPush?: boolean };
  const [first] = useState(() => takeEarly(tp, tid));
  const [s, setS] = useState<State>({ item: first?.item ?? null, error: '' });
  /** The early answer, for the first load only. */
  const pending = useRef(first);
  const [attempt, setAttempt] = useState(0);
  const l = lang.value;

  useEffect(() => {
    // A new item opened from this page (a similar item) starts at the top.
    if (wasPush) scrollTo(0, 0);
  }, []);

  useEffect(() => {
    let live = true;
    const shown = (item: ItemDetail) => {
      if (!loggedIn.value) rememberItem({ tp, tid, title: item.title, pic: item.thumbs[0] ?? item.pic_url });
    };
    const e = pending.current;
    pending.current = null;
    if (!e?.item) setS((old) => ({ item: old.item, error: '' }));
    // The early answer (which may have arrived since the first render, or be on its way), else a new call.
    (e ? e.answer : getItem(tp, tid)).then((item) => {
      if (!live) return;
      setS((old) => (old.item === item ? old : { item, error: '' }));
      shown(item);
    }, (e: unknown) => {
      if (!live) return;
      if (e instanceof ApiError && e.code === 0) {
        // The server does not know the item ('item.notFound'): offer to add it by hand.
        const mark: NotFoundMark = { tp, tid, url: url || sourceUrl(tp, tid), at: Math.floor(Date.now() / 1000) };
        storage.setJson(KEYS.notFound, mark);
        navigate(notFoundUrl(mark), true);
        return;
      }
      setS((old) => ({ item: old.item, error: (e instanceof ApiError && e.message) || t('item.loadFailed') }));
    });
    return () => {
      live = false;
    };
  }, [tp, tid, l, attempt]);

  if (s.item) return <ItemView item={s.item} />;
  if (s.error) {
    return (
      <Empty text={t('item.loadFailed')} note={s.error !== t('item.loadFailed') ? s.error : undefined} alert>
        <button type="button" class="btn btn-primary" onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</button>
      </Empty>
    );
  }
  return <ItemSkeleton />;
}

/**
 * The shape of the page while the item is on its way: the square gallery and a few grey lines (no layout shift when
 * it arrives); opened at its link, the gallery's first picture already, as the server's skeleton showed it.
 */
function ItemSkeleton() {
  const first = linkedPicture();
  return (
    <div class="item-page" aria-busy="true">
      <div class="gallery"><div class="gallery-strip skeleton">{first && <span class="gallery-slide"><img src={first} width={800} height={800} alt="" /></span>}</div></div>
      <div class="section item-info">
        <p class="skeleton-line" style={{ width: '40%' }} />
        <p class="skeleton-line" />
        <p class="skeleton-line" style={{ width: '70%' }} />
      </div>
      <span class="sr-only">{t('list.loading')}</span>
    </div>
  );
}
