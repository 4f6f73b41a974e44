/**
 * Wire types of the wallet: /api/pay/* (records), /api/cash/* (withdrawals) and /api/paypassword/*
 * (money: yuan decimal strings in CNY, the ledger's currency; times: unix seconds; lists Page<T>).
 */
import type { Page, Yuan } from './common';

/**
 * Ledger entry kinds. A withdrawal request takes its amount off the available balance at once (it is
 * frozen in the request); a rejected or cancelled one puts it back (`withdrawal_return`).
 */
export type LedgerType = 'recharge' | 'payment' | 'refund' | 'withdrawal' | 'withdrawal_return' | 'cashback' | 'rebate' | 'affiliate';

/** What an entry belongs to, for a link: the bill paid or refunded, the remittance, the withdrawal. */
export type LedgerRefType = '' | 'order_group' | 'order' | 'order_problem' | 'onepay' | 'parcel' | 'remittance' | 'withdrawal' | 'ops' | 'membership' | 'storage' | 'rebate' | 'affiliate_withdrawal';

/** One ledger entry: `amount` is signed ("-12.50" for a payment), `balance` what was available after it. */
export type LedgerEntry = {
  id: number;
  type: LedgerType;
  /** The kind in the request's language. */
  type_text: string;
  /** What it was, in words in the request's language: "Order OG… paid", "Top-up by bank transfer, <bank>, reference TU-…". */
  text: string;
  /** The in-app page it opens (the order, parcel, one-pay order, withdrawals, card, top-ups…); null when there is none. */
  link: string | null;
  amount: Yuan;
  balance: Yuan;
  ref_type: LedgerRefType;
  /** The bill's number (OG…, O…, P…, S…), the withdrawal's (W…), a membership card's purchase (M…) or the remittance id; '' when none. */
  ref_sn: string;
  created_at: number;
};

/** pay/expensesRecord: one page of movements, newest first, optionally of one kind. */
export type LedgerPage = Page<LedgerEntry>;

/** pay/rechargeRecord: the wallet at a glance. */
export type WalletSummary = {
  /** What can be spent or withdrawn now. */
  available: Yuan;
  /** In withdrawal requests awaiting the operator. */
  frozen: Yuan;
  /** Everything ever recharged (remittances approved, operator credits). */
  recharged: Yuan;
  /** Remittances for a recharge still awaiting review. */
  pending_recharges: number;
};

/** pay/rechargeRecordList: a recharge of the wallet — an approved remittance or an operator's credit. */
export type RechargeRecord = {
  id: number;
  amount: Yuan;
  balance: Yuan;
  /** 'remittance' or 'ops'. */
  method: 'remittance' | 'ops';
  method_text: string;
  /** The top-up in words ("Top-up by bank transfer, <bank>, reference TU-…") and the page it opens. */
  text: string;
  link: string | null;
  created_at: number;
};

/** cash/*: 0 pending, 1 paid out, -1 rejected by the operator, -2 cancelled by the shopper. */
export type WithdrawalStatus = 0 | 1 | -1 | -2;
export type Withdrawal = {
  id: number;
  sn: string;
  /** Taken from the balance. */
  amount: Yuan;
  fee: Yuan;
  /** What reaches the account: amount − fee. */
  net: Yuan;
  bank_name: string;
  account_name: string;
  account_no: string;
  swift: string;
  remark: string;
  status: WithdrawalStatus;
  status_text: string;
  /** The operator's reason when rejected. */
  reason: string;
  created_at: number;
  decided_at: number | null;
};
export type WithdrawBank = { id: number; name: string; needs_swift: boolean };
export type CashConfig = {
  /** Smallest and largest amount of one request. */
  min: Yuan;
  max: Yuan;
  /** Fee: `fee_rate` percent of the amount, at least `fee_min`; the fee is taken from the amount. */
  fee_rate: number;
  fee_min: Yuan;
  available: Yuan;
  frozen: Yuan;
  /** The pay password is set, so a request must carry it. */
  pay_password: boolean;
};

/** paypassword/haspassword. */
export type HasPayPassword = { has: boolean };
/** paypassword/getConfig. */
export type PayPasswordConfig = {
  /** Digits it must have. */
  length: number;
  /** Wrong tries before it locks, and for how long. */
  max_tries: number;
  lock_minutes: number;
  /** The e-mail the setting code goes to ('' when the account has none: then it cannot be set). */
  email: string;
};
/** paypassword/check: the answer to a right password (a wrong one is an error naming the tries left). */
export type PayPasswordChecked = { ok: true };
