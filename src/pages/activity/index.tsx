import { useEffect, useRef, useState } from 'react';
import { lang, t, tn } from '../../state/lang';
import { reconnects, showToast } from '../../state/ui';
import { loggedIn } from '../../state/session';
import { toLogin } from '../../router/to-login';
import { dateTime, percent } from '../../lib/units';
import { throttle } from '../../lib/rate-limit';
import { joinPromotion, promotions } from '../../api/cards';
import type { Promotion, PromotionCoupon } from '../../api/types/cards';
import { yuanText } from '../../ui/yuan-text';
import { money } from '../../lib/format';
import { Empty } from '../../ui/Empty';
import { LoadFailed } from '../../ui/LoadState';
import './activity.css';

const day = (s: number) => dateTime(s).slice(0, 10);
/** A rate in percent (3 → "3%", ru "3 %"), the language's way. */
const pct = (n: number) => percent(n * 10);
const COUPONS = '/pages/member/coupon/index';

/** What the coupon takes off (yuan ≈ the chosen currency, or a percentage), its minimum and how long it stays valid, in words. */
export function couponText(c: PromotionCoupon): string {
  const amount = c.percent > 0 ? pct(c.percent) : yuanText(c.amount);
  return [
    t(`activity.off.${c.scope}`, { amount }),
    Number(c.min) > 0 ? t('activity.couponMin', { min: money(c.min, null) }) : '',
    tn('activity.couponDays', c.days_valid),
  ].filter(Boolean).join(' · ');
}

/**
 * /pages/activity/index: the activities running and to come with their dates, what joining gives (cashback on
 * orders paid while joined, a coupon) and their rules; joining one (once: then "Joined" and when). A visitor sees
 * them and is asked to log in to join. Grey blocks from the first paint.
 */
export default function ActivityPage() {
  const [list, setList] = useState<Promotion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  const [busy, setBusy] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    promotions().then((r) => live && setList(r), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, reconnects.value, loggedIn.value, n]);

  // One tap joins once: throttled (a second tap while the first runs is dropped), the button busy meanwhile.
  const join = useRef(throttle(async (p: Promotion) => {
    setBusy(p.id);
    try {
      const r = await joinPromotion(p.id);
      setList((l) => l && l.map((x) => (x.id === r.id ? r : x)));
      showToast(r.coupon_id ? t('activity.joinedToast') : t('activity.joined'), r.coupon_id ? { label: t('activity.myCoupons'), href: `#${COUPONS}` } : undefined);
    } catch {
      // The server's message was toasted; a join that raced another is shown as it is now.
      setN((x) => x + 1);
      return false;
    } finally {
      setBusy(0);
    }
  })).current;

  if (failed && !list) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  if (!list) return <div aria-busy="true">{[0, 1].map((i) => <div key={i} class="sk act-sk" />)}</div>;
  if (!list.length) return <Empty text={t('activity.empty')} />;
  return (
    <ul class="act-list">
      {list.map((p) => <Activity key={p.id} p={p} busy={busy === p.id} onJoin={() => join(p)} />)}
    </ul>
  );
}

function Activity({ p, busy, onJoin }: { p: Promotion; busy: boolean; onJoin: () => void }) {
  const head = `act-${p.id}`;
  const running = p.state === 'running';
  return (
    <li class="act-card" aria-labelledby={head}>
      <div class={running ? 'act-banner' : 'act-banner later'}>
        {p.image && <img src={p.image} alt="" width={360} height={120} loading="lazy" />}
        <span class="act-state">{t(running ? 'activity.running' : 'activity.upcoming')}</span>
        <h2 id={head}>{p.title}</h2>
        <p>{t('activity.period', { from: day(p.starts_at), to: day(p.ends_at) })}</p>
      </div>
      <div class="act-body">
        {p.cashback_rate > 0 && (
          <div class="act-perk">
            <b>{t('activity.cashback', { rate: pct(p.cashback_rate) })}</b>
            <span class="muted">{t('activity.cashbackNote', { rate: pct(p.cashback_rate) })}</span>
          </div>
        )}
        {p.coupon && (
          <div class="act-perk">
            <b>{t('activity.coupon')}</b>
            <span>{p.coupon.name}</span>
            <span class="muted">{couponText(p.coupon)}</span>
          </div>
        )}
        {p.body && (
          <details class="act-rules">
            <summary>{t('activity.rules')}</summary>
            {p.body.split(/\n\s*\n/).map((para, i) => <p key={i}>{para}</p>)}
          </details>
        )}
        <div class="act-foot">
          {p.joined ? (
            <>
              <span class="muted">{p.joined_at ? t('activity.joinedOn', { date: day(p.joined_at) }) : ''}</span>
              <button type="button" class="btn btn-small act-joined" disabled>{t('activity.joined')}</button>
            </>
          ) : !running ? (
            <button type="button" class="btn btn-small" disabled>{t('activity.notYet', { date: day(p.starts_at) })}</button>
          ) : !loggedIn.value ? (
            <button type="button" class="btn btn-primary btn-small" onClick={() => toLogin()}>{t('activity.loginToJoin')}</button>
          ) : (
            <button type="button" class="btn btn-primary btn-small" disabled={busy} aria-busy={busy} aria-label={t('activity.joinName', { title: p.title })} onClick={onJoin}>
              {t('activity.join')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
