import { t } from '../../state/lang';
import { currencyCode, setCurrency } from '../../state/currency';
import { currencyList } from '../../state/settings';
import { Icon } from '../../ui/Icon';
import '../user/account.css';

/** Currency (spec §1): every price re-renders in place; the choice is stored. */
export default function CurrencyPage() {
  const list = currencyList.value;
  return (
    <div class="cells" role="group" aria-label={t('nav./pages/setting/currency')}>
      {!list.length && <p class="cell muted">{t('list.loading')}</p>}
      {list.map((c) => {
        const on = c.code === currencyCode.value;
        return (
          <button key={c.code} type="button" class={on ? 'cell on' : 'cell'} aria-pressed={on} onClick={() => setCurrency(c.code)}>
            <span>{c.code}{c.title ? ` · ${c.title}` : ''}</span>
            <span class="muted">{c.symbol}</span>
            {on && <Icon name="check" size={18} />}
          </button>
        );
      })}
    </div>
  );
}
