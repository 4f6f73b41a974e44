import { z } from 'zod';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import type { Lang } from '../i18n';
import { yuan } from '../domain/money/money';
import { ledgerPage, walletSummary, type LedgerRow } from '../domain/money/records';
import { describeEntries, type Description } from '../domain/money/ledger-text';
import {
  cancelWithdrawal, cashBankList, cashRules, frozenOf, listWithdrawals, requestWithdrawal, type WithdrawalRow,
} from '../domain/money/withdrawals';
import { balanceOf } from '../domain/money/payment';
import {
  PAY_PASSWORD, changePayPassword, checkPayPassword, hasPayPassword, payPasswordEmail, requirePayPassword, setPayPassword,
} from '../domain/money/pay-password';
import type {
  CashConfig, HasPayPassword, LedgerEntry, LedgerRefType, LedgerType, PayPasswordChecked, PayPasswordConfig,
  RechargeRecord, WalletSummary, Withdrawal, WithdrawalStatus, WithdrawBank,
} from '../../src/api/types/wallet';
import type { Page } from '../../src/api/types/common';

type T = (key: string, params?: Record<string, string | number>) => string;
const LEDGER_TYPES = ['recharge', 'payment', 'refund', 'withdrawal', 'withdrawal_return', 'cashback', 'rebate', 'affiliate'] as const satisfies readonly LedgerType[];

/** An entry with what it was in words (translated here, when read) and the page it opens. */
const entryView = (t: T) => (r: LedgerRow, d: Description): LedgerEntry => ({
  id: r.id, type: r.type, type_text: t(`ledger.${r.type}`), text: t(d.key, d.params), link: d.link,
  amount: yuan(r.amountFen), balance: yuan(r.balanceAfterFen), ref_type: r.refType as LedgerRefType, ref_sn: r.refSn, created_at: r.createdAt,
});

const listInput = z.object({ page: f.page(), pagesize: f.pagesize() });

/** /api/pay/*: the wallet's records — every movement, the summary, the recharges. */
const records = defineGroup('/api/pay', (on) => {
  on('expensesRecord', {
    auth: 'required',
    input: listInput.extend({ type: z.enum(LEDGER_TYPES).optional().catch(undefined) }),
  }, async ({ db, user, input, t, lang }): Promise<Page<LedgerEntry>> => {
    const { rows, total } = await ledgerPage(db, user.id, { ...input, types: input.type ? [input.type] : undefined });
    const said = await describeEntries(db, user.id, rows, lang);
    return page(rows.map((r, i) => entryView(t)(r, said[i])), total, input.page, input.pagesize);
  });

  on('rechargeRecord', { auth: 'required' }, async ({ db, user }): Promise<WalletSummary> => {
    const s = await walletSummary(db, user.id);
    return { available: yuan(s.availableFen), frozen: yuan(s.frozenFen), recharged: yuan(s.rechargedFen), pending_recharges: s.pendingRecharges };
  });

  on('rechargeRecordList', { auth: 'required', input: listInput }, async ({ db, user, input, t, lang }): Promise<Page<RechargeRecord>> => {
    const { rows, total } = await ledgerPage(db, user.id, { ...input, types: ['recharge'] });
    const said = await describeEntries(db, user.id, rows, lang);
    return page(rows.map((r, i) => {
      const method = r.refType === 'remittance' ? 'remittance' : 'ops';
      return {
        id: r.id, amount: yuan(r.amountFen), balance: yuan(r.balanceAfterFen), method, method_text: t(`recharge.method.${method}`),
        text: t(said[i].key, said[i].params), link: said[i].link, created_at: r.createdAt,
      };
    }), total, input.page, input.pagesize);
  });
});

const withdrawalView = (t: T, banks: Map<number, string>) => (w: WithdrawalRow): Withdrawal => ({
  id: w.id, sn: w.sn, amount: yuan(w.amountFen), fee: yuan(w.feeFen), net: yuan(w.amountFen - w.feeFen),
  bank_name: banks.get(w.bankId) ?? w.bankName, account_name: w.accountName, account_no: w.accountNo, swift: w.swift,
  remark: w.remark, status: w.status as WithdrawalStatus, status_text: t(`cash.status.${w.status}`), reason: w.reason,
  created_at: w.createdAt, decided_at: w.decidedAt,
});

async function bankNames(db: Deps['db'], lang: Lang): Promise<Map<number, string>> {
  return new Map((await cashBankList(db)).map((b) => [b.id, b.name[lang]]));
}

const account = { account_name: f.nonEmpty(100), account_no: f.nonEmpty(64), remark: f.text(200).default(''), pay_password: f.text(16).optional() };
const amount = f.yuan().refine((fen) => fen > 0, 'amount must be positive');

/** /api/cash/*: withdrawals from the wallet. */
const cash = defineGroup('/api/cash', (on) => {
  on('getConfig', { auth: 'required' }, async ({ db, user }): Promise<CashConfig> => {
    const r = await cashRules(db);
    return {
      min: yuan(r.minFen), max: yuan(r.maxFen), fee_rate: r.feeRate, fee_min: yuan(r.feeMinFen),
      available: yuan(await balanceOf(db, user.id)), frozen: yuan(await frozenOf(db, user.id)), pay_password: await hasPayPassword(db, user.id),
    };
  });

  on('bankLists', { auth: 'required' }, async ({ db, lang }): Promise<WithdrawBank[]> =>
    (await cashBankList(db)).map((b) => ({ id: b.id, name: b.name[lang], needs_swift: b.needsSwift })));

  on('lists', {
    auth: 'required',
    input: listInput.extend({ status: z.coerce.number().int().min(-2).max(1).optional().catch(undefined) }),
  }, async ({ db, user, input, t, lang }): Promise<Page<Withdrawal>> => {
    const { rows, total } = await listWithdrawals(db, user.id, input);
    return page(rows.map(withdrawalView(t, await bankNames(db, lang))), total, input.page, input.pagesize);
  });

  on('cancel', { auth: 'required', input: z.object({ id: f.id() }), msg: 'cash.cancelled' }, async ({ db, user, input, t, lang, now }) =>
    withdrawalView(t, await bankNames(db, lang))(await cancelWithdrawal(db, user.id, input.id, now())));

  on('addCash', {
    auth: 'required', msg: 'cash.requested',
    input: z.object({ amount, bank_id: f.id(), swift: f.text(11).default(''), ...account }),
  }, async ({ db, user, input, t, lang, now }) => {
    await requirePayPassword(db, user.id, input.pay_password, now());
    const row = await requestWithdrawal(db, user.id, {
      amountFen: input.amount, bankId: input.bank_id, bankName: '', accountName: input.account_name, accountNo: input.account_no, swift: input.swift, remark: input.remark,
    }, now());
    return withdrawalView(t, await bankNames(db, lang))(row);
  });

  on('addCashNew', {
    auth: 'required', msg: 'cash.requested',
    input: z.object({ amount, bank_name: f.nonEmpty(100), swift: f.text(11).default(''), ...account }),
  }, async ({ db, user, input, t, lang, now }) => {
    await requirePayPassword(db, user.id, input.pay_password, now());
    const row = await requestWithdrawal(db, user.id, {
      amountFen: input.amount, bankId: 0, bankName: input.bank_name, accountName: input.account_name, accountNo: input.account_no, swift: input.swift, remark: input.remark,
    }, now());
    return withdrawalView(t, await bankNames(db, lang))(row);
  });
});

const digits = f.text(16);

/** /api/paypassword/*: the pay password asked when paying from the balance and withdrawing. */
const paypassword = defineGroup('/api/paypassword', (on) => {
  on('haspassword', { auth: 'required' }, async ({ db, user }): Promise<HasPayPassword> => ({ has: await hasPayPassword(db, user.id) }));

  on('getConfig', { auth: 'required' }, async ({ db, user }): Promise<PayPasswordConfig> => ({
    length: PAY_PASSWORD.length, max_tries: PAY_PASSWORD.maxTries, lock_minutes: PAY_PASSWORD.lockSeconds / 60, email: await payPasswordEmail(db, user.id),
  }));

  on('set', { auth: 'required', msg: 'paypassword.saved', input: z.object({ password: f.nonEmpty(16), captcha: f.nonEmpty(16) }) }, async ({ db, user, input, now }) => {
    await setPayPassword(db, user.id, input.password, input.captcha, now());
    return null;
  });

  on('change', { auth: 'required', msg: 'paypassword.saved', input: z.object({ oldpassword: f.nonEmpty(16), newpassword: f.nonEmpty(16) }) }, async ({ db, user, input, now }) => {
    await changePayPassword(db, user.id, input.oldpassword, input.newpassword, now());
    return null;
  });

  on('check', { auth: 'required', input: z.object({ password: digits }) }, async ({ db, user, input, now }): Promise<PayPasswordChecked> => {
    await checkPayPassword(db, user.id, input.password, now());
    return { ok: true };
  });
});

export default function walletGroups(app: Hono<AppEnv>) {
  records(app);
  cash(app);
  paypassword(app);
}
