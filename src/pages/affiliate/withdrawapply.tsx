import { useState } from 'react';
import { t } from '../../state/lang';
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
  const { error, setError, busy, send } = useSend('affiliate.withdrawnToast', '/pages/affiliate/withdrawrecord');
  const set = (k: keyof typeof v) => (e: Event) => setV({ ...v, [k]: (e.currentTarget as HTMLInputElement).value });

  if (failed && !user) return <LoadFailed onRetry={retry} />;
  if (!user) return <FormSkeleton rows={4} />;
  if (user.status !== 1) return <NotApproved status={user.status} />;
  const submit = async (e: Event) => {
    e.preventDefault();
    const amount = v.amount.trim().replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) {
      setError(t('affiliate.amountInvalid'));
      return;
    }
    if (Number(amount) < Number(user.withdraw_min)) {
      setError(t('affiliate.amountMin', { min: user.withdraw_min }));
      return;
    }
    if (v.method === 'bank' && (!v.bank_name.trim() || !v.account_name.trim() || !v.account_no.trim())) {
      setError(t('affiliate.bankRequired'));
      return;
    }
    void send(() => affiliateWithdraw(v.method === 'bank' ? { ...v, amount } : { amount, method: 'wallet' }));
  };
  return (
    <form class="section aff-form" noValidate onSubmit={submit}>
      <p class="aff-available">{t('affiliate.available')}: <AffMoney value={user.balance} display={user.balance_display} class="price" /></p>
      <p class="muted">{t('affiliate.minNote')} <AffMoney value={user.withdraw_min} display={user.withdraw_min_display} /></p>
      <label for="aff-amount">{t('affiliate.amount')}</label>
      <div class="aff-amount-row">
        <input id="aff-amount" class="input" inputMode="decimal" autoComplete="off" placeholder="0.00" value={v.amount} onInput={set('amount')} />
        <button type="button" class="btn" onClick={() => setV({ ...v, amount: user.balance })}>{t('affiliate.all')}</button>
      </div>
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
          <label for="aff-bank">{t('affiliate.bankName')}</label>
          <input id="aff-bank" class="input" maxLength={100} value={v.bank_name} onInput={set('bank_name')} />
          <label for="aff-holder">{t('affiliate.accountName')}</label>
          <input id="aff-holder" class="input" maxLength={100} autoComplete="name" value={v.account_name} onInput={set('account_name')} />
          <label for="aff-account">{t('affiliate.accountNo')}</label>
          <input id="aff-account" class="input" maxLength={64} inputMode="numeric" value={v.account_no} onInput={set('account_no')} />
        </>
      )}
      <p class="field-error" role="alert">{error}</p>
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('affiliate.withdraw')}</button>
      <a class="aff-link-plain" href="#/pages/affiliate/withdrawrecord">{t('nav./pages/affiliate/withdrawrecord')}</a>
    </form>
  );
}
