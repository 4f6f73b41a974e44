import type { DbOrTx } from '../../db';
import type { LedgerType } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { LedgerRow } from './records';
import { BILL_REFS, PAGES, ledgerRefs, storageOrderId, type LedgerRefs } from './ledger-refs';

/**
 * What a ledger entry was, in words: a message key and its values, translated when read (server/i18n/messages/
 * records.ts), and the page it opens. Built from the entry's ref_type, ref_sn and ref_no and what they name —
 * never from its memo, which is a note in English for the operator.
 */
export type Description = { key: string; params: Record<string, string | number>; link: string | null };
type Describe = (r: LedgerRow, refs: LedgerRefs, lang: Lang) => Description;
const said = (key: string, params: Description['params'], link: string | null): Description => ({ key, params, link });

/** A payment, refund or cashback of a bill: "Order OG… paid", "Refund for one-pay order P…", "Cashback for order OG…". */
function ofBills(family: 'paid' | 'refund' | 'cashback'): Record<string, Describe> {
  return Object.fromEntries(BILL_REFS.map((b) => [b, (r: LedgerRow, refs: LedgerRefs): Description => ({
    key: family === 'refund' && r.refNo > 0 && b === 'order' ? 'ledger.text.refundGoods' : `ledger.text.${family}.${b}`,
    params: { sn: r.refSn }, link: refs.bills.get(r.refSn) ?? null,
  })]));
}

/** Credited by the shop's staff (an operator's top-up, the demo balance). */
const byShop: Describe = () => said('ledger.text.topUpShop', {}, null);

const byTransfer: Describe = (r, refs, lang) => {
  const remit = refs.remits.get(Number(r.refSn));
  const bank = remit?.bank?.[lang] ?? '';
  if (remit?.billSn) return said('ledger.text.remitFor', { sn: remit.billSn, bank }, refs.bills.get(remit.billSn) ?? PAGES.topUps);
  if (!bank) return said('ledger.text.topUpTransfer', {}, PAGES.topUps);
  return remit?.reference
    ? said('ledger.text.topUpBankRef', { bank, reference: remit.reference }, PAGES.topUps)
    : said('ledger.text.topUpBank', { bank }, PAGES.topUps);
};

const withdrawal: Describe = (r) => said('ledger.text.withdrawal', { sn: r.refSn }, PAGES.withdrawals);

/** A withdrawal's money back: the request was rejected or cancelled. */
const withdrawalBack: Describe = (r, refs) => {
  const status = refs.withdrawals.get(r.refSn);
  const key = status === -1 ? 'ledger.text.withdrawalRejected' : status === -2 ? 'ledger.text.withdrawalCancelled' : 'ledger.text.withdrawalReturned';
  return { key, params: { sn: r.refSn }, link: PAGES.withdrawals };
};

const card: Describe = (r, refs, lang) => {
  const name = refs.cards.get(r.refSn)?.[lang];
  return name ? said('ledger.text.card', { card: name }, PAGES.cards) : said('ledger.text.cardAny', {}, PAGES.cards);
};

const storage: Describe = (r, refs) => {
  const id = storageOrderId(r.refSn);
  const sn = refs.orderSn.get(id);
  return sn ? said('ledger.text.storage', { sn }, PAGES.order(id)) : said('ledger.text.storageAny', {}, null);
};

/** Rebates are moved to the wallet together: ref_no is how many. */
const rebate: Describe = (r) => (r.refNo > 1
  ? said('ledger.text.rebates', { n: r.refNo }, PAGES.rebates)
  : said('ledger.text.rebate', {}, PAGES.rebates));

const affiliate: Describe = (r) => said('ledger.text.affiliate', { sn: r.refSn }, PAGES.affiliate);

/**
 * Every kind of entry the server writes: its type, then its ref_type. A ledger type missing here does not compile;
 * a new ref_type written somewhere and missing here fails test/server/topup-records.test.ts.
 */
export const LEDGER_KINDS: { [T in LedgerType]: Record<string, Describe> } = {
  recharge: { remittance: byTransfer, ops: byShop, '': byShop },
  payment: { ...ofBills('paid'), membership: card, storage },
  refund: ofBills('refund'),
  withdrawal: { withdrawal },
  withdrawal_return: { withdrawal: withdrawalBack },
  cashback: ofBills('cashback'),
  rebate: { rebate },
  affiliate: { affiliate_withdrawal: affiliate },
};

/** Is this kind of entry described (not the bare type's name)? */
export const isDescribed = (type: string, refType: string): boolean => Boolean((LEDGER_KINDS as Record<string, Record<string, Describe>>)[type]?.[refType]);

/** The entries' descriptions, in their order; one of a kind not described reads as its type's name, with no link. */
export async function describeEntries(db: DbOrTx, userId: number, rows: LedgerRow[], lang: Lang): Promise<Description[]> {
  const refs = await ledgerRefs(db, userId, rows);
  return rows.map((r) => {
    const describe = (LEDGER_KINDS as Record<string, Record<string, Describe>>)[r.type]?.[r.refType];
    return describe ? describe(r, refs, lang) : said(`ledger.${r.type}`, {}, null);
  });
}
