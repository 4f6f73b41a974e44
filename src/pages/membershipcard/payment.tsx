import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'preact';
import { useLocation } from 'preact-iso';
import { lang, t, tn } from '../../state/lang';
import { reconnects } from '../../state/ui';
import { updateUser } from '../../state/session';
import { navigate } from '../../router/navigate';
import { throttle } from '../../lib/rate-limit';
import { inlineMessage } from '../../api/client';
import { buyMembershipCard, membershipCardInfo } from '../../api/cards';
import type { MembershipCardBought, MembershipCardInfo } from '../../api/types/cards';
import { Yuan } from '../../ui/Yuan';
import { yuanText } from '../../ui/yuan-text';
import { Empty } from '../../ui/Empty';
import { FormSkeleton } from '../../ui/Skeleton';
import { LoadFailed } from '../../ui/LoadState';
import type { Pad as PadComponent } from '../member/paypassword/Pad';
import { addonPage } from '../../router/addon-page';
import { Benefits, day } from './benefits';
import './cards.css';

type PadProps = Parameters<typeof PadComponent>[0];
const DAY = 86_400;
const CARD_PAGE = '/pages/membershipcard/index';
/** Yuan on the wire ("12.50") in fen, to compare amounts exactly. */
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

/**
 * /pages/membershipcard/payment?id= (login): the chosen card (price in yuan ≈ the chosen currency, the days it
 * covers — after the card in force, if any — and its benefits), the balance, and paying from it: one tap pays once
 * (throttled, disabled while paying), with the pay-password pad of the pay page when one is set; a refusal shows the
 * server's message where it was asked. Paid: the result, then back to the card page, which shows the card active.
 */
function CardPaymentPage() {
  const { query } = useLocation();
  const id = Number(query.id);
  const [info, setInfo] = useState<MembershipCardInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<MembershipCardBought | null>(null);
  const [Pad, setPad] = useState<ComponentType<PadProps> | null>(null);

  useEffect(() => {
    let live = true;
    setFailed(false);
    membershipCardInfo().then((r) => live && setInfo(r), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, reconnects.value, n]);

  const card = info?.cards.find((c) => c.id === id) ?? null;
  /** Pays from the balance: null when bought (the result shows), else the message why not. */
  const settle = async (password?: string): Promise<string | null> => {
    if (!card) return null;
    try {
      const r = await buyMembershipCard(card.id, password);
      updateUser({ money: r.balance });
      setPad(null);
      setDone(r);
      return null;
    } catch (e) {
      return inlineMessage(e) || t('error.unknown');
    }
  };
  const latest = useRef({ info, settle });
  latest.current = { info, settle };
  const pay = useRef(throttle(async () => {
    const { info: i, settle: go } = latest.current;
    if (!i) return;
    setError('');
    if (i.pay_password) return void import('../member/paypassword/Pad').then((m) => setPad(() => m.Pad), () => setError(t('list.failed')));
    setPaying(true);
    const msg = await go();
    setPaying(false);
    if (msg) {
      setError(msg);
      return false;
    }
  })).current;

  if (failed && !info) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  if (!info) return <FormSkeleton rows={3} />;
  if (done) {
    return (
      <section class="mc-done" role="status">
        <p>{t('cards.pay.done', { name: card?.name ?? done.current.name, date: day(done.current.ends_at) })}</p>
        <button type="button" class="btn btn-primary" onClick={() => navigate(CARD_PAGE, true)}>{t('cards.pay.back')}</button>
      </section>
    );
  }
  if (!card) {
    return (
      <Empty text={t('cards.pay.notFound')} alert>
        <a class="btn btn-primary" href={`#${CARD_PAGE}`}>{t('cards.pay.chooseCard')}</a>
      </Empty>
    );
  }

  const from = info.current ? info.current.ends_at : Math.floor(Date.now() / 1000);
  const short = cents(info.balance) < cents(card.price);
  return (
    <div class="mc-pay">
      <section class="section" aria-labelledby="mc-pay-card">
        <h2 id="mc-pay-card" class="section-title">{t('cards.pay.card')}</h2>
        <p class="mc-card-name">{card.name}</p>
        <span class="muted mc-line">{tn('cards.days', card.days)}</span>
        <span class="muted mc-line">{t('cards.pay.period', { from: day(from), to: day(from + card.days * DAY) })}</span>
        <Benefits card={card} baseRate={info.service_fee_rate} />
        <dl>
          <div class="mc-row"><dt>{t('cards.pay.price')}</dt><dd><Yuan value={card.price} class="price" /></dd></div>
          <div class="mc-row"><dt>{t('cards.pay.balance')}</dt><dd data-testid="mc-balance"><Yuan value={info.balance} /></dd></div>
        </dl>
      </section>
      {info.current && <p class="muted mc-intro">{t('cards.extendNote', { date: day(info.current.ends_at) })}</p>}
      {short && (
        <div class="mc-short" role="status">
          <span>{t('cards.pay.short')}</span>
          <a class="btn btn-ghost btn-small" href="#/pages/member/recharge/index">{t('cards.pay.topUp')}</a>
        </div>
      )}
      <p class="mc-error" role="alert" data-testid="mc-error">{error}</p>
      <div class="mc-bar">
        <button type="button" class="btn btn-primary" disabled={paying || short} aria-busy={paying} onClick={pay}>
          {t('cards.pay.payNow', { amount: yuanText(card.price) })}
        </button>
      </div>
      {Pad && <Pad onSubmit={(pw) => settle(pw)} onClose={() => setPad(null)} />}
    </div>
  );
}

export default addonPage('membershipcard', CardPaymentPage);
