import { useState } from 'react';
import { t } from '../../state/lang';
import { showToast } from '../../state/ui';
import { inlineMessage } from '../../api/client';
import { affiliateApply, affiliateRevenue, affiliateUser } from '../../api/affiliate';
import type { AffiliateTotals, AffiliateUser } from '../../api/types/affiliate';
import { copyAndTell } from '../../ui/copy';
import { useLazy } from '../../ui/useLazy';
import { LoadFailed } from '../../ui/LoadState';
import { AffMoney, PageLink, affiliateUrl, useAffLoad } from './parts';
import { addonPage } from '../../router/addon-page';

const PAGES = ['/pages/affiliate/revenue', '/pages/affiliate/withdrawapply', '/pages/affiliate/withdrawrecord', '/pages/affiliate/level', '/pages/affiliate/promotion'];

type Summary = { user: AffiliateUser; totals: AffiliateTotals | null };
const loadSummary = async (): Promise<Summary> => {
  const user = await affiliateUser();
  const totals = user.status === 1 ? (await affiliateRevenue(1, 1)).totals : null;
  return { user, totals };
};

/** The skeleton of the summary: the page's shape from the first paint. */
const Skeleton = () => (
  <section class="aff-hero" aria-busy="true">
    <span class="sk aff-sk-title" />
    <dl class="aff-totals">{[0, 1, 2, 3].map((i) => <div key={i}><dt><span class="sk aff-sk-line" /></dt><dd><span class="sk aff-sk-num" /></dd></div>)}</dl>
  </section>
);

/** The programme for a shopper who is not an affiliate (yet), with the application form; a pending application says so. */
function Programme({ user, onApplied }: { user: AffiliateUser; onApplied: (u: AffiliateUser) => void }) {
  const [v, setV] = useState({ channel: user.channel, contact: user.contact, reason: user.reason });
  const [error, setError] = useState('');
  // The fields left empty, each flagged with its own message (issue 25: not one message for the form).
  const [missing, setMissing] = useState<{ channel?: boolean; contact?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: Event) => {
    setV({ ...v, [k]: (e.currentTarget as HTMLInputElement).value });
    setMissing({ ...missing, [k]: false });
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    const empty = { channel: !v.channel.trim(), contact: !v.contact.trim() };
    setMissing(empty);
    if (empty.channel || empty.contact) return void setTimeout(() => document.getElementById(empty.channel ? 'aff-channel' : 'aff-contact')?.focus());
    setBusy(true);
    setError('');
    try {
      const u = await affiliateApply({ channel: v.channel.trim(), contact: v.contact.trim(), reason: v.reason.trim() });
      showToast(t('affiliate.appliedToast'));
      onApplied(u);
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };
  const field = (k: 'channel' | 'contact') => (
    <>
      <label for={`aff-${k}`}>{t(`affiliate.${k}`)}</label>
      <input id={`aff-${k}`} class="input" maxLength={200} placeholder={t(`affiliate.${k}Hint`)} value={v[k]} onInput={set(k)}
        aria-invalid={missing[k] || undefined} aria-describedby={missing[k] ? `aff-${k}-error` : undefined} />
      {missing[k] && <p id={`aff-${k}-error`} class="field-error" role="alert">{t(`affiliate.${k}Needed`)}</p>}
    </>
  );
  return (
    <>
      <section class="aff-hero">
        <h2>{t('affiliate.programme')}</h2>
        <ul class="aff-points">
          <li>{t('affiliate.point1')}</li>
          <li>{t('affiliate.point2')}</li>
          <li>{t('affiliate.point3')}</li>
        </ul>
      </section>
      {user.status === 0 ? (
        <section class="section aff-pending" role="status">
          <h2 class="section-title">{t('affiliate.pendingTitle')}</h2>
          <p class="muted">{t('affiliate.pendingNote')}</p>
        </section>
      ) : (
        <form class="section aff-form" noValidate onSubmit={submit}>
          <h2 class="section-title">{t('affiliate.applyTitle')}</h2>
          {user.status === -1 && <p class="note">{t('affiliate.rejected', { reason: user.reject_reason })}</p>}
          {field('channel')}
          {field('contact')}
          <label for="aff-reason">{t('affiliate.reason')}</label>
          <textarea id="aff-reason" class="input" rows={3} maxLength={1000} value={v.reason} onInput={set('reason')} />
          <p class="field-error" role="alert">{error}</p>
          <button type="submit" class="btn btn-primary btn-block" disabled={busy}>{t('affiliate.apply')}</button>
        </form>
      )}
    </>
  );
}

/** An approved affiliate's summary: revenue today / this month / in all, available, level, the link and its QR code. */
function Summary({ user, totals }: { user: AffiliateUser; totals: AffiliateTotals }) {
  const link = affiliateUrl(user.code);
  const cell = (label: string, value: string, display: string) => <div><dt>{label}</dt><dd><AffMoney value={value} display={display} /></dd></div>;
  const canShare = typeof navigator.share === 'function';
  // The QR code (its encoder is 2 KB) is drawn when asked for: most visits read the figures, not the code.
  const [qr, setQr] = useState(false);
  const Qr = useLazy(() => import('../../ui/QrCode').then((m) => m.QrCode), qr);
  return (
    <>
      <section class="aff-hero">
        <p class="aff-level"><a href="#/pages/affiliate/level">{t('affiliate.levelRate', { level: user.level_name, rate: user.rate })}</a></p>
        <dl class="aff-totals">
          {cell(t('affiliate.today'), totals.today, totals.today_display)}
          {cell(t('affiliate.month'), totals.month, totals.month_display)}
          {cell(t('affiliate.total'), totals.total, totals.total_display)}
          {cell(t('affiliate.available'), totals.available, totals.available_display)}
        </dl>
        <a class="btn aff-withdraw" href="#/pages/affiliate/withdrawapply">{t('affiliate.withdraw')}</a>
      </section>
      <section class="section aff-share" aria-labelledby="aff-link-title">
        <h2 id="aff-link-title" class="section-title">{t('affiliate.myLink')}</h2>
        {qr ? (
          <div class="aff-qr" aria-busy={!Qr}>{Qr ? <Qr text={link} size={180} label={t('affiliate.qr')} /> : <span class="sk" style={{ display: 'inline-block', width: 180, height: 180 }} />}</div>
        ) : <button type="button" class="btn aff-qr-show" onClick={() => setQr(true)}>{t('affiliate.showQr')}</button>}
        <p class="aff-url" id="aff-url">{link}</p>
        <div class="aff-acts">
          <button type="button" class="btn btn-primary" onClick={() => copyAndTell(link)}>{t('affiliate.copy')}</button>
          {canShare && <button type="button" class="btn" onClick={() => navigator.share({ url: link, title: t('affiliate.programme') }).catch(() => {})}>{t('affiliate.share')}</button>}
        </div>
      </section>
      <nav class="section aff-pages" aria-label={t('affiliate.programme')}>
        {PAGES.map((p) => <PageLink key={p} path={p} />)}
      </nav>
    </>
  );
}

/**
 * /pages/affiliate/index (login): an approved affiliate's revenue, level, link and QR code; anyone else the
 * programme and the application form (or that the application is being reviewed).
 */
function AffiliateIndex() {
  const { data, failed, retry, setData } = useAffLoad(loadSummary);
  if (failed && !data) return <LoadFailed onRetry={retry} />;
  if (!data) return <Skeleton />;
  if (data.user.status === 1 && data.totals) return <Summary user={data.user} totals={data.totals} />;
  return <Programme user={data.user} onApplied={(user) => setData({ user, totals: null })} />;
}

/** Shown while the affiliate add-on is on (spec §1); otherwise the page says it is not there. */
export default addonPage('affiliate', AffiliateIndex);
