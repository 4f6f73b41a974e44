import { useState } from 'react';
import { t } from '../../../state/lang';
import { money } from '../../../lib/format';
import { percent } from '../../../lib/units';
import { focusFirstInvalid } from '../../../lib/validate';
import type { CashConfig, WithdrawBank } from '../../../api/types/wallet';
import { AmountInput } from '../../../ui/AmountInput';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';
import { OTHER, check, needsSwift, preview, yuanOf, type Field, type Problem, type Values } from './withdraw-form';
import '../../../ui/field.css';

type Props = { cfg: CashConfig; banks: WithdrawBank[]; error: string; onSubmit: (v: Values) => Promise<void> };

const LABELS: Record<Field, 'cash.amount' | 'cash.bank' | 'cash.bankName' | 'cash.accountName' | 'cash.accountNo' | 'cash.swift' | 'cash.remark'> = {
  amount: 'cash.amount', bank: 'cash.bank', bank_name: 'cash.bankName', account_name: 'cash.accountName', account_no: 'cash.accountNo', swift: 'cash.swift', remark: 'cash.remark',
};
const idOf = (f: Field) => `wd-${f}`;

/**
 * The withdrawal form: the amount in yuan (the balance's currency, the chosen one beside it) with
 * "withdraw all", the fee and what arrives as it is typed, where to pay it, and one inline message per
 * problem (the first invalid field gets focus). Nothing typed is lost on an error.
 */
export function WithdrawForm({ cfg, banks, error, onSubmit }: Props) {
  const [v, setV] = useState<Values>({ amount: '', bank: banks[0] ? String(banks[0].id) : OTHER, bank_name: '', account_name: '', account_no: '', swift: '', remark: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (f: Field) => (value: string) => {
    setV((s) => ({ ...s, [f]: value }));
    if (problem?.field === f) setProblem(null);
  };
  const msg = (f: Field) => (problem?.field === f ? t(problem.key, { field: t(LABELS[f]), ...problem.params }) : undefined);
  const fees = preview(v.amount, cfg);
  const swift = v.bank === OTHER || needsSwift(v, banks);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const bad = check(v, cfg, banks);
    setProblem(bad);
    if (bad) return void setTimeout(() => focusFirstInvalid([idOf(bad.field)]));
    setBusy(true);
    await onSubmit(v).finally(() => setBusy(false));
  };
  const text = (f: Field, extra: { autoComplete?: string; maxLength?: number } = {}) => (
    <div class="af">
      <label for={idOf(f)}>{t(LABELS[f])}</label>
      <input id={idOf(f)} class="input" value={v[f]} maxLength={extra.maxLength ?? 100} autoComplete={extra.autoComplete ?? 'off'}
        aria-invalid={msg(f) ? true : undefined} aria-describedby={msg(f) ? `${idOf(f)}-error` : undefined}
        onInput={(e) => set(f)((e.currentTarget as HTMLInputElement).value)} />
      {msg(f) && <p id={`${idOf(f)}-error`} class="field-error" role="alert">{msg(f)}</p>}
    </div>
  );

  return (
    <form class="section wd-form" noValidate onSubmit={submit} aria-label={t('nav./pages/member/cash/index')}>
      <p class="wd-available">{t('cash.availableN', { amount: yuanText(cfg.available) })}</p>
      <p class="muted">{t('cash.inYuan')}</p>
      <AmountInput id={idOf('amount')} label={t('cash.amount')} symbol="¥" value={v.amount} onInput={set('amount')} error={msg('amount')} />
      <p class="muted">{t('cash.limits', { min: money(cfg.min, null), max: money(cfg.max, null) })}</p>
      <button type="button" class="btn btn-small" onClick={() => set('amount')(cfg.available)}>{t('cash.all')}</button>
      <dl class="wd-preview" aria-live="polite">
        <div><dt>{t('cash.fee')}</dt><dd>{fees ? <Yuan value={yuanOf(fees.feeFen)} /> : '—'}</dd></div>
        <div><dt>{t('cash.net')}</dt><dd><b>{fees ? <Yuan value={yuanOf(fees.netFen)} /> : '—'}</b></dd></div>
      </dl>
      <p class="muted">{t('cash.feeRule', { rate: percent(cfg.fee_rate * 10), min: money(cfg.fee_min, null) })}</p>

      <h3 class="wd-sub">{t('cash.to')}</h3>
      <div class="af">
        <label for={idOf('bank')}>{t('cash.bank')}</label>
        <select id={idOf('bank')} class="input" value={v.bank} onChange={(e) => set('bank')((e.currentTarget as HTMLSelectElement).value)}>
          {banks.map((b) => <option key={b.id} value={String(b.id)}>{b.name}</option>)}
          <option value={OTHER}>{t('cash.other')}</option>
        </select>
      </div>
      {v.bank === OTHER && text('bank_name')}
      {text('account_name', { autoComplete: 'name' })}
      {text('account_no', { maxLength: 64 })}
      {swift && text('swift', { maxLength: 11 })}
      {text('remark', { maxLength: 200 })}
      <p class="form-error" role="alert">{error}</p>
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('cash.submit')}</button>
    </form>
  );
}
