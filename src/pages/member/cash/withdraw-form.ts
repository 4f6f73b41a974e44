import type { CashConfig, WithdrawBank } from '../../../api/types/wallet';
import type { WithdrawForm } from '../../../api/wallet';
import { withdrawalFee } from '../../../lib/withdrawal-fee';
import { money, toMinor } from '../../../lib/format';
import { bankCodeProblem } from '../../../lib/bank-codes';

/** Yuan as typed or sent ("12.5") → fen. */
const fen = (yuan: string) => toMinor(yuan);
/** Fen → yuan as the API writes it. */
export const yuanOf = (f: number) => (f / 100).toFixed(2);

export type Values = { amount: string; bank: string; bank_name: string; account_name: string; account_no: string; swift: string; remark: string };
export type Field = keyof Values;
/** A problem with one field: a message key of the `cash` / `common` groups and its parameters. */
export type Problem = { field: Field; key: 'common.notEmpty' | 'cash.tooSmall' | 'cash.tooBig' | 'cash.badIban' | 'cash.badSwift'; params?: Record<string, string> };

/** `bank`: a bank id of the list, or OTHER for one typed in. */
export const OTHER = 'other';

/** The fee and what arrives for what is typed (fen), by the server's rule; null while the amount is not a number. */
export function preview(amount: string, cfg: CashConfig): { feeFen: number; netFen: number } | null {
  const a = fen(amount);
  if (!(a > 0)) return null;
  const feeFen = withdrawalFee(a, { feeRate: cfg.fee_rate, feeMinFen: fen(cfg.fee_min) });
  return { feeFen, netFen: a - feeFen };
}

/** The first problem, in the order of the fields on screen (`label` names a field for "cannot be empty"). */
export function check(v: Values, cfg: CashConfig, banks: WithdrawBank[]): Problem | null {
  const a = fen(v.amount);
  if (!(a > 0)) return { field: 'amount', key: 'common.notEmpty' };
  if (a < fen(cfg.min)) return { field: 'amount', key: 'cash.tooSmall', params: { min: money(cfg.min, null) } };
  if (a > fen(cfg.available) || a > fen(cfg.max)) return { field: 'amount', key: 'cash.tooBig' };
  if (v.bank === OTHER && !v.bank_name.trim()) return { field: 'bank_name', key: 'common.notEmpty' };
  if (!v.account_name.trim()) return { field: 'account_name', key: 'common.notEmpty' };
  if (!v.account_no.trim()) return { field: 'account_no', key: 'common.notEmpty' };
  if (needsSwift(v, banks) && !v.swift.trim()) return { field: 'swift', key: 'common.notEmpty' };
  const code = bankCodeProblem(v.account_no, v.swift);
  if (code === 'iban') return { field: 'account_no', key: 'cash.badIban' };
  if (code === 'swift') return { field: 'swift', key: 'cash.badSwift' };
  return null;
}

export const needsSwift = (v: Values, banks: WithdrawBank[]) => banks.find((b) => String(b.id) === v.bank)?.needs_swift ?? false;

/** The request as the API takes it (the amount in yuan with two decimals: "12.5" typed is "12.50"). */
export function request(v: Values, password?: string): WithdrawForm {
  const common = { amount: yuanOf(fen(v.amount)), account_name: v.account_name.trim(), account_no: v.account_no.trim(), swift: v.swift.replace(/\s+/g, '').toUpperCase(), remark: v.remark.trim(), pay_password: password };
  return v.bank === OTHER ? { ...common, bank_name: v.bank_name.trim() } : { ...common, bank_id: Number(v.bank) };
}
