import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../http/env';
import type { Leadership } from '../db/pg-lock';
import { onepayOrders, orders, parcels, remittances, ONEPAY_STATUS, ORDER_STATUS, PARCEL_STATUS } from '../db/schema';
import { buyOrder, receiveOrder, buyOnepay, shipOnepay, deliverOnepay } from '../domain/orders/ops';
import { weighParcel, shipParcel, deliverParcel } from '../domain/parcels/ops';
import { approveRemittance } from '../domain/money/remittances';
import { applicationsForReview, decideApplication } from '../domain/affiliate/programme';
import { decideProof, proofsForReview } from '../domain/affiliate/tasks';
import { affiliateWithdrawalsForReview, payAffiliateWithdrawal } from '../domain/affiliate/withdrawals';
import { payWithdrawal, withdrawalsForReview } from '../domain/money/withdrawals';
import { approveReturn, refundsForReview } from '../domain/orders/refund-review';
import { answerAdvisory, waitingAdvisories } from '../domain/service/advisory';
import { normalizeLang, t } from '../i18n';
import { buyselfForReview, receiveBuyself } from '../domain/shipforme/buyself';

type Step = { kind: string; id: number; status: number; run: () => Promise<unknown> };

/**
 * The demo autopilot (AUTOPILOT=1): does what back-office staff would, so a person trying the shop sees
 * an order and a parcel walk through every status. Anything that has sat in a status the autopilot can
 * advance for `delay` seconds moves on one step: paid orders are bought, bought ones arrive in the
 * warehouse (QC photos, weight), parcels are weighed, paid parcels shipped and, after three delays,
 * delivered; one-pay orders likewise; declared ship-for-me goods are received into the warehouse; offline
 * remittances are approved, withdrawals paid out, return requests approved, affiliate applications and promotion proofs approved, affiliate withdrawals paid and questions to customer service answered politely in their own language.
 * However many server processes share the database, one does this: a tick runs only while `leader` is held (a
 * PostgreSQL advisory lock, db/pg-lock.ts; always on PGlite); another process takes over within a tick of its end.
 */
export function startAutopilot(deps: Deps, delaySeconds: number, log: (line: string) => void = console.log, leader?: Leadership) {
  const { db } = deps;
  /** When each (kind, id, status) was first seen: the step waits `delay` from then. */
  const seen = new Map<string, number>();
  let busy = false;

  async function due(): Promise<Step[]> {
    const [ords, pars, ones, remits, cash, returns, questions, declared, affApps, affProofs, affCash] = await Promise.all([
      db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.status, [ORDER_STATUS.paid, ORDER_STATUS.bought])),
      db.select({ id: parcels.id, status: parcels.status }).from(parcels).where(inArray(parcels.status, [PARCEL_STATUS.packing, PARCEL_STATUS.paid, PARCEL_STATUS.shipped])),
      db.select({ id: onepayOrders.id, status: onepayOrders.status }).from(onepayOrders).where(inArray(onepayOrders.status, [ONEPAY_STATUS.paid, ONEPAY_STATUS.warehouse, ONEPAY_STATUS.shipped])),
      db.select({ id: remittances.id }).from(remittances).where(eq(remittances.status, 0)),
      withdrawalsForReview(db),
      refundsForReview(db),
      waitingAdvisories(db),
      buyselfForReview(db),
      applicationsForReview(db),
      proofsForReview(db),
      affiliateWithdrawalsForReview(db),
    ]);
    return [
      // Ship-for-me goods declared by a shopper arrive like bought ones: 500 g a piece.
      ...declared.map(({ b }) => ({ kind: 'buyself', id: b.id, status: 0, run: () => receiveBuyself(deps, { id: b.id, weightG: 500 * b.quantity }) })),
      ...ords.map((o) => ({ kind: 'order', ...o, run: () => (o.status === ORDER_STATUS.paid ? buyOrder(deps, { id: o.id }) : receiveOrder(deps, { id: o.id })) })),
      ...pars.map((p) => ({
        kind: 'parcel', ...p,
        run: () => (p.status === PARCEL_STATUS.packing ? weighParcel(deps, { id: p.id }) : p.status === PARCEL_STATUS.paid ? shipParcel(deps, { id: p.id }) : deliverParcel(deps, { id: p.id })),
      })),
      ...ones.map((o) => ({
        kind: 'onepay', ...o,
        run: () => (o.status === ONEPAY_STATUS.paid ? buyOnepay(deps, { id: o.id }) : o.status === ONEPAY_STATUS.warehouse ? shipOnepay(deps, { id: o.id }) : deliverOnepay(deps, { id: o.id })),
      })),
      ...remits.map((r) => ({ kind: 'remittance', id: r.id, status: 0, run: () => approveRemittance(db, r.id, { now: deps.now() }) })),
      ...cash.map(({ w }) => ({ kind: 'withdrawal', id: w.id, status: 0, run: () => payWithdrawal(db, w.id, deps.now()) })),
      ...returns.map(({ r }) => ({ kind: 'return', id: r.id, status: 0, run: () => approveReturn(db, r.id, deps.now()) })),
      ...questions.map((q) => ({
        kind: 'advisory', id: q.id, status: 0,
        run: () => answerAdvisory(db, q.id, { content: t(normalizeLang(q.lang), 'advisory.autoAnswer'), onlyWaiting: true }, deps.now()),
      })),
      ...affApps.map(({ a }) => ({ kind: 'affiliate', id: a.id, status: 0, run: () => decideApplication(db, a.id, { approve: true }, deps.now()) })),
      ...affProofs.map(({ p }) => ({ kind: 'affiliate_proof', id: p.id, status: 0, run: () => decideProof(db, p.id, { approve: true }, deps.now()) })),
      ...affCash.map(({ w }) => ({ kind: 'affiliate_withdrawal', id: w.id, status: 0, run: () => payAffiliateWithdrawal(db, w.id, deps.now()) })),
    ];
  }

  /** Delivery waits three delays: the shopper gets a chance to confirm receipt first. */
  const waitFor = (s: Step) => ((s.kind === 'parcel' && s.status === PARCEL_STATUS.shipped) || (s.kind === 'onepay' && s.status === ONEPAY_STATUS.shipped) ? 3 : 1) * delaySeconds;

  async function tick() {
    if (busy) return;
    busy = true;
    try {
      if (leader && !(await leader.held())) return;
      const now = deps.now();
      const steps = await due();
      const live = new Set(steps.map((s) => `${s.kind}:${s.id}:${s.status}`));
      for (const key of seen.keys()) if (!live.has(key)) seen.delete(key);
      for (const s of steps) {
        const key = `${s.kind}:${s.id}:${s.status}`;
        if (!seen.has(key)) seen.set(key, now);
        if (now - seen.get(key)! < waitFor(s)) continue;
        seen.delete(key);
        await s.run().then(() => log(`[autopilot] ${s.kind} ${s.id}: status ${s.status} → next`), (err: Error) => log(`[autopilot] ${s.kind} ${s.id}: ${err.message}`));
      }
    } finally {
      busy = false;
    }
  }

  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => { running = tick().catch((err: Error) => log(`[autopilot] ${err.message}`)); }, Math.max(1, Math.min(delaySeconds, 5)) * 1000);
  timer.unref?.();
  // The lock is let go only once the tick in hand is done.
  return { tick, stop: async () => { clearInterval(timer); await running; await leader?.release(); } };
}
