import { t } from '../../state/lang';
import { useCountries } from '../member/parcel/countries';

export { homeCountry } from '../member/parcel/countries';

export type PickProps = { value: string; bad: boolean; onPick: (code: string) => void };

/**
 * The item estimate's destination, by name: its own chunk with the country list and the shopper's address book,
 * fetched when the estimate is first opened.
 */
export function CountryPick({ value, bad, onPick }: PickProps) {
  const countries = useCountries();
  return (
    <select id="item-country" class="input" value={value} aria-invalid={bad || undefined} aria-describedby="item-estimate-error"
      onChange={(e) => onPick((e.currentTarget as HTMLSelectElement).value)}>
      {!countries.list.some((c) => c.code === value) && <option value={value}>{value || t('item.countryHint')}</option>}
      {countries.list.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
    </select>
  );
}
