import { t } from '../../state/lang';
import { affiliateLevels } from '../../api/affiliate';
import { LoadFailed } from '../../ui/LoadState';
import { Empty } from '../../ui/Empty';
import { AffMoney, useAffLoad } from './parts';

/** /pages/affiliate/level (login): the levels with their commission rate and the revenue that reaches each; mine marked. */
export default function LevelPage() {
  const { data, failed, retry } = useAffLoad(affiliateLevels);
  if (failed && !data) return <LoadFailed onRetry={retry} />;
  if (data && !data.length) return <Empty />;
  return (
    <>
      <p class="section muted aff-intro">{t('affiliate.levelsIntro')}</p>
      <ol class="aff-levels" aria-busy={!data}>
        {(data ?? [null, null, null]).map((l, i) => (l ? (
          <li key={l.id} class={l.current ? 'section aff-level-row current' : 'section aff-level-row'} aria-current={l.current ? 'true' : undefined}>
            <div>
              <b>{l.name}</b>
              {l.current && <span class="aff-mine">{t('affiliate.mine')}</span>}
              <p class="muted">{t('affiliate.from')} <AffMoney value={l.min_revenue} display={l.min_revenue_display} /></p>
            </div>
            <b class="aff-rate">{t('affiliate.rate', { rate: l.rate })}</b>
          </li>
        ) : <li key={i} class="section aff-level-row"><span class="sk aff-sk-line" /></li>))}
      </ol>
    </>
  );
}
