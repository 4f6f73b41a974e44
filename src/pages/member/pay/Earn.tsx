import { t, tn } from '../../../state/lang';
import { yuanText } from '../../../ui/yuan-text';
import type { Invoice } from '../../../api/types/pay';

/**
 * What paying a bill earns (the server's quote, design §4c): points for its goods and an activity's cashback, both
 * given when the goods are done. Nothing when it earns nothing. `done`: the bill is paid (the result page).
 */
export function Earn({ earn, done }: { earn: Invoice['earn']; done?: boolean }) {
  const cashback = Number(earn.cashback) > 0;
  if (earn.points <= 0 && !cashback) return null;
  return (
    <section class="section" aria-labelledby="pay-earn" data-testid="pay-earn">
      <h2 id="pay-earn" class="section-title">{t(done ? 'pay.earnedTitle' : 'pay.earnTitle')}</h2>
      <ul class="earn">
        {earn.points > 0 && <li data-testid="earn-points">{tn('pay.earnPoints', earn.points)}</li>}
        {cashback && <li data-testid="earn-cashback">{t('pay.earnCashback', { amount: yuanText(earn.cashback) })}</li>}
      </ul>
      <p class="muted">{t('pay.earnWhen')}</p>
    </section>
  );
}
