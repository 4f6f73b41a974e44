import { get, post } from './client';
import type { Page } from './types/common';
import type { BillType, Invoice, OfflinePayAccount, OfflinePayArea, Paged, PaymentMethod, PayResult, Remittance, TopUpReference } from './types/pay';

/** Paying a bill (spec §7 "Pay"): `sn` is OG…, O…, P… or S…; `type` only to tell an order's extra payment (order_problem). */
export const invoice = (sn: string, type?: BillType) => get<Invoice>('/api/paywallet/getInvoice', { sn, type });
export const paymentMethods = (sn?: string, type?: BillType) => get<PaymentMethod[]>('/api/paywallet/getPaymentList', { sn, type });
/**
 * `pay_password`: asked when the shopper has set one (paypassword/haspassword). `amount`: the total the shopper
 * was shown — a bill whose total changed since is refused with its new total, and nothing is taken.
 */
export const payBalance = (sn: string, type?: BillType, pay_password?: string, amount?: string) =>
  post<PayResult>('/api/paywallet/payBalance', { sn, type, pay_password, amount }, { loading: true });
/** coupon_id 0 removes the coupon; answers the invoice after it. */
export const useCoupon = (sn: string, coupon_id: number) => post<Invoice>('/api/paywallet/useCoupon', { sn, coupon_id }, { loading: true });

/** Offline pay: where to remit, and the shopper's remittances. */
/** The areas and accounts, those in the shopper's currency (then their country) first. */
export const offlinePayAreas = (currency?: string, country?: string) => get<OfflinePayArea[]>('/api/offlinepay/arealist', { currency, country });
export const offlinePayAccounts = (area_id: number, currency?: string) => get<OfflinePayAccount[]>('/api/offlinepay/paylist', { area_id, currency });
/** The payment reference to write on the shopper's next top-up transfer. */
export const topUpReference = () => post<TopUpReference>('/api/offlinepay/topupReference');
export const offlinePayAccount = (id: number) => get<OfflinePayAccount>('/api/offlinepay/getinfo', { id });
export const remittances = (page: number, pagesize: number) => post<Paged<Remittance>>('/api/offlinepay/record', { page, pagesize });
/** A remittance with its uploaded proof url, for a bill (`sn`) or, sn empty, a wallet recharge. */
export const addRemittance = (form: { account_id: number; sn?: string; reference?: string; amount: string; currency?: string; payer_name?: string; proof: string; remark?: string }) =>
  post<Remittance>('/api/remit/add', form, { loading: true });
