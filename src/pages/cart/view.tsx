import type { ComponentChildren } from 'preact';
import { t } from '../../state/lang';
import { itemUrl } from '../../router/links';
import { Empty } from '../../ui/Empty';
import { Yuan } from '../../ui/Yuan';
import type { CartLine } from '../../api/types/cart';
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

/**
 * A summary row: an amount in CNY as the server answered it (design §4c: ¥ is the amount); `note` a line under its
 * label. The row marked `total` carries the server's total too: a summary never adds anything up itself.
 */
export type SumRow = { label: string; amount: string; total?: boolean; minus?: boolean; note?: string };

/** A row's yuan amount, signed as the row says ("−¥5.00" for a discount whatever the sign it came with). */
const sized = (r: SumRow) => String(Math.abs(Number(r.amount)).toFixed(2));

/** Label / amount rows, each its exact yuan figure with ≈ its conversion; the last, marked `total`, stands out. */
export function Summary({ rows, label }: { rows: SumRow[]; label?: string }) {
  return (
    <dl class="sum" aria-label={label}>
      {rows.map((r) => (
        <div key={r.label} class={r.total ? 'sum-row total' : 'sum-row'}>
          <dt>{r.label}{r.note && <small class="sum-note">{r.note}</small>}</dt>
          <dd>{(r.minus || Number(r.amount) < 0) && '−'}<Yuan value={sized(r)} class={r.total ? 'price' : undefined} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** The total a page's bar shows: the summary's total row (the server's figure), ¥ with ≈. */
export const TotalText = ({ rows }: { rows: SumRow[] }) => {
  const total = rows.find((r) => r.total);
  return total ? <Yuan value={total.amount} class="price" /> : null;
};
