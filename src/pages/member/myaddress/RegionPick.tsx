import { useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { useLazy } from '../../../ui/useLazy';
import type { AreaRegion } from '../../../api/types/shipping';

/**
 * The region of an address: a field-sized button naming the choice, which opens a bottom sheet of the country's
 * regions (up to 83, 50 px rows) with a search box; the sheet loads on the first tap. Its name is the label and the choice.
 */
export function RegionPick({ regions, value, error, onChange }: { regions: AreaRegion[]; value: string; error?: string; onChange: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const btn = useRef<HTMLButtonElement>(null);
  const Sheet = useLazy(() => import('../../../ui/ActionSheet').then((m) => m.ActionSheet), open);
  const label = t('address.region');
  return (
    <div class="pf">
      <span id="ad-region_id-l" class="pf-label">{label}</span>
      <button type="button" id="ad-region_id" ref={btn} class="input pf-pick" aria-haspopup="dialog" aria-labelledby="ad-region_id-l ad-region_id"
        aria-invalid={!!error || undefined} aria-describedby={error ? 'ad-region_id-err' : undefined} onClick={() => setOpen(true)}>
        {regions.find((r) => String(r.id) === value)?.name ?? t('estimate.choose')}
      </button>
      {error && <span id="ad-region_id-err" class="pf-error" role="alert">{error}</span>}
      {Sheet && <Sheet open={open} title={label} search={{ label: t('address.regionFind'), none: t('address.regionNone') }}
        items={regions.map((r) => ({ key: String(r.id), label: r.name, active: String(r.id) === value }))}
        onSelect={onChange} onClose={() => { setOpen(false); btn.current?.focus(); }} />}
    </div>
  );
}
