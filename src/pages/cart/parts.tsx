import { useEffect, useRef, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { t } from '../../state/lang';
import { money } from '../../lib/format';
import { Yuan } from '../../ui/Yuan';
import type { CartLine, CartTotals } from '../../api/types/cart';
import './checkout.css';
import { Summary, type SumRow } from './view';



/** The service fee's discount (membership card or level) in words, in yuan as the fee itself: "Annual card: −50% (was ¥16.67)". */
const feeNote = (d: CartTotals['fee_discount']) => d ? t('cart.feeDiscount', { name: d.name, off: d.off, full: money(d.service_fee_full, null) }) : undefined;

/** The cart totals' rows for the lines being bought, every figure the server's (the service fee's discount under it). */
export const totalsRows = (totals: CartTotals): SumRow[] => [
  { label: t('cart.goods'), amount: totals.goods },
  { label: t('cart.postFee'), amount: totals.post_fee },
  { label: t('cart.serviceFee'), amount: totals.service_fee, note: feeNote(totals.fee_discount) },
  { label: t('cart.total'), amount: totals.total, total: true },
];

/** The cart's totals of `lines` (the selected ones, or the ones being ordered), in the chosen currency. */
export const TotalsView = ({ totals }: { totals: CartTotals }) => <Summary label={t('cart.totals')} rows={totalsRows(totals)} />;

/**
 * A line's remark: shown whole (it wraps), and edited in place across the line's width (saved through `onSave`, which
 * reports success); `children` (the line's Delete) stay beside it either way. The field wraps what is typed so all of
 * it is in sight; Enter saves, as in a one-line field, and a pasted line break becomes a space.
 */
export function RemarkEditor({ line, onSave, children }: { line: CartLine; onSave: (remark: string) => Promise<boolean>; children?: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(line.remark);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => { if (!open) setText(line.remark); }, [line.remark, open]);
  useEffect(() => { if (open) field.current?.focus(); }, [open]);
  const id = `remark-${line.id}`;
  if (!open) {
    return (
      <div class="cl-actions">
        <button type="button" class={line.remark ? 'link-btn cl-remark has' : 'link-btn cl-remark'} onClick={() => setOpen(true)}>
          {line.remark ? t('cart.remarkIs', { remark: line.remark }) : t('cart.addRemark')}
        </button>
        {children}
      </div>
    );
  }
  const save = async () => {
    if (busy) return;
    setBusy(true);
    const ok = await onSave(text.trim());
    setBusy(false);
    if (ok) setOpen(false);
  };
  return (
    <form class="cl-actions remark-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <label for={id} class="sr-only">{t('cart.remark')}</label>
      <textarea ref={field} id={id} class="input" rows={2} maxLength={200} value={text} placeholder={t('cart.remarkHint')} enterkeyhint="done"
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={(e) => { if (e.key === 'Enter' && !e.isComposing) { e.preventDefault(); void save(); } }} />
      <button type="submit" class="btn btn-small btn-primary" disabled={busy}>{t('cart.save')}</button>
      <button type="button" class="btn btn-small" onClick={() => setOpen(false)}>{t('common.cancel')}</button>
      {children}
    </form>
  );
}

/** Domestic shipping of one seller's goods: standard, or express at double the post fee. */
export function ShippingChoice({ seller, value, postFee, onChange }: { seller: string; value: 'standard' | 'express'; postFee: string; onChange: (v: 'standard' | 'express') => void }) {
  return (
    <fieldset class="ship">
      <legend>{t('cart.shipping')}: <Yuan value={postFee} class="price" /></legend>
      {(['standard', 'express'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name={`ship-${seller}`} value={v} checked={value === v} onChange={() => value !== v && onChange(v)} />
          {t(`cart.ship.${v}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** A failed first load: the server's message was toasted; this offers to try again. */
export { LoadFailed, Loading } from '../../ui/LoadState';

export { LineView, LinePrice, NothingChosen, parseIds } from './view';
export { Summary, TotalText, type SumRow } from './view';
