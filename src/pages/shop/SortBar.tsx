import type { ItemSort } from '../../api/types/catalogue';
import { t } from '../../state/lang';
import './sortbar.css';

type Props = {
  sort: ItemSort;
  onSort: (tapped: 'default' | 'price' | 'sales') => void;
  /** Whether the price-range form is open / a range is applied. */
  filterOpen: boolean;
  filterOn: boolean;
  onFilter: () => void;
};

/** Relevance, sales, price (tap again to reverse) and the price-range toggle, sticky under the search bar. */
export function SortBar({ sort, onSort, filterOpen, filterOn, onFilter }: Props) {
  const price = sort === 'price_asc' || sort === 'price_desc';
  return (
    <div class="sortbar" role="group" aria-label={t('catalog.sortBy')}>
      <button type="button" aria-pressed={sort === 'default'} onClick={() => onSort('default')}>{t('catalog.sortDefault')}</button>
      <button type="button" aria-pressed={sort === 'sales'} onClick={() => onSort('sales')}>{t('catalog.sortSales')}</button>
      <button type="button" aria-pressed={price} onClick={() => onSort('price')}
        aria-label={sort === 'price_desc' ? t('catalog.priceDesc') : sort === 'price_asc' ? t('catalog.priceAsc') : t('catalog.sortPrice')}>
        {t('catalog.sortPrice')}
        <span class={`arrows ${sort === 'price_asc' ? 'asc' : sort === 'price_desc' ? 'desc' : ''}`} aria-hidden="true"><i /><i /></span>
      </button>
      <button type="button" class={filterOn ? 'on' : undefined} aria-expanded={filterOpen} aria-controls="price-range" onClick={onFilter}>{t('catalog.filter')}</button>
    </div>
  );
}
