import { useEffect, useRef, useState } from 'react';
import { t } from '../../state/lang';
import { currency, price } from '../../state/currency';
import { toMinor } from '../../lib/format';
import type { CartLine, CartTotals } from '../../api/types/cart';
import './checkout.css';
import { Summary, type SumRow } from './view';



/** The goods of cart lines as shown: each unit price converted once, times its quantity ($31.72 × 2 = $63.44). */
export const goodsMinor = (lines: CartLine[]) => lines.reduce((s, l) => s + toMinor(l.price, currency.value) * l.quantity, 0);

/** The service fee's discount (membership card or level) in words: "Annual card: −50% (was $2.31)". */
const feeNote = (d: CartTotals['fee_discount']) => d ? t('cart.feeDiscount', { name: d.name, off: d.off, full: price(d.service_fee_full) }) : undefined;

/** The cart totals' rows for the lines being bought: goods from the lines as shown, fees from the server (the service fee's discount under it). */
export const totalsRows = (totals: CartTotals, lines: CartLine[]): SumRow[] => [
  { label: t('cart.goods'), minor: goodsMinor(lines) },
  { label: t('cart.postFee'), amount: totals.post_fee },
  { label: t('cart.serviceFee'), amount: totals.service_fee, note: feeNote(totals.fee_discount) },
  { label: t('cart.total'), total: true },
];

/** The cart's totals of `lines` (the selected ones, or the ones being ordered), in the chosen currency. */
export const TotalsView = ({ totals, lines }: { totals: CartTotals; lines: CartLine[] }) => <Summary label={t('cart.totals')} rows={totalsRows(totals, lines)} />;

/** A line's remark: shown, and edited in place (saved through `onSave`, which reports success). */
export function RemarkEditor({ line, onSave }: { line: CartLine; onSave: (remark: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(line.remark);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => { if (!open) setText(line.remark); }, [line.remark, open]);
  useEffect(() => { if (open) field.current?.focus(); }, [open]);
  const id = `remark-${line.id}`;
  if (!open) {
    return (
      <button type="button" class="link-btn cl-remark" onClick={() => setOpen(true)}>
        {line.remark ? t('cart.remarkIs', { remark: line.remark }) : t('cart.addRemark')}
      </button>
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
    <form class="remark-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <label for={id} class="sr-only">{t('cart.remark')}</label>
      <input ref={field} id={id} class="input" maxLength={200} value={text} placeholder={t('cart.remarkHint')}
        onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
      <button type="submit" class="btn btn-small btn-primary" disabled={busy}>{t('cart.save')}</button>
      <button type="button" class="btn btn-small" onClick={() => setOpen(false)}>{t('common.cancel')}</button>
    </form>
  );
}

/** Domestic shipping of one seller's goods: standard, or express at double the post fee. */
export function ShippingChoice({ seller, value, postFee, onChange }: { seller: string; value: 'standard' | 'express'; postFee: string; onChange: (v: 'standard' | 'express') => void }) {
  return (
    <fieldset class="ship">
      <legend>{t('cart.shipping')}: <span class="price">{price(postFee)}</span></legend>
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
export { Summary, TotalText, shownRows, shownTotal, type SumRow } from './view';
