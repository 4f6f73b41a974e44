import { amountFilter } from '../../../lib/validate';
import type { DeclarationLine } from '../../../api/types/parcel';

/** What the shopper typed for one goods line: its kind ("clothes") and its value in yuan. */
export type DeclDraft = { type: string; value: string };
export type DeclProblem = { goodsId: number; field: 'type' | 'value' };

/** The first goods line without a type, or without a value above zero (the server's rule), or null. */
export function declarationProblem(goods: { id: number }[], drafts: Record<number, DeclDraft | undefined>): DeclProblem | null {
  for (const g of goods) {
    const d = drafts[g.id];
    if (!d || !d.type.trim()) return { goodsId: g.id, field: 'type' };
    const v = amountFilter(d.value);
    if (!v || !(Number(v) > 0)) return { goodsId: g.id, field: 'value' };
  }
  return null;
}

/** The declaration as the server takes it (values with two decimals). */
export function toDeclaration(goods: { id: number }[], drafts: Record<number, DeclDraft | undefined>): DeclarationLine[] {
  return goods.map((g) => ({ goods_id: g.id, type: drafts[g.id]?.type.trim() ?? '', value: Number(amountFilter(drafts[g.id]?.value ?? '') || 0).toFixed(2) }));
}

/** The total declared value in yuan. */
export const declaredTotal = (lines: DeclarationLine[]) => lines.reduce((s, l) => s + Number(l.value), 0).toFixed(2);
