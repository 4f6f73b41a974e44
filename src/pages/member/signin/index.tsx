import { useEffect, useState } from 'react';
import { lang, t, tn } from '../../../state/lang';
import { reconnects, showToast } from '../../../state/ui';
import { updateUser } from '../../../state/session';
import { confirmDialog } from '../../../state/dialog';
import { count } from '../../../lib/format';
import { fillupSignin, signin, signinRank, signins } from '../../../api/points';
import type { SigninMonth, SigninRank } from '../../../api/types/points';
import { LoadFailed } from '../../../ui/LoadState';
import { addonPage } from '../../../router/addon-page';
import { Calendar } from './Calendar';
import { Ranking } from './Ranking';
import { dayTitle } from './calendar';
import './signin.css';

/** How far the next bonus is: today's sign-in earns it, tomorrow's, or in n days in a row. */
function bonusText(m: SigninMonth): string {
  const bonus = m.rules.bonus;
  if (m.bonus_in === 1) return t(m.signed_today ? 'points.signin.bonusTomorrow' : 'points.signin.bonusToday', { bonus });
  return tn('points.signin.bonusIn', m.bonus_in, { bonus });
}

/**
 * /pages/member/signin/index (login): today's button (+5, or +25 when it makes a 7th day in a row; disabled once
 * signed, saying so), the streak and how far the 7-day bonus is, the month's calendar (a missed day of this month
 * is filled up for 20 points after a confirmation), the rules, and the month's ranking.
 */
function SigninPage() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [m, setM] = useState<SigninMonth | null>(null);
  const [rank, setRank] = useState<SigninRank | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  const reload = () => setN((x) => x + 1);

  useEffect(() => {
    let live = true;
    setFailed(false);
    signins(month).then((r) => {
      if (!live) return;
      setM(r);
      updateUser({ score: r.score });
    }, () => live && setFailed(true));
    signinRank().then((r) => live && setRank(r), () => {});
    return () => {
      live = false;
    };
  }, [month, n, lang.value, reconnects.value]);

  const signToday = async () => {
    const r = await signin().catch(() => null);
    if (!r) return;
    showToast(t('points.signin.done', { n: tn('points.n', r.points) }));
    // Today is signed at once (the button turns off), then the calendar of this month loads again.
    setM((p) => p && { ...p, signed_today: true, continuous: r.continuous, score: r.score, bonus_in: p.rules.bonus_every - (r.continuous % p.rules.bonus_every) });
    updateUser({ score: r.score });
    setMonth(undefined);
    reload();
  };

  const fill = async (day: string) => {
    if (!m) return;
    const cost = m.rules.fillup_cost;
    const ok = await confirmDialog({
      title: t('points.signin.fillTitle'),
      message: t('points.signin.fillAsk', { date: dayTitle(day), cost: tn('points.n', cost), have: tn('points.n', m.score, { n: count(m.score) }) }),
      confirmText: t('points.signin.fillOk'),
    });
    if (!ok) return;
    const r = await fillupSignin(day).catch(() => null);
    if (!r) return;
    showToast(t('points.signin.filled', { date: dayTitle(day) }));
    reload();
  };

  if (failed && !m) return <LoadFailed onRetry={reload} />;
  const next = m ? m.rules.daily + (m.bonus_in === 1 ? m.rules.bonus : 0) : 0;
  return (
    <>
      <section class="sg-top" aria-busy={!m}>
        {m ? (
          <>
            <span class="sg-streak">{tn('points.signin.streak', m.continuous)}</span>
            <span class="muted">{bonusText(m)}</span>
            <button type="button" class="btn" disabled={m.signed_today} onClick={signToday}>
              {m.signed_today ? t('points.signin.signed') : t('points.signin.button', { n: next })}
            </button>
            <div class="sg-points">
              <span>{t('points.haveN', { n: tn('points.n', m.score, { n: count(m.score) }) })}</span>
              <a href="#/pages/member/score/exchange">{t('points.toExchange')}</a>
            </div>
          </>
        ) : (
          <>
            <span class="sk" style={{ width: 160, height: 28 }} />
            <span class="sk" style={{ width: 240, height: 20 }} />
            <span class="sk" style={{ height: 44, borderRadius: 22 }} />
            <span class="sk" style={{ width: 200, height: 44 }} />
          </>
        )}
      </section>
      <Calendar m={m} onMonth={setMonth} onFill={fill} />
      <Ranking rank={rank} />
      {/* Last: its lines arrive with the month and move nothing below them. */}
      {m && <p class="muted sg-rules">{t('points.signin.rules', { daily: m.rules.daily, bonus: m.rules.bonus, every: m.rules.bonus_every, cost: m.rules.fillup_cost })}</p>}
    </>
  );
}

/** Shown while the sign-in add-on is on (spec §1); otherwise the page says it is not there. */
export default addonPage('signin', SigninPage);
