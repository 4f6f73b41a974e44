/**
 * The fee of a withdrawal, in fen (the server charges it, the cash page previews it — one rule):
 * `rate` percent of the amount rounded half up to the fen, at least `minFen`, never more than the amount.
 */
export function withdrawalFee(amountFen: number, rule: { feeRate: number; feeMinFen: number }): number {
  if (!(amountFen > 0)) return 0;
  return Math.min(amountFen, Math.max(rule.feeMinFen, Math.round((amountFen * rule.feeRate) / 100)));
}
