import { useEffect, useState } from 'react';
import { lang, t, tn } from '../../state/lang';
import { reconnects } from '../../state/ui';
import { updateUser } from '../../state/session';
import { membershipCardInfo } from '../../api/cards';
import type { MembershipCardInfo } from '../../api/types/cards';
import { Yuan } from '../../ui/Yuan';
import { yuanText } from '../../ui/yuan-text';
import { Empty } from '../../ui/Empty';
import { LoadFailed } from '../../ui/LoadState';
import { addonPage } from '../../router/addon-page';
import { Benefits, day } from './benefits';
import './cards.css';

/** Where a card is paid for. */
export const paymentUrl = (id: number) => `/pages/membershipcard/payment?id=${id}`;

/**
 * /pages/membershipcard/index (login, dark navbar): my card in force and until when, or none; the cards on sale
 * with their price in yuan (≈ the chosen currency), length and benefits; choosing one opens its payment page.
 * Grey blocks from the first paint; loads again on a language switch and when the connection comes back.
 */
function MembershipCardPage() {
  const [info, setInfo] = useState<MembershipCardInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    membershipCardInfo().then((r) => {
      if (!live) return;
      setInfo(r);
      updateUser({ money: r.balance });
    }, () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, reconnects.value, n]);

  if (failed && !info) return <LoadFailed onRetry={() => setN((x) => x + 1)} />;
  const current = info?.current ?? null;
  return (
    <>
      <section class="mc-hero" aria-busy={!info} aria-labelledby="mc-mine">
        {!info ? (
          <>
            <h2 id="mc-mine">{t('nav./pages/membershipcard/index')}</h2>
            <span class="sk mc-hero-sk" style={{ width: '70%' }} />
            <span class="sk mc-hero-sk" style={{ width: '50%' }} />
          </>
        ) : current ? (
          <>
            <h2 id="mc-mine">{t('cards.activeName', { name: current.name })}</h2>
            <p>{t('cards.active', { date: day(current.ends_at) })}</p>
            <span class="mc-left">{tn('cards.daysLeft', current.days_left)}</span>
            <Benefits card={{ fee_off: current.fee_off, fee_rate: 100 - current.fee_off, extra_storage_days: current.extra_storage_days }} baseRate={info.service_fee_rate} />
          </>
        ) : (
          <>
            <h2 id="mc-mine">{t('cards.none')}</h2>
            <p>{t('cards.noneNote')}</p>
          </>
        )}
      </section>
      <p class="muted mc-intro">{t('cards.intro')}</p>
      {current && <p class="muted mc-intro">{t('cards.extendNote', { date: day(current.ends_at) })}</p>}
      <h2 class="mc-title" id="mc-sale">{t('cards.onSale')}</h2>
      {!info && [0, 1, 2].map((i) => <div key={i} class="sk mc-sk" />)}
      {info && !info.cards.length && <Empty text={t('cards.empty')} />}
      {info && info.cards.length > 0 && (
        <ul class="mc-list" aria-labelledby="mc-sale">
          {info.cards.map((c) => (
            <li key={c.id} class="mc-card">
              <div class="mc-card-main">
                <p class="mc-card-name">{c.name}</p>
                <span class="muted">{tn('cards.days', c.days)}</span>
                <Benefits card={c} baseRate={info.service_fee_rate} />
              </div>
              <div class="mc-card-side">
                <span><Yuan value={c.price} class="price" /></span>
                <span class="muted">{t('cards.perDay', { amount: yuanText((Number(c.price) / c.days).toFixed(2)) })}</span>
                <a class="btn btn-primary btn-small" href={`#${paymentUrl(c.id)}`} aria-label={t('cards.chooseName', { name: c.name })}>{t('cards.choose')}</a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default addonPage('membershipcard', MembershipCardPage);
