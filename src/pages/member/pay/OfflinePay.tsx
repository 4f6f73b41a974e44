import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { currencyCode } from '../../../state/currency';
import { countryCode, currencyList } from '../../../state/settings';
import { money } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/validate';
import { ApiError } from '../../../api/client';
import { addRemittance, offlinePayAccounts, offlinePayAreas, topUpReference } from '../../../api/pay';
import type { Invoice, OfflinePayAccount, OfflinePayArea } from '../../../api/types/pay';
import { AmountInput, currencySymbol } from '../../../ui/AmountInput';
import { UploadButton } from '../../../ui/UploadButton';
import { yuanText } from '../../../ui/yuan-text';
import { BankDetails } from './BankDetails';
import '../../../ui/field.css';

type Errors = Partial<Record<'amount' | 'payer' | 'proof' | 'form', string>>;

/** A currency's units per yuan from the list; 0 when the list does not know it. */
const rateOf = (code: string): number => Math.max(0, Number(currencyList.value.find((c) => c.code === code)?.value) || 0);

/** What `cny` yuan make in the account's currency (its rate and decimals; yuan when the list does not know it). */
export function inCurrency(cny: string, code: string): string {
  const cur = currencyList.value.find((c) => c.code === code);
  const rate = rateOf(code) || 1;
  const dp = Math.min(2, Number.isInteger(Number(cur?.decimal_place)) && cur?.decimal_place !== null ? Number(cur!.decimal_place) : 2);
  return (Number(cny) * (cur ? rate : 1)).toFixed(dp);
}

/**
 * "Transfer 5817 ₽ (¥458.00) and write OG… in the payment reference": the bill in the account's currency with the
 * yuan it is (the bill's own figure); just the yuan when the account is in yuan.
 */
function remitDue(bill: Invoice, account: OfflinePayAccount, inAccount: string) {
  const yuan = money(bill.amount, null);
  return account.currency === 'CNY' ? t('pay.remitDueOne', { amount: yuan, sn: bill.sn }) : t('pay.remitDue', { amount: inAccount, shown: yuan, sn: bill.sn });
}

/** What `amount` of `code` makes in yuan at the currency's rate (units per yuan); '' when unknown or not positive. */
export function inYuan(amount: string, code: string): string {
  const rate = rateOf(code);
  const n = Number(amount);
  return n > 0 && rate > 0 ? (n / rate).toFixed(2) : '';
}

/**
 * Paying by bank transfer: choose the area and the account (those in the shopper's currency, then country, come
 * first: the server orders them), copy its details and the payment reference, then say how much was sent (in the
 * account's currency), who sent it, and upload a photo of the receipt → /api/remit/add. The bill then waits for
 * the operator's review. Without a bill it is a wallet top-up: any amount, with the yuan it will make at the
 * day's rate shown as it is typed, and the top-up's own reference (the server issues it) instead of a bill number.
 */
export type OfflinePayProps = { bill?: Invoice; onDone: () => Promise<void> };

export function OfflinePay({ bill, onDone }: OfflinePayProps) {
  const [areas, setAreas] = useState<OfflinePayArea[] | null>(null);
  const [areaId, setAreaId] = useState(0);
  const [accounts, setAccounts] = useState<OfflinePayAccount[] | null>(null);
  const [accountId, setAccountId] = useState(0);
  const [amount, setAmount] = useState('');
  const [typed, setTyped] = useState(false);
  const [payer, setPayer] = useState('');
  const [proof, setProof] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [topUpRef, setTopUpRef] = useState('');
  const cur = currencyCode.value;

  useEffect(() => {
    void offlinePayAreas(cur, countryCode.value).then((list) => {
      setAreas(list);
      setAreaId(list[0]?.id ?? 0);
    }, () => setAreas([]));
  }, [cur]);
  useEffect(() => {
    if (!areaId) return;
    setAccounts(null);
    void offlinePayAccounts(areaId, cur).then((list) => {
      setAccounts(list);
      setAccountId(list[0]?.id ?? 0);
    }, () => setAccounts([]));
  }, [areaId, cur]);
  useEffect(() => {
    if (!bill) void topUpReference().then((r) => setTopUpRef(r.reference), () => setTopUpRef(''));
  }, [bill?.sn]);
  const reference = bill ? bill.sn : topUpRef;

  const account = accounts?.find((a) => a.id === accountId);
  // Until the shopper types an amount, it is the bill in the account's currency.
  useEffect(() => {
    if (account && bill && !typed) setAmount(inCurrency(bill.amount, account.currency));
  }, [account?.id, bill?.amount, typed]);

  if (!areas) return null;
  if (!areas.length) return <p class="notice">{t('pay.noAccounts')}</p>;
  const accountCur = account ? currencyList.value.find((c) => c.code === account.currency) : undefined;
  const sign = account ? currencySymbol(accountCur) : undefined;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy || !account) return;
    const bad: Errors = {};
    if (!(Number(amount) > 0)) bad.amount = t('pay.amountRequired');
    if (!payer.trim()) bad.payer = t('common.notEmpty', { field: t('pay.payer') });
    if (!proof) bad.proof = t('pay.proofRequired');
    setErrors(bad);
    if (Object.keys(bad).length) return void setTimeout(() => focusFirstInvalid([bad.amount && 'remit-amount', bad.payer && 'remit-payer', bad.proof && 'remit-proof']));
    setBusy(true);
    try {
      await addRemittance({ account_id: account.id, sn: bill?.sn ?? '', reference: bill ? undefined : topUpRef, amount, currency: account.currency, payer_name: payer.trim(), proof });
      await onDone();
    } catch (err) {
      setErrors({ form: (err instanceof ApiError && err.message) || t('error.unknown') });
      setBusy(false);
    }
  };

  return (
    <form class="section" onSubmit={submit} noValidate aria-labelledby="remit-title">
      <h2 id="remit-title" class="section-title">{t('pay.remitTitle')}</h2>
      <div class="chips remit-areas" role="group" aria-label={t('pay.area')}>
        {areas.map((a) => (
          <button key={a.id} type="button" class={a.id === areaId ? 'chip chip-red' : 'chip'} aria-pressed={a.id === areaId}
            onClick={() => setAreaId(a.id)}>{a.name}</button>
        ))}
      </div>
      {accounts && accounts.length > 1 && (
        <fieldset class="choices">
          <legend>{t('pay.account')}</legend>
          {accounts.map((a) => (
            <label key={a.id} class="choice">
              <input type="radio" name="remit-account" checked={a.id === accountId} onChange={() => setAccountId(a.id)} />
              <span><b>{a.bank_name}</b><span class="muted">{a.currency}</span></span>
            </label>
          ))}
        </fieldset>
      )}
      {accounts && !accounts.length && <p class="muted">{t('pay.noAccounts')}</p>}
      {account && (
        <>
          <BankDetails account={account} reference={reference} />
          {bill && <p>{remitDue(bill, account, money(bill.amount, accountCur ?? null))}</p>}
          {!bill && topUpRef && <p data-testid="topup-ref">{t('pay.topUpRef', { ref: topUpRef })}</p>}
          {account.note && <p class="muted">{account.note}</p>}
          <AmountInput id="remit-amount" label={t('pay.amountSent', { currency: account.currency })} value={amount} symbol={sign}
            onInput={(v) => { setAmount(v); setTyped(true); }} error={errors.amount} />
          {!bill && inYuan(amount, account.currency) && (
            <p class="muted" aria-live="polite">{t('wallet.credited', { amount: yuanText(inYuan(amount, account.currency)) })}</p>
          )}
          <div class="af">
            <label class="field-label" for="remit-payer">{t('pay.payer')}</label>
            <input id="remit-payer" class="input" autoComplete="name" value={payer} maxLength={100}
              aria-invalid={errors.payer ? true : undefined} aria-describedby={errors.payer ? 'remit-payer-error' : undefined}
              onInput={(e) => setPayer((e.currentTarget as HTMLInputElement).value)} />
            {errors.payer && <p id="remit-payer-error" class="form-error" role="alert">{errors.payer}</p>}
          </div>
          <UploadButton id="remit-proof" label={t('pay.proof')} value={proof} onUploaded={(url) => { setProof(url); setErrors((x) => ({ ...x, proof: undefined })); }}
            error={errors.proof} />
          {errors.form && <p class="form-error" role="alert">{errors.form}</p>}
          <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('pay.remitSubmit')}</button>
        </>
      )}
    </form>
  );
}
