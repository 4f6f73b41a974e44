import { Yuan } from '../../ui/Yuan';
import './summary.css';

/* A bill's summary (cart, order confirmation, one-pay order, the pay page, an order's or a parcel's detail): its rows,
 * each the server's yuan figure with ≈ its conversion, and its total. Its own module, so a page showing a bill does
 * not load the goods lines of view.tsx. */

/**
 * A summary row: an amount in CNY as the server answered it (design §4c: ¥ is the amount); `note` a line under its
 * label. The row marked `total` carries the server's total too: a summary never adds anything up itself.
 */
export type SumRow = { label: string; amount: string; total?: boolean; minus?: boolean; note?: string };

/** A row's yuan amount, signed as the row says ("−¥5.00 ≈ −$0.69" for a discount whatever the sign it came with). */
const sized = (r: SumRow) => (r.minus ? -Math.abs(Number(r.amount)) : r.amount);

/** Label / amount rows, each its exact yuan figure with ≈ its conversion; the last, marked `total`, stands out. */
export function Summary({ rows, label }: { rows: SumRow[]; label?: string }) {
  return (
    <dl class="sum" aria-label={label}>
      {rows.map((r) => (
        <div key={r.label} class={r.total ? 'sum-row total' : 'sum-row'}>
          <dt>{r.label}{r.note && <small class="sum-note">{r.note}</small>}</dt>
          <dd><Yuan value={sized(r)} class={r.total ? 'price' : undefined} /></dd>
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
