import { t } from '../../../state/lang';
import type { ShippingMethods } from '../../../api/types/parcel';
import { useLazy } from '../../../ui/useLazy';

/**
 * The shipping lines for the destination and the goods: those that can carry them (fee, chargeable
 * weight, transit time) to choose from, and those that cannot, greyed, each with the server's reason.
 */
export function LineChoice({ methods, value, onChange, error, failed, onRetry }: {
  methods: ShippingMethods | null; value: number | null; onChange: (id: number) => void; error?: string; failed: boolean; onRetry: () => void;
}) {
  // The lines' component comes in its own chunk while the fees are being asked for.
  const Lines = useLazy(() => import('../../../ui/ShippingLines').then((m) => m.ShippingLines), true);
  return (
    <section class="o-sec" aria-labelledby="c-lines">
      <h3 id="c-lines">{t('orders.line')}</h3>
      {failed && <p class="muted">{t('list.failed')} <button class="btn btn-small" onClick={onRetry}>{t('common.retry')}</button></p>}
      {!methods && !failed && <p class="muted">{t('orders.lineNeedsAddress')}</p>}
      {methods && !methods.lines.length && <p class="o-warn">{t('orders.noLines')}</p>}
      {methods && (Lines ? <Lines lines={methods.lines} refused={methods.refused} value={value} onChange={onChange} label={t('orders.line')} describedBy={error ? 'c-lines-err' : undefined} /> : <span class="spinner small" role="status" aria-label={t('list.loading')} />)}
      {error && <p id="c-lines-err" class="o-err" role="alert">{error}</p>}
    </section>
  );
}
