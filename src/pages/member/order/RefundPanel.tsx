import { useEffect, useState } from 'react';
import { t } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { focusFirstInvalid } from '../../../lib/validate';
import { inlineMessage } from '../../../api/client';
import { addRefund, addRefundOnly, refundReasons } from '../../../api/rewards';
import type { RefundInfo, RefundReason } from '../../../api/types/rewards';
import { AmountInput } from '../../../ui/AmountInput';
import { yuanText } from '../../../ui/yuan-text';
import { RefundPhotos } from './RefundPhotos';
import { check, initial, request, type Field, type Problem, type Values } from './refund-form';

type Props = {
  /** The line's quote, read from the server when the panel opened: the figure it promises is what moves. */
  info: RefundInfo;
  onDone: (next: RefundInfo) => void;
  onClose: () => void;
  /** A refund-only was refused (the figure changed since it was read, or anything else): read the quote again. */
  onStale: () => void;
};

/**
 * Asking for a line's money back. Refund-only (paid, not yet bought): the amount (the quote just read), a reason
 * if the shopper wants, one confirm naming that same figure, and exactly it is on the balance at once — the server
 * refuses a figure that is no longer right, and the panel then shows the new one. A return (bought): reason, details, the amount
 * (the most by default, the decimal input rule) and up to 6 photos, checked here first (the first field at
 * fault focused), then reviewed by staff. A refusal stays in the panel; nothing typed is lost.
 */
export function RefundPanel({ info, onDone, onClose, onStale }: Props) {
  const [reasons, setReasons] = useState<RefundReason[] | null>(null);
  const [v, setV] = useState<Values>(() => initial(info));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => void refundReasons().then(setReasons, (e) => setError(inlineMessage(e) || t('list.failed'))), []);
  const only = info.mode === 'refund_only';
  const idOf = (f: Field | 'remark' | 'photo') => `rf-${f}-${info.goods_id}`;
  const set = <K extends keyof Values>(f: K) => (value: Values[K]) => {
    setV((s) => ({ ...s, [f]: value }));
    if (problem?.field === f) setProblem(null);
  };
  const msg = (f: Field) => (problem?.field === f ? t(problem.key, { field: t('refund.reason'), amount: yuanText(info.max_amount) }) : null);
  const amount = yuanText(info.max_amount);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const bad = check(v, info);
    setProblem(bad);
    if (bad) return void setTimeout(() => focusFirstInvalid([idOf(bad.field)]));
    if (only && !(await confirmDialog({ title: t('refund.sendOnly'), message: t('refund.onlyAsk', { amount, sn: info.order_sn }), confirmText: t('refund.sendOnly') }))) return;
    setError('');
    setBusy(true);
    try {
      const form = request(info, v);
      const next = only ? await addRefundOnly(form) : await addRefund(form);
      showToast(only ? t('refund.done', { amount: yuanText(next.refund?.amount ?? info.max_amount) }) : t('refund.requested'));
      onDone(next);
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
      if (only) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="rf-panel o-form" noValidate onSubmit={submit} aria-labelledby={`rf-h-${info.goods_id}`}>
      <h4 id={`rf-h-${info.goods_id}`}>{t('refund.title', { title: info.title })}</h4>
      <p class="rf-intro">{only ? t('refund.onlyIntro', { amount }) : t('refund.returnIntro')}</p>
      <label for={idOf('reason')}>{t('refund.reason')}</label>
      {reasons ? (
        <select id={idOf('reason')} class="input" value={v.reason} aria-invalid={msg('reason') ? true : undefined}
          aria-describedby={msg('reason') ? `${idOf('reason')}-error` : undefined} onChange={(e) => set('reason')((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">{t('refund.pickReason')}</option>
          {reasons.map((r) => <option key={r.id} value={String(r.id)}>{r.name}</option>)}
        </select>
      ) : <span class="sk sk-input" aria-busy="true" />}
      {msg('reason') && <p id={`${idOf('reason')}-error`} class="field-error" role="alert">{msg('reason')}</p>}
      {!only && (
        <>
          <label for={idOf('remark')}>{t('refund.remark')}</label>
          <textarea id={idOf('remark')} class="input" maxLength={500} value={v.remark} onInput={(e) => set('remark')((e.currentTarget as HTMLTextAreaElement).value)} />
          <AmountInput id={idOf('amount')} label={t('refund.amount')} symbol="¥" value={v.amount} onInput={set('amount')} error={msg('amount')} />
          <p class="muted">{t('refund.max', { amount })}</p>
          <RefundPhotos id={idOf('photo')} images={v.images} onChange={(change) => setV((s) => ({ ...s, images: change(s.images) }))} />
        </>
      )}
      {error && <p class="field-error" role="alert">{error}</p>}
      <span class="o-inline">
        <button type="submit" class="btn btn-small btn-primary" disabled={busy}>{t(only ? 'refund.sendOnly' : 'refund.send')}</button>
        <button type="button" class="btn btn-small" onClick={onClose}>{t('common.cancel')}</button>
      </span>
    </form>
  );
}
