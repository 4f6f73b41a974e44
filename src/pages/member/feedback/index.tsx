import { useEffect, useRef } from 'react';
import { useLocation } from 'preact-iso';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { feedbacks } from '../../../api/service';
import type { Feedback } from '../../../api/types/service';
import { dateTime } from '../../../lib/units';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { PhotoStrip } from '../../../ui/PhotoStrip';
import { FeedbackForm } from './FeedbackForm';
import './feedback.css';

const When = ({ at }: { at: number }) => <time dateTime={new Date(at * 1000).toISOString()}>{dateTime(at)}</time>;

/** One feedback as sent, with our reply (or that it waits for one). */
function FeedbackCard({ f, hit }: { f: Feedback; hit: boolean }) {
  return (
    <li id={`fb-${f.id}`} class={hit ? 'fb-card fb-hit' : 'fb-card'}>
      <p class="fb-meta"><span class="fb-kind">{f.kind_text}</span><When at={f.created_at} /></p>
      <p class="fb-text">{f.content}</p>
      {f.images.length > 0 && <PhotoStrip photos={f.images} label={t('feedback.photosLabel')} photoLabel={(n) => t('feedback.photoN', { n })} />}
      {f.replied_at
        ? <div class="fb-reply"><p class="fb-meta"><b>{t('feedback.reply')}</b><When at={f.replied_at} /></p><p class="fb-text">{f.reply}</p></div>
        : <p class="fb-waiting">{t('feedback.waiting')}</p>}
    </li>
  );
}

/**
 * /pages/member/feedback/index (login): send a feedback (what it is about, text, up to 4 photos, a contact) and
 * read my feedback with our replies; `?id=` (a message about a reply) shows that one.
 */
export default function FeedbackPage() {
  const { query } = useLocation();
  const hit = query.id && /^\d+$/.test(query.id) ? Number(query.id) : null;
  const pager = usePager((page, size) => feedbacks(page + 1, size), []);
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!hit || shown.current === hit || !pager.items.some((f) => f.id === hit)) return;
    shown.current = hit;
    document.getElementById(`fb-${hit}`)?.scrollIntoView?.({ block: 'center' });
  }, [hit, pager.items]);
  const sent = () => {
    showToast(t('feedback.thanks'));
    void pager.refresh();
  };
  return (
    <>
      <FeedbackForm onSent={sent} />
      <h2 class="fb-title">{t('feedback.mine')}</h2>
      <ScrollList pager={pager} empty={<Empty text={t('feedback.empty')} note={t('feedback.emptyNote')} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 140 }} aria-busy="true" />}
        {pager.items.length > 0 && <ul class="fb-list">{pager.items.map((f) => <FeedbackCard key={f.id} f={f} hit={f.id === hit} />)}</ul>}
      </ScrollList>
    </>
  );
}
