import type { Db, DbOrTx } from '../../db';
import { BizError } from '../../http/errors';
import { yuan } from '../money/money';
import { cancelLocked } from './cancel';
import { problemHandling } from './detail';
import { lockOwnOrder, ownOrder, statusText, type Order, type Translate } from './orders';
import type { GoodsProblem, ProblemHandled } from '../../../src/api/types/rewards';

export type ProblemMethod = ProblemHandled['method'];

const view = (o: Order, t: Translate): GoodsProblem | null => {
  const h = problemHandling(o, t);
  return h && { ...h, id: o.id, sn: o.sn, status: o.status, status_text: statusText(t, o.status) };
};

/** The open problem of one of the shopper's orders (what staff raised, and the choices), or null. */
export async function orderProblem(db: DbOrTx, userId: number, id: number, t: Translate): Promise<GoodsProblem | null> {
  return view(await ownOrder(db, userId, id), t);
}

function allowed(o: Order, method: ProblemMethod, t: Translate): void {
  const h = view(o, t);
  if (!h || !h.actions.length) throw new BizError('problem.none');
  if (!h.actions.includes(method)) throw new BizError('problem.method', { method: t(`problem.method.${method}`) });
}

/**
 * The shopper's answer to a problem (design §4b): `pay` — the extra is paid on the pay page (the order_problem
 * bill), nothing moves here; `refund` / `cancel` — the order is cancelled and what was paid and not yet
 * refunded goes back to the wallet (ledger `refund`, once per order) in one transaction.
 */
export async function handleProblem(db: Db, userId: number, id: number, method: ProblemMethod, now: number, t: Translate): Promise<ProblemHandled> {
  if (method === 'pay') {
    const o = await ownOrder(db, userId, id);
    allowed(o, method, t);
    return { id: o.id, method, status: o.status, pay: view(o, t)!.pay, refund: yuan(0) };
  }
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, id);
    allowed(o, method, t);
    const r = await cancelLocked(tx, o, now, 'problem');
    return { id: o.id, method, status: r.status, pay: null, refund: yuan(r.refund_fen) };
  });
}
