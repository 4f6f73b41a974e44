import { useEffect, useRef, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { t } from '../../state/lang';
import { currency, price } from '../../state/currency';
import { minorMoney, toMinor } from '../../lib/format';
import { itemUrl } from '../../router/links';
import { Empty } from '../../ui/Empty';
import type { CartLine, CartTotals } from '../../api/types/cart';
import './checkout.css';
import { Yuan } from '../../ui/Yuan';

/** "1,2,3" (a page's `ids` query) → [1, 2, 3]; anything else is dropped. */
export const parseIds = (s: string | undefined) =>
  [...new Set((s ?? '').split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0))];


/** A goods line's picture and words; `children` go under them (quantity, remark, actions). */
export function LineView({ line, children, lead }: { line: CartLine; children?: ComponentChildren; lead?: ComponentChildren }) {
  const href = line.api_type && line.num_iid ? `#${itemUrl(line.api_type, line.num_iid)}` : undefined;
  const short = !line.invalid && line.stock !== null && line.quantity > line.stock;
  return (
    <li class={line.invalid ? 'cl invalid' : 'cl'}>
      {lead}
      <a class="cl-pic" href={href} tabIndex={-1} aria-hidden="true">
        {line.pic_url ? <img src={line.pic_url} width={80} height={80} alt="" loading="lazy" decoding="async" /> : <span class="cl-nopic" />}
      </a>
      <div class="cl-body">
        {href ? <a class="cl-title" href={href}>{line.title}</a> : <span class="cl-title">{line.title}</span>}
        {line.sku_text && <p class="muted cl-sku">{line.sku_text}</p>}
        {line.invalid && <p class="cl-bad">{t('cart.unavailable')}</p>}
        {short && <p class="cl-bad">{t('cart.stockLeft', { n: line.stock ?? 0 })}</p>}
        {children}
      </div>
    </li>
  );
}

/** "¥12.00 × 2" for a line that is only shown, not edited. */
export const LinePrice = ({ line }: { line: CartLine }) => (
  <p class="cl-row"><span><Yuan value={line.price} class="price" /></span><span class="muted">× {line.quantity}</span></p>
);

/** A summary row: an amount in CNY, or already in minor units of the chosen currency (`minor`). */
export type SumRow = { label: string; amount?: string; minor?: number; total?: boolean; minus?: boolean };

/**
 * What a summary shows, in minor units of the chosen currency: each part converted once (lib/format.ts
 * toMinor), the total row the sum of the shown parts — so the parts on screen always add up to it.
 */
export function shownRows(rows: SumRow[]): (SumRow & { minor: number })[] {
  const cur = currency.value;
  const parts = rows.filter((r) => !r.total).map((r) => ({ ...r, minor: r.minor ?? toMinor(Math.abs(Number(r.amount ?? 0)), cur) * (r.minus ? -1 : 1) }));
  const sum = parts.reduce((s, r) => s + r.minor, 0);
  return rows.map((r) => (r.total ? { ...r, minor: sum } : parts.find((p) => p.label === r.label)!));
}

/** The sum a summary shows, in minor units (for the bar under the page). */
export const shownTotal = (rows: SumRow[]) => shownRows(rows).filter((r) => !r.total).reduce((s, r) => s + r.minor, 0);

/** Label / amount rows; the last one, marked `total`, is the sum of the shown parts and stands out. */
export function Summary({ rows, label }: { rows: SumRow[]; label?: string }) {
  const cur = currency.value;
  return (
    <dl class="sum" aria-label={label}>
      {shownRows(rows).map((r) => (
        <div key={r.label} class={r.total ? 'sum-row total' : 'sum-row'}>
          <dt>{r.label}</dt>
          <dd class={r.total ? 'price' : undefined}>{r.minor < 0 ? `−${minorMoney(-r.minor, cur)}` : minorMoney(r.minor, cur)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The goods of cart lines as shown: each unit price converted once, times its quantity ($31.72 × 2 = $63.44). */
export const goodsMinor = (lines: CartLine[]) => lines.reduce((s, l) => s + toMinor(l.price, currency.value) * l.quantity, 0);

/** The cart totals' rows for the lines being bought: goods from the lines as shown, fees from the server. */
export const totalsRows = (totals: CartTotals, lines: CartLine[]): SumRow[] => [
  { label: t('cart.goods'), minor: goodsMinor(lines) },
  { label: t('cart.postFee'), amount: totals.post_fee },
  { label: t('cart.serviceFee'), amount: totals.service_fee },
  { label: t('cart.total'), total: true },
];

/** The cart's totals of `lines` (the selected ones, or the ones being ordered), in the chosen currency. */
export const TotalsView = ({ totals, lines }: { totals: CartTotals; lines: CartLine[] }) => <Summary label={t('cart.totals')} rows={totalsRows(totals, lines)} />;

/** The total a page's bar shows: the same sum as its summary. */
export const TotalText = ({ rows }: { rows: SumRow[] }) => <>{minorMoney(shownTotal(rows), currency.value)}</>;

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

/** A checkout page with nothing (left) to order: back to the cart. */
export const NothingChosen = () => (
  <Empty text={t('checkout.nothing')}>
    <a class="btn btn-primary" href="#/pages/cart/index">{t('checkout.backToCart')}</a>
  </Empty>
);
