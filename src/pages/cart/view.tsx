import type { ComponentChildren } from 'preact';
import { t } from '../../state/lang';
import { itemUrl } from '../../router/links';
import { Empty } from '../../ui/Empty';
import { Yuan } from '../../ui/Yuan';
import type { CartLine } from '../../api/types/cart';
import { currency } from '../../state/currency';
import { minorMoney, toMinor } from '../../lib/format';
import './checkout.css';

/* What a checkout page shows (cart, order confirmation, one-pay order, the pay page): goods lines, the summary and its
 * total, the empty state; the cart's line editors are in parts.tsx, which the pay and one-pay pages do not load. */

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

/** A checkout page with nothing (left) to order: back to the cart. */
export const NothingChosen = () => (
  <Empty text={t('checkout.nothing')}>
    <a class="btn btn-primary" href="#/pages/cart/index">{t('checkout.backToCart')}</a>
  </Empty>
);

/** A summary row: an amount in CNY, or already in minor units of the chosen currency (`minor`); `note` a line under its label. */
export type SumRow = { label: string; amount?: string; minor?: number; total?: boolean; minus?: boolean; note?: string };

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
          <dt>{r.label}{r.note && <small class="sum-note">{r.note}</small>}</dt>
          <dd class={r.total ? 'price' : undefined}>{r.minor < 0 ? `−${minorMoney(-r.minor, cur)}` : minorMoney(r.minor, cur)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The total a page's bar shows: the same sum as its summary. */
export const TotalText = ({ rows }: { rows: SumRow[] }) => <>{minorMoney(shownTotal(rows), currency.value)}</>;
