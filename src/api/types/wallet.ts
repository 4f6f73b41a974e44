/**
 * PROVISIONAL — /api/pay/* (expensesRecord, rechargeRecord, rechargeRecordList) has no server yet; these
 * shapes are the client's guess until the server implements the group. They follow the wallet ledger
 * (server money_log): money in yuan strings, times unix seconds, lists as Page<T>.
 */
import type { Yuan } from './common';

export type LedgerType = 'recharge' | 'payment' | 'refund' | 'withdrawal' | 'cashback' | 'rebate';

/** One ledger entry: `amount` is signed ("-12.50" for a payment), `balance` what was left after it. */
export type LedgerEntry = {
  id: number;
  type: LedgerType;
  type_text: string;
  amount: Yuan;
  balance: Yuan;
  /** The bill or record it belongs to (order group, parcel …), '' when none. */
  ref_sn: string;
  memo: string;
  created_at: number;
};

/** A recharge of the wallet (online or by approved remittance). */
export type RechargeRecord = {
  id: number;
  amount: Yuan;
  /** e.g. 'offline', 'ops'. */
  method: string;
  /** 0 pending, 1 credited, -1 rejected. */
  status: 0 | 1 | -1;
  status_text: string;
  created_at: number;
};
