import { t } from '../../../state/lang';
import { Yuan } from '../../../ui/Yuan';
import type { OrderDetail } from '../../../api/types/order';
import type { ProblemMethod } from './problem-choice';

/** The label of each answer to a problem (also the confirm's title and button). */
const CHOICE = { pay: 'orders.payExtra', refund: 'orders.cancelRefund', cancel: 'orders.cancel' } as const;

/** Opens the messages panel (a <details id="o-messages">) and scrolls to it. */
function openMessages() {
  const d = document.getElementById('o-messages') as HTMLDetailsElement | null;
  if (!d) return;
  d.open = true;
  d.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A problem staff found while buying (goodsproblem: the order detail carries the same view as getProblem),
 * with the answers the server allows: pay the difference (on the pay page, bill order_problem), refund or
 * cancel (the money back to the balance) — each after a confirm, its code loaded on the tap — or write to staff.
 */
export function ProblemBox({ o, onDone }: { o: OrderDetail; onDone: () => void }) {
  const p = o.problem_handling;
  if (!p) return null;
  const pending = p.actions.length > 0;
  const choose = (m: ProblemMethod) => import('./problem-choice').then((c) => c.chooseProblem(o, m, t(CHOICE[m]), onDone), () => {});
  return (
    <section class="o-sec" aria-labelledby="o-problem">
      <div class="o-warn" role="status">
        <b id="o-problem">{p.text}</b>
        {p.kind === 'price_change' && Number(p.amount) > 0 && <p>{t('orders.problemAmount')} <Yuan value={p.amount} class="price" /></p>}
        <p>{pending ? t(`orders.problemHint.${p.kind}`) : t('orders.problemSettled')}</p>
      </div>
      {pending && (
        <div class="o-inline">
          {p.actions.map((m) => <button key={m} class={m === 'pay' ? 'btn btn-small btn-orange' : 'btn btn-small btn-ghost'} onClick={() => choose(m)}>{t(CHOICE[m])}</button>)}
          <button class="btn btn-small" onClick={openMessages}>{t('orders.askStaff')}</button>
        </div>
      )}
    </section>
  );
}
