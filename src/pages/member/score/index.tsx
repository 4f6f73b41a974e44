import { useState } from 'react';
import { t, tn } from '../../../state/lang';
import { updateUser } from '../../../state/session';
import { count } from '../../../lib/format';
import { dateTime } from '../../../lib/units';
import { scoreLog } from '../../../api/points';
import type { ScoreEntry } from '../../../api/types/points';
import { ScrollList } from '../../../ui/ScrollList';
import { usePager } from '../../../ui/usePager';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { MORE_ICONS } from '../../../ui/icons';
import { dayTitle } from '../signin/calendar';
import './points.css';

/** A points change with its sign: "+5", "−20". */
export const signedPoints = (n: number) => `${n < 0 ? '−' : '+'}${count(Math.abs(n))}`;

/**
 * A sign-in counts for the shop's day (China time), the one the calendar marks: said beside its time when the
 * shopper's clock had another date then (the evening before in Europe), so both pages name one day.
 */
const shopDayOf = (e: ScoreEntry) =>
  (e.type === 'signin' || e.type === 'signin_bonus') && /^\d{4}-\d\d-\d\d$/.test(e.ref) && !dateTime(e.created_at).startsWith(e.ref) ? e.ref : '';

/**
 * One entry: what it was in words as the server says it ("Order O… completed", "Exchanged for the coupon “…”"),
 * when, and what was left; the signed points on the right. It opens what it refers to when there is such a page.
 * A support correction's memo is the operator's own words, in whatever language, shown as written.
 */
function EntryRow({ e }: { e: ScoreEntry }) {
  const body = (
    <>
      <div class="pt-what">
        <b>{e.text}</b>
        <span class="muted">{dateTime(e.created_at)}{shopDayOf(e) && ` · ${t('points.forDay', { date: dayTitle(e.ref) })}`}{e.memo && ` · ${e.memo}`}</span>
        <span class="muted">{t('points.left', { n: count(e.after) })}</span>
      </div>
      <div class="pt-amount">
        <b class={e.score < 0 ? 'out' : 'in'} aria-label={tn('points.n', e.score)}>{signedPoints(e.score)}</b>
      </div>
    </>
  );
  return <li>{e.link ? <a class="pt-row" href={`#${e.link}`}>{body}</a> : <div class="pt-row">{body}</div>}</li>;
}

/**
 * /pages/member/score/index (login): the shopper's points — the balance, the way to coupons for points, to the
 * daily sign-in and to the levels — and every change of them, newest first (pull to refresh, more on scroll).
 */
export default function PointsPage() {
  const [score, setScore] = useState<number | null>(null);
  const pager = usePager(async (page, size) => {
    const r = await scoreLog(page + 1, size);
    setScore(r.score);
    updateUser({ score: r.score });
    return r;
  }, []);
  return (
    <>
      <section class="pt-card" aria-busy={score === null}>
        <span class="muted">{t('points.balance')}</span>
        {score === null ? <span class="pt-big sk" style={{ width: 120 }} /> : <b class="pt-big">{count(score)}</b>}
      </section>
      <nav class="pt-acts" aria-label={t('points.balance')}>
        <a href="#/pages/member/score/exchange"><Icon d={MORE_ICONS.gift} />{t('points.toExchange')}</a>
        <a href="#/pages/member/signin/index"><Icon d={MORE_ICONS.calendar} />{t('points.toSignin')}</a>
        <a href="#/pages/member/level/index"><Icon d={MORE_ICONS.medal} />{t('points.toLevel')}</a>
      </nav>
      <section class="section" aria-labelledby="pt-history">
        <h2 id="pt-history" class="section-title">{t('points.history')}</h2>
        <ScrollList pager={pager} empty={<Empty text={t('points.empty')} note={t('points.emptyNote')} />}>
          {!pager.loaded && !pager.items.length && <div class="sk" style={{ height: 280 }} aria-busy="true" />}
          {pager.items.length > 0 && <ul class="pt-list">{pager.items.map((e) => <EntryRow key={e.id} e={e} />)}</ul>}
        </ScrollList>
      </section>
      <p class="muted pt-note">{t('points.earn')}</p>
    </>
  );
}
