import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { notFound } from '../http/errors';
import { page } from '../http/envelope';
import type { Lang } from '../i18n';
import { addRemittance, listRemittances } from '../domain/money/remittances';
import { payAccount, payAccounts, payAreas, type PayAccountRow } from '../domain/money/pay-accounts';
import { topUpReference } from '../domain/money/topup-reference';
import { yuan } from '../domain/money/money';
import type { OfflinePayAccount, OfflinePayArea, Paged, Remittance, RemittanceStatus, TopUpReference } from '../../src/api/types/pay';

type AccountRow = PayAccountRow;
type RemitRow = Awaited<ReturnType<typeof listRemittances>>['rows'][number];

const accountView = (lang: Lang) => (a: AccountRow): OfflinePayAccount => ({
  id: a.id, area_id: a.areaId, bank_name: a.bankName[lang], account_name: a.accountName, account_no: a.accountNo,
  swift: a.swift, currency: a.currency, note: a.note[lang],
});

const remitView = (t: (key: string) => string, lang: Lang) => ({ r, a }: RemitRow): Remittance => ({
  id: r.id, bill_sn: r.billSn, bill_type: r.billType, reference: r.reference, amount: yuan(r.amountFen), currency: r.currency, payer_name: r.payerName,
  proof: r.proof, remark: r.remark, account: a ? { id: a.id, bank_name: a.bankName[lang], account_name: a.accountName } : null,
  status: r.status as RemittanceStatus, status_text: t(`remit.status.${r.status}`), review_note: r.reviewNote,
  created_at: r.createdAt, reviewed_at: r.reviewedAt,
});

/** The shopper's currency (the one chosen in the storefront) and country: the accounts that suit them come first. */
const preference = { currency: f.text(8).default(''), country: f.text(8).default('') };

/** /api/offlinepay/*: where to remit (areas and their bank accounts) and the shopper's remittances. */
const offlinepay = defineGroup('/api/offlinepay', (on) => {
  on('arealist', { input: z.object(preference) }, async ({ db, lang, input }): Promise<OfflinePayArea[]> =>
    (await payAreas(db, input)).map((a) => ({ id: a.id, name: a.name[lang] })));

  on('paylist', { input: z.object({ area_id: f.id(), currency: preference.currency }) }, async ({ db, lang, input }): Promise<OfflinePayAccount[]> => {
    const rows = await payAccounts(db, input.area_id, input.currency);
    if (!rows) throw notFound('offlinepay.areaNotFound');
    return rows.map(accountView(lang));
  });

  on('getinfo', { input: z.object({ id: f.id() }) }, async ({ db, lang, input }): Promise<OfflinePayAccount> => {
    const a = await payAccount(db, input.id);
    if (!a) throw notFound('offlinepay.accountNotFound');
    return accountView(lang)(a);
  });

  on('record', { auth: 'required', input: z.object({ page: f.page(), pagesize: f.pagesize() }) }, async ({ db, user, input, t, lang }): Promise<Paged<Remittance>> => {
    const { rows, total } = await listRemittances(db, user.id, input);
    return page(rows.map(remitView(t, lang)), total, input.page, input.pagesize);
  });

  // The payment reference of the shopper's next top-up (a bill's is its own number).
  on('topupReference', { auth: 'required' }, async ({ db, user }): Promise<TopUpReference> => ({ reference: await topUpReference(db, user.id) }));
});

/** /api/remit/add: a remittance with its uploaded proof, for a bill or (sn empty) a wallet recharge. */
const remit = defineGroup('/api/remit', (on) => {
  on('add', {
    auth: 'required',
    msg: 'remit.submitted',
    input: z.object({
      account_id: f.id(),
      sn: f.text(32).default(''),
      amount: f.yuan().refine((fen) => fen > 0, 'amount must be positive'),
      currency: f.text(8).default(''),
      payer_name: f.text(100).default(''),
      proof: f.nonEmpty(500),
      remark: f.text(500).default(''),
      reference: f.text(32).default(''),
    }),
  }, async ({ db, user, input, t, lang, now }): Promise<Remittance> => {
    const added = await addRemittance(db, user.id, {
      accountId: input.account_id, sn: input.sn, amountFen: input.amount, currency: input.currency,
      payerName: input.payer_name, proof: input.proof, remark: input.remark, reference: input.reference,
    }, now());
    return remitView(t, lang)(added);
  });
});

export default function offlinepayGroups(app: Parameters<typeof remit>[0]) {
  offlinepay(app);
  remit(app);
}
