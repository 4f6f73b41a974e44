import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import type { LedgerEntry } from '../../../api/types/wallet';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';

/** "+" for money in (money out carries its "−"). */
const plus = (amount: string) => (Number(amount) < 0 ? '' : '+');

/** A movement as text, in yuan as the wallet keeps it with the chosen currency, both signed: "−¥12.00 (≈ −$1.66)", "+¥5.00 (≈ +$0.69)". */
export const signed = (amount: string) => yuanText(amount, plus(amount));

/**
 * One movement of the wallet: what it was in words as the server says it ("Order OG… paid", "Top-up by bank
 * transfer, …"), when, and the balance after it beneath; the signed amount in yuan with the chosen currency
 * beneath it on the right (narrow, so the words have the width).
 * The whole row opens what it refers to (the order, parcel, one-pay order, withdrawals, card, top-ups) when
 * there is such a page.
 */
export function LedgerRow({ e }: { e: LedgerEntry }) {
  const body = (
    <>
      <div class="ledger-what">
        <b>{e.text}</b>
        <span class="muted">{dateTime(e.created_at)}</span>
        <span class="muted ledger-after">{t('wallet.balanceAfter', { amount: yuanText(e.balance) })}</span>
      </div>
      <div class="ledger-amount">
        <b class={Number(e.amount) < 0 ? 'out' : 'in'}><Yuan value={e.amount} sign={plus(e.amount)} /></b>
      </div>
    </>
  );
  return (
    <li class="ledger-row">
      {e.link ? <a href={`#${e.link}`} aria-label={`${e.text}, ${signed(e.amount)}`}>{body}</a> : <div>{body}</div>}
    </li>
  );
}
