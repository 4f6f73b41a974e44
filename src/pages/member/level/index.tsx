import { useEffect, useState } from 'react';
import { lang, t } from '../../../state/lang';
import { reconnects } from '../../../state/ui';
import { count } from '../../../lib/format';
import { levels } from '../../../api/points';
import type { LevelInfo } from '../../../api/types/points';
import type { Level } from '../../../api/types/user';
import { Icon } from '../../../ui/Icon';
import { MORE_ICONS } from '../../../ui/icons';
import { LoadFailed } from '../../../ui/LoadState';
import './level.css';

/** What a level gives: the service-fee discount (95 = 5 % off), or the standard fee. */
const benefit = (l: Level) => (l.discount < 100 ? t('points.level.benefit', { n: 100 - l.discount }) : t('points.level.noBenefit'));

/** How far from the current level's threshold to the next one, 0–100. */
export function progress(me: NonNullable<LevelInfo['me']>): number {
  if (!me.next) return 100;
  const span = me.next.min_score - me.level.min_score;
  return span > 0 ? Math.max(0, Math.min(100, Math.floor(((me.growth - me.level.min_score) / span) * 100))) : 100;
}

/**
 * /pages/member/level/index (login): the shopper's level, growth value and a bar of the way to the next level
 * (what is left), how growth is earned, and every level with its threshold and its service-fee discount.
 */
export default function LevelPage() {
  const [info, setInfo] = useState<LevelInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    levels().then((r) => live && setInfo(r), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [n, lang.value, reconnects.value]);

  if (failed && !info) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  const me = info?.me ?? null;
  const pct = me ? progress(me) : 0;
  return (
    <>
      <section class="lv-card" aria-busy={!info}>
        <span class="muted">{t('points.level.mine')}</span>
        {me ? (
          <>
            <b class="lv-name">{me.level.name}</b>
            <span>{t('points.level.growth', { n: count(me.growth) })} · {benefit(me.level)}</span>
            <div class="lv-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}
              aria-label={me.next ? t('points.level.progress', { name: me.next.name }) : t('points.level.top')}>
              <span style={{ width: `${pct}%` }} />
            </div>
            <span class="muted">{me.next ? t('points.level.toNext', { n: count(me.left), name: me.next.name }) : t('points.level.top')}</span>
          </>
        ) : (
          <>
            <span class="sk" style={{ width: 140, height: 32 }} />
            <span class="sk" style={{ width: 220, height: 20 }} />
            <span class="sk" style={{ height: 10, marginTop: 6 }} />
            <span class="sk" style={{ width: 180, height: 18 }} />
          </>
        )}
      </section>
      <p class="muted lv-how">{t('points.level.how')}</p>
      <section class="section" aria-labelledby="lv-all" aria-busy={!info}>
        <h2 id="lv-all" class="section-title">{t('points.level.all')}</h2>
        {!info && <div class="sk" style={{ height: 256 }} />}
        {info && (
          <ul class="lv-list">
            {info.list.map((l) => (
              <li key={l.id} class={me && l.min_score <= me.level.min_score ? 'lv-row lv-reached' : 'lv-row'}>
                <Icon d={MORE_ICONS.medal} />
                <span class="lv-what">
                  <b>{l.name}</b>
                  <span class="muted">{t('points.level.from', { n: count(l.min_score) })} · {benefit(l)}</span>
                </span>
                {me?.level.id === l.id && <span class="lv-chip">{t('points.level.current')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
