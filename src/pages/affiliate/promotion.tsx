import { t } from '../../state/lang';
import { affiliatePromotions } from '../../api/affiliate';
import type { AffiliatePromotion } from '../../api/types/affiliate';
import { dateTime } from '../../lib/units';
import { LoadFailed } from '../../ui/LoadState';
import { Empty } from '../../ui/Empty';
import { AffMoney, useAffLoad } from './parts';
import { approvedOnly } from './approved';

/** A task: what to do, its reward, until when, and my proof's state with the way to send one. */
function TaskCard({ p }: { p: AffiliatePromotion }) {
  const canSend = !p.proof || p.proof.status === -1;
  return (
    <article class="section aff-card" aria-labelledby={`aff-task-${p.id}`}>
      <header class="aff-card-head">
        <h2 id={`aff-task-${p.id}`} class="aff-task-title">{p.title}</h2>
        {p.proof && <b class={`aff-status s${p.proof.status}`}>{p.proof.status_text}</b>}
      </header>
      <p>{p.content}</p>
      <p class="muted">{t('affiliate.reward')}: <AffMoney value={p.reward} display={p.reward_display} class="price" /> · {t('affiliate.until', { date: dateTime(p.ends_at) })}</p>
      {p.proof?.status === -1 && p.proof.reason && <p class="note">{t('affiliate.rejectReason', { reason: p.proof.reason })}</p>}
      {canSend && <div class="acts"><a class="btn btn-primary" href={`#/pages/affiliate/promotionsubmit?id=${p.id}`}>{t('affiliate.sendProof')}</a></div>}
    </article>
  );
}

/** Grey cards from the first paint. */
const TasksSkeleton = () => <>{[0, 1].map((i) => <div key={i} class="section aff-card" aria-busy="true"><span class="sk aff-sk-title" /><span class="sk aff-sk-line" /></div>)}</>;

/** /pages/affiliate/promotion (login, approved affiliates): the running promotion tasks, their rewards and my proofs. */
function PromotionPage() {
  const { data, failed, retry } = useAffLoad(affiliatePromotions);
  if (failed && !data) return <LoadFailed onRetry={retry} />;
  if (!data) return <TasksSkeleton />;
  if (!data.length) return <Empty text={t('affiliate.noTasks')} />;
  return <>{data.map((p) => <TaskCard key={p.id} p={p} />)}</>;
}

export default approvedOnly(PromotionPage, TasksSkeleton);
