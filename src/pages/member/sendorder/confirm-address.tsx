import { t } from '../../../state/lang';
import type { Address } from '../../../api/types/member';
import { addressText, phoneText } from '../../../lib/address-text';

export const ADDRESS_ADD = '/pages/member/myaddress/add';

/** Where the parcel goes: the shopper's addresses as radio choices, and a link to add one. */
export function AddressChoice({ list, value, onChange, error }: { list: Address[]; value: number | null; onChange: (a: Address) => void; error?: string }) {
  return (
    <section class="o-sec" aria-labelledby="c-address">
      <h3 id="c-address">{t('orders.address')}</h3>
      {!list.length && <p class="muted">{t('orders.noAddress')}</p>}
      <div role="radiogroup" aria-labelledby="c-address" aria-describedby={error ? 'c-address-err' : undefined}>
        {list.map((a) => (
          <label key={a.id} class={value === a.id ? 'choice on' : 'choice'}>
            <input type="radio" name="address" checked={value === a.id} onChange={() => onChange(a)} />
            <span>
              <b>{a.name} {phoneText(a)}{a.is_default === 1 && <span class="muted"> · {t('orders.default')}</span>}</b>
              <span class="muted">{addressText(a)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p id="c-address-err" class="o-err" role="alert">{error}</p>}
      <a class="btn btn-small" href={`#${ADDRESS_ADD}?from=parcel`}>{t('orders.addAddress')}</a>
    </section>
  );
}
