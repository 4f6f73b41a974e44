import { inlineMessage } from '../../../api/client';
import { useState } from 'react';
import { t, tn } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { confirmDialog } from '../../../state/dialog';
import { Yuan } from '../../../ui/Yuan';
import { yuanText } from '../../../ui/yuan-text';
import { configAll } from '../../../state/settings';
import { addStorage } from '../../../api/order';
import type { OrderDetail, StorageAnswer } from '../../../api/types/order';

/** The extensions the server sells (server/domain/order-storage.ts STORAGE_DAYS). */
export const STORAGE_DAYS = [30, 60, 90] as const;

/** Price of one storage day in yuan (config storage_day_price, as the server charges; default 1). */
export function dayPrice(): number {
  const v = Number(configAll.value.storage_day_price);
  return Number.isFinite(v) && v > 0 ? v : 1;
}

/**
 * Free storage of an order in the warehouse and buying more (30/60/90 days): the cost shown (¥, ≈ the chosen currency), a
 * confirmation, paid from the balance; the server's message (e.g. not enough balance) stays shown.
 */
export function Storage({ o, onDone }: { o: OrderDetail; onDone: (r: StorageAnswer) => void }) {
  const [error, setError] = useState('');
  const buy = async (days: number) => {
    const cost = (dayPrice() * days).toFixed(2);
    if (!(await confirmDialog({ title: t('orders.storage'), message: tn('orders.storageAsk', days, { cost: yuanText(cost) }) }))) return;
    setError('');
    try {
      const r = await addStorage({ id: o.id }, days);
      showToast(tn('orders.storageDone', days, { balance: yuanText(r.balance) }));
      onDone(r);
    } catch (e) {
      setError(inlineMessage(e) || t('list.failed'));
    }
  };
  return (
    <section class="o-sec" aria-labelledby="o-storage">
      <h3 id="o-storage">{t('orders.storage')}</h3>
      {/* The days left are on each goods line above (issue 25: not said twice); here the rule and what was bought. */}
      <p class="muted">{tn('orders.storageFree', o.free_days)}{o.extra_storage_days > 0 && ` · ${tn('orders.storageExtra', o.extra_storage_days)}`}</p>
      <div class="o-seg" role="group" aria-label={t('orders.storageBuy')}>
        {STORAGE_DAYS.map((d) => (
          <button key={d} onClick={() => buy(d)}>{tn('orders.storageAdd', d)} · <Yuan value={(dayPrice() * d).toFixed(2)} /></button>
        ))}
      </div>
      {error && <p class="o-err" role="alert">{error}</p>}
    </section>
  );
}
