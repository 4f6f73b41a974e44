import { amountFilter } from '../../../lib/validate';
import { storage, KEYS } from '../../../lib/storage';
import type { DeclarationLine, LineQuote } from '../../../api/types/parcel';

/**
 * The customs declaration rules of a new parcel, shared by the parcel confirm page (sendorder/confirm)
 * and the trial-packing submit page (rehearsal/submit).
 */

/** What the shopper typed for one goods line: what it is ("clothes") and its value in yuan. */
export type DeclDraft = { type: string; value: string };
/** Message keys per goods line and field. */
export type DeclErrors = Record<number, { type?: string; value?: string }>;
/** The first goods line at fault and its field. */
export type DeclProblem = { goodsId: number; field: 'type' | 'value' };

/** The draft's value in yuan (0 when nothing usable was typed). */
const yuan = (d: DeclDraft | undefined) => Number(amountFilter(d?.value ?? '')) || 0;

/** Every goods line needs a type and a value above zero (the server's rule); empty when all are fine. */
export function declarationErrors(goodsIds: number[], drafts: Record<number, DeclDraft | undefined>): DeclErrors {
  const out: DeclErrors = {};
  for (const id of goodsIds) {
    const d = drafts[id];
    const e: { type?: string; value?: string } = {};
    if (!d?.type.trim()) e.type = 'orders.typeMissing';
    if (!(yuan(d) > 0)) e.value = 'orders.valueMissing';
    if (e.type || e.value) out[id] = e;
  }
  return out;
}

/** The first goods line (in `goodsIds` order) without a type, or else without a value above zero, or null. */
export function declarationProblem(goodsIds: number[], drafts: Record<number, DeclDraft | undefined>): DeclProblem | null {
  const errors = declarationErrors(goodsIds, drafts);
  const goodsId = goodsIds.find((id) => errors[id]);
  return goodsId === undefined ? null : { goodsId, field: errors[goodsId].type ? 'type' : 'value' };
}

/** The declaration as the server takes it (values with two decimals). */
export const toDeclaration = (goodsIds: number[], drafts: Record<number, DeclDraft | undefined>): DeclarationLine[] =>
  goodsIds.map((id) => ({ goods_id: id, type: drafts[id]?.type.trim() ?? '', value: yuan(drafts[id]).toFixed(2) }));

/** Declared total in fen. */
export const declaredFen = (lines: DeclarationLine[]) => lines.reduce((s, l) => s + Math.round(Number(l.value) * 100), 0);

/** Declared total in yuan, two decimals. */
export const declaredTotal = (lines: DeclarationLine[]) => (declaredFen(lines) / 100).toFixed(2);

/** The line's insurance premium in yuan: its per-mille rate of the declared value, rounded up to a fen (server/domain/shipping.ts). */
export const premium = (line: Pick<LineQuote, 'insurance_rate'>, fen: number) => (Math.ceil((fen * line.insurance_rate) / 1000) / 100).toFixed(2);

/** The declaration notice is acknowledged once per device (localStorage `declaredOrder`). */
export const noticeAcked = () => storage.get(KEYS.declaredOrder) === '1';
export const ackNotice = () => storage.set(KEYS.declaredOrder, '1');
