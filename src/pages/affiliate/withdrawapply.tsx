import { useState } from 'react';
import { t } from '../../state/lang';
import { amountFilter } from '../../lib/validate';
import { affiliateUser, affiliateWithdraw } from '../../api/affiliate';
import type { AffiliateWithdrawMethod } from '../../api/types/affiliate';
import { FormSkeleton } from '../../ui/Skeleton';
import { LoadFailed } from '../../ui/LoadState';
import { AffMoney, useAffLoad, useSend } from './parts';
import { NotApproved } from './approved';

const METHODS: AffiliateWithdrawMethod[] = ['wallet', 'bank'];

/**
 * /pages/affiliate/withdrawapply (login): withdraw revenue — what is available and the minimum, the amount,
 * to my balance or to a bank account. The amount is frozen at once; the records show its state.
 */
export default function WithdrawApplyPage() {
  const { data: user, failed, retry } = useAffLoad(affiliateUser);
  const [v, setV] = useState({ amount: '', method: 'wallet' as AffiliateWithdrawMethod, bank_name: '', account_name: '', account_no: '' });
  const { error, busy, send } = useSend('affiliate.withdrawnToast', '/pages/affiliate/withdrawrecord');
  // A check's message stands under the field it is about (issue 25): the amount's under the amount, the bank's under the bank fields.
  const [bad, setBad] = useState<{ amount?: string; bank?: string }>({});
  const set = (k: keyof typeof v) => (e: Event) => setV({ ...v, [k]: (e.currentTarget as HTMLInputElement).value });

  if (failed && !user) return <LoadFailed onRetry={retry} />;
  if (!user) return <FormSkeleton rows={4} />;
  if (user.status !== 1) return <NotApproved status={user.status} />;
  const amount = v.amount;
  const bank = v.method === 'bank' ? { bank_name: !v.bank_name.trim(), account_name: !v.account_name.trim(), account_no: !v.account_no.trim() } : {};
  const submit = (e: Event) => {
    e.preventDefault();
    const found = {
      amount: !/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0 ? t('affiliate.amountInvalid')
        : Number(amount) < Number(user.withdraw_min) ? t('affiliate.amountMin', { min: user.withdraw_min }) : undefined,
      bank: Object.values(bank).some(Boolean) ? t('affiliate.bankRequired') : undefined,
    };
    setBad(found);
    if (found.amount || found.bank) return void setTimeout(() => (document.querySelector('.aff-form [aria-invalid="true"]') as HTMLElement | null)?.focus());
    void send(() => affiliateWithdraw(v.method === 'bank' ? { ...v, amount } : { amount, method: 'wallet' }));
  };
  /** A bank field: flagged when it is empty and the bank's message shows. */
  const field = (id: string, k: 'bank_name' | 'account_name' | 'account_no', label: string, more: Record<string, unknown>) => (
    <>
      <label for={id}>{label}</label>
      <input id={id} class="input" value={v[k]} onInput={set(k)} aria-invalid={(bad.bank && bank[k]) || undefined} aria-describedby={bad.bank && bank[k] ? 'aff-bank-error' : undefined} {...more} />
    </>
  );
  return (
    <form class="section aff-form" noValidate onSubmit={submit}>
      <p class="aff-available">{t('affiliate.available')}: <AffMoney value={user.balance} display={user.balance_display} class="price" /></p>
      <p class="muted">{t('affiliate.minNote')} <AffMoney value={user.withdraw_min} display={user.withdraw_min_display} /></p>
      <label for="aff-amount">{t('affiliate.amount')}</label>
      <div class="aff-amount-row">
        <input id="aff-amount" class="input" inputMode="decimal" autoComplete="off" placeholder="0.00" value={v.amount}
          onInput={(e) => { const el = e.currentTarget; setV({ ...v, amount: (el.value = amountFilter(el.value)) }); }}
          aria-invalid={!!bad.amount || undefined} aria-describedby={bad.amount ? 'aff-amount-error' : undefined} />
        <button type="button" class="btn" onClick={() => setV({ ...v, amount: user.balance })}>{t('affiliate.all')}</button>
      </div>
      {bad.amount && <p id="aff-amount-error" class="field-error" role="alert">{bad.amount}</p>}
      <fieldset class="aff-methods">
        <legend>{t('affiliate.method')}</legend>
        {METHODS.map((m) => (
          <label key={m} class={m === v.method ? 'chip on' : 'chip'}>
            <input type="radio" name="aff-method" value={m} checked={m === v.method} onChange={() => setV({ ...v, method: m })} />
            {t(`affiliate.methods.${m}`)}
          </label>
        ))}
      </fieldset>
      {v.method === 'bank' && (
        <>
          {field('aff-bank', 'bank_name', t('affiliate.bankName'), { maxLength: 100 })}
          {field('aff-holder', 'account_name', t('affiliate.accountName'), { maxLength: 100, autoComplete: 'name' })}
          {field('aff-account', 'account_no', t('affiliate.accountNo'), { maxLength: 64, inputMode: 'numeric' })}
          {bad.bank && <p id="aff-bank-error" class="field-error" role="alert">{bad.bank}</p>}
        </>
      )}
      <p class="field-error" role="alert">{error}</p>
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('affiliate.withdraw')}</button>
      <a class="btn btn-block aff-records" href="#/pages/affiliate/withdrawrecord">{t('nav./pages/affiliate/withdrawrecord')}</a>
    </form>
  );
}
