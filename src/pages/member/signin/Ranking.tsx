import { t, tn } from '../../../state/lang';
import type { SigninRank, SigninRankRow } from '../../../api/types/points';

function Row({ r }: { r: SigninRankRow }) {
  return (
    <li class={r.me ? 'sg-rank-row sg-me' : 'sg-rank-row'}>
      <span class="sg-place" aria-label={t('points.signin.place', { n: r.rank })}>{r.rank}</span>
      {r.avatar ? <img class="sg-avatar" src={r.avatar} width={32} height={32} alt="" loading="lazy" /> : <span class="sg-avatar" aria-hidden="true">{r.nickname.slice(0, 1)}</span>}
      <span class="sg-name">{r.me ? `${r.nickname} (${t('points.signin.you')})` : r.nickname}</span>
      <span class="sg-days">{tn('points.signin.days', r.days)}</span>
    </li>
  );
}

/** The month's ranking by days signed (names masked), and the shopper's own place below it when it is not among them. */
export function Ranking({ rank }: { rank: SigninRank | null }) {
  return (
    <section class="section" aria-labelledby="sg-rank" aria-busy={!rank}>
      <h2 id="sg-rank" class="section-title">{t('points.signin.rank')}</h2>
      {!rank && <div class="sk" style={{ height: 160 }} />}
      {rank && !rank.list.length && <p class="muted">{t('points.signin.rankEmpty')}</p>}
      {rank && rank.list.length > 0 && <ol class="sg-rank">{rank.list.map((r) => <Row key={r.rank} r={r} />)}</ol>}
      {rank && rank.me && !rank.list.some((r) => r.me) && <ol class="sg-rank sg-rank-me"><Row r={rank.me} /></ol>}
      {rank && !rank.me && <p class="muted sg-join">{t('points.signin.notRanked')}</p>}
    </section>
  );
}
