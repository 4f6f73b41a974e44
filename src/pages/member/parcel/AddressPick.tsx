import { t } from '../../../state/lang';
import { currentUrl } from '../../../router/navigate';
import type { Address } from '../../../api/types/member';
import { addressAddUrl } from './common';
import { addressText, phoneText } from '../../../lib/address-text';

/**
 * The address book as a radio group; addresses outside `country` (ISO code) cannot be chosen. A link adds
 * a new one and comes back here.
 */
export function AddressPick({ list, value, onChange, country, error }: { list: Address[]; value: number | null; onChange: (id: number) => void; country?: string; error?: string }) {
  return (
    <div role="radiogroup" aria-label={t('parcels.address')} aria-describedby={error ? 'addr-pick-err' : undefined}>
      {list.length === 0 && <p class="muted">{t('address.none')}</p>}
      <ul class="lines">
        {list.map((a) => {
          const other = !!country && a.country_code !== country;
          return (
            <li key={a.id}>
              <label class={value === a.id ? 'line on' : 'line'}>
                <input type="radio" name="address" checked={value === a.id} disabled={other} onChange={() => onChange(a.id)} />
                <span class="line-main">
                  <b>{a.name} <span class="muted">{phoneText(a)}</span>{a.is_default === 1 && <span class="badge-default">{t('address.default')}</span>}</b>
                  <span class="muted">{addressText(a)}</span>
                  {other && <span class="pf-error">{t('parcels.otherCountry')}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && <p id="addr-pick-err" class="pf-error" role="alert">{error}</p>}
      <a class="btn btn-small" href={`#${addressAddUrl()}?from=${encodeURIComponent(currentUrl())}`}>{t('address.add')}</a>
    </div>
  );
}
