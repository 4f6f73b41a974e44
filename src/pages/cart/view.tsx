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

/** A goods line's picture and words; `children` go under the words (quantity), `foot` under the whole line at its full width (remark, actions). */
export function LineView({ line, children, lead, foot }: { line: CartLine; children?: ComponentChildren; lead?: ComponentChildren; foot?: ComponentChildren }) {
  const href = line.api_type && line.num_iid ? `#${itemUrl(line.api_type, line.num_iid)}` : undefined;
  const short = !line.invalid && line.stock !== null && line.quantity > line.stock;
  return (
    <li class={`cl${line.invalid ? ' invalid' : ''}${foot ? ' with-foot' : ''}`}>
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
      {foot && <div class="cl-foot">{foot}</div>}
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

// The bill's summary (rows, total) is its own small module, for the pages that show a bill without goods lines.
export { Summary, TotalText, type SumRow } from './summary';
