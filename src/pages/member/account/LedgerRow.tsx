import { t } from '../../../state/lang';
import { money } from '../../../lib/format';
import { dateTime } from '../../../lib/units';
import type { LedgerEntry } from '../../../api/types/wallet';
import { Yuan, yuanText } from '../../../ui/Yuan';

/** Where an entry leads: the bill it paid or refunded (the pay page shows a paid bill and links on), the withdrawals. */
export function ledgerLink(e: Pick<LedgerEntry, 'ref_type' | 'ref_sn'>): string | null {
  if (!e.ref_sn) return null;
  if (e.ref_type === 'withdrawal') return '/pages/member/cash/index';
  if (e.ref_type === 'membership') return '/pages/membershipcard/index';
  if (e.ref_type === 'order_problem') return `/pages/member/pay/index?sn=${e.ref_sn}&type=order_problem`;
  if (['order_group', 'order', 'onepay', 'parcel'].includes(e.ref_type)) return `/pages/member/pay/index?sn=${e.ref_sn}`;
  return null;
}

/** The sign of a movement: "+" for money in, "−" for money out. */
const sign = (amount: string) => (Number(amount) < 0 ? '−' : '+');
/** The amount without its sign. */
const size = (amount: string) => amount.replace(/^-/, '');

/** A movement as text, in yuan as the wallet keeps it with the chosen currency: "−¥12.00 (≈ $1.66)". */
export const signed = (amount: string) => `${sign(amount)}${yuanText(size(amount))}`;

/**
 * One movement of the wallet: kind and time, the bill it belongs to (a link), the signed amount in yuan with the
 * chosen currency beneath, and the balance after it in yuan (the card above gives it in the chosen currency too).
 */
export function LedgerRow({ e }: { e: LedgerEntry }) {
  const href = ledgerLink(e);
  const body = (
    <>
      <div class="ledger-what">
        <b>{e.type_text}</b>
        <span class="muted">{dateTime(e.created_at)}{e.ref_sn && ` · ${e.ref_sn}`}</span>
      </div>
      <div class="ledger-amount">
        <b class={Number(e.amount) < 0 ? 'out' : 'in'}>{sign(e.amount)}<Yuan value={size(e.amount)} /></b>
        <span class="muted">{t('wallet.balanceAfter', { amount: money(e.balance, null) })}</span>
      </div>
    </>
  );
  return <li class="ledger-row">{href ? <a href={`#${href}`} aria-label={`${e.type_text} ${signed(e.amount)}, ${t('wallet.open', { sn: e.ref_sn })}`}>{body}</a> : <div>{body}</div>}</li>;
}
