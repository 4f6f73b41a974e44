import { t } from '../../../state/lang';
import { dateTime } from '../../../lib/units';
import { wheelWins } from '../../../api/perks';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';

/** My prizes, newest first (a coupon one links to my coupons); `version` reloads the list after a spin. */
export function Wins({ version }: { version: number }) {
  const pager = usePager((page, size) => wheelWins(page + 1, size), [version]);
  return (
    <section class="wh-wins" aria-labelledby="wh-wins">
      <h2 id="wh-wins" class="wh-title">{t('wheel.prizes')}</h2>
      <ScrollList pager={pager} empty={<Empty text={t('wheel.empty')} />}>
        {!pager.loaded && !pager.items.length && <div class="section sk" style={{ height: 120 }} aria-busy="true" />}
        {pager.items.length > 0 && (
          <ul class="section wh-list">
            {pager.items.map((w) => (
              <li key={w.id} class="wh-win">
                <span class="wh-win-main">
                  {w.kind === 'coupon' ? <a href="#/pages/member/coupon/index">{w.name}</a> : <b>{w.name}</b>}
                  <span class="muted">{dateTime(w.created_at)}</span>
                </span>
                <span class="muted wh-tag">{t(w.free ? 'wheel.free' : 'wheel.bought')}</span>
              </li>
            ))}
          </ul>
        )}
      </ScrollList>
    </section>
  );
}
