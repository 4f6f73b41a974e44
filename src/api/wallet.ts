import { get, post } from './client';
import type { Yuan } from './types/common';
import type {
  CashConfig, HasPayPassword, LedgerPage, LedgerType, PayPasswordChecked, PayPasswordConfig, RechargeRecord, WalletSummary, Withdrawal, WithdrawBank,
} from './types/wallet';
import type { Page } from './types/common';

/** The wallet (spec §7 "pay", "cash", "paypassword"): records, withdrawals and the pay password. */
export const walletSummary = () => get<WalletSummary>('/api/pay/rechargeRecord');
/** Every movement, newest first (`page` 1-based), or those of one kind. */
export const ledger = (page: number, pagesize: number, type?: LedgerType) => get<LedgerPage>('/api/pay/expensesRecord', { page, pagesize, type });
export const recharges = (page: number, pagesize: number) => post<Page<RechargeRecord>>('/api/pay/rechargeRecordList', { page, pagesize });

export const cashConfig = () => get<CashConfig>('/api/cash/getConfig');
export const withdrawBanks = () => get<WithdrawBank[]>('/api/cash/bankLists');
export const withdrawals = (page: number, pagesize: number) => get<Page<Withdrawal>>('/api/cash/lists', { page, pagesize });
export const cancelWithdrawal = (id: number) => get<Withdrawal>('/api/cash/cancel', { id }, { loading: true });
/** The account of a withdrawal: a bank of withdrawBanks() (`bank_id`) or one typed in (`bank_name`). */
export type WithdrawTo = { bank_id: number } | { bank_name: string };
export type WithdrawForm = WithdrawTo & { amount: Yuan; account_name: string; account_no: string; swift?: string; remark?: string; pay_password?: string };
/** Sent by POST: the account and the pay password never land in a URL. */
export const withdraw = (form: WithdrawForm) => post<Withdrawal>('bank_id' in form ? '/api/cash/addCash' : '/api/cash/addCashNew', form, { loading: true });

export const hasPayPassword = () => get<HasPayPassword>('/api/paypassword/haspassword');
export const payPasswordConfig = () => get<PayPasswordConfig>('/api/paypassword/getConfig');
/** Set (or set anew when forgotten) with the code e-mailed for the `paypassword` event. */
export const setPayPassword = (password: string, captcha: string) => post<null>('/api/paypassword/set', { password, captcha }, { loading: true });
export const changePayPassword = (oldpassword: string, newpassword: string) => post<null>('/api/paypassword/change', { oldpassword, newpassword }, { loading: true });
export const checkPayPassword = (password: string) => post<PayPasswordChecked>('/api/paypassword/check', { password }, { toast: false });
