import { useEffect, useState } from 'react';
import { t } from '../../state/lang';
import { showToast } from '../../state/ui';
import { ApiError, inlineMessage } from '../../api/client';
import { applyShop, shopApplication } from '../../api/shipforme';
import type { ShopApplication } from '../../api/types/shipforme';
import { dateTime } from '../../lib/units';
import { FormSkeleton } from '../../ui/Skeleton';
import { LoadFailed } from '../../ui/LoadState';
import { ShopForm } from './ShopForm';
import { initial, type Values } from './shop-form';
import './settled.css';

/** Where an application stands: under review, approved, or rejected with the operator's reason (and a way to apply again). */
function Status({ a, onAgain }: { a: ShopApplication; onAgain: () => void }) {
  return (
    <section class={`section st-status st${a.status}`} aria-labelledby="st-status-title">
      <h2 id="st-status-title">{t(`settled.status${a.status}`)}</h2>
      {a.status === 0 && <p>{t('settled.note0')}</p>}
      {a.status === 1 && <p>{t('settled.note1', { contact: a.contact })}</p>}
      {a.status === -1 && a.reason && <p class="st-reason"><b>{t('settled.reason')}:</b> {a.reason}</p>}
      <dl class="st-details" aria-label={t('settled.yours')}>
        <div><dt>{t('settled.shopName')}</dt><dd>{a.shop_name}</dd></div>
        <div><dt>{t('settled.platform')}</dt><dd>{t(`settled.platforms.${a.platform}`)}</dd></div>
        {a.shop_url && <div><dt>{t('settled.shopLink')}</dt><dd>{a.shop_url}</dd></div>}
        <div><dt>{t('settled.contactName')}</dt><dd>{a.contact_name}</dd></div>
        <div><dt>{t('settled.contact')}</dt><dd>{a.contact}</dd></div>
      </dl>
      <p class="muted">
        {t('settled.sentOn', { date: dateTime(a.created_at) })}
        {a.decided_at && <> · {t('settled.decidedOn', { date: dateTime(a.decided_at) })}</>}
      </p>
      {a.status === -1 && <button type="button" class="btn btn-primary btn-block" onClick={onAgain}>{t('settled.applyAgain')}</button>}
    </section>
  );
}

/**
 * /pages/settled/index (login): seller settlement — the application form, or my application's status and the
 * operator's reason; after a rejection, apply again from what was sent.
 */
export default function Settled() {
  const [app, setApp] = useState<ShopApplication | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [again, setAgain] = useState(false);
  const load = () => {
    setFailed(false);
    shopApplication().then(setApp, () => setFailed(true));
  };
  useEffect(load, []);

  const send = async (v: Values): Promise<string> => {
    try {
      const a = await applyShop({ ...v, shop_name: v.shop_name.trim(), shop_url: v.shop_url.trim(), contact_name: v.contact_name.trim(), contact: v.contact.trim(), description: v.description.trim() });
      showToast(t('settled.sent'));
      setAgain(false);
      setApp(a);
      return '';
    } catch (e) {
      return inlineMessage(e) || (e instanceof ApiError ? e.message : t('error.unknown'));
    }
  };

  if (app === undefined) return failed ? <LoadFailed onRetry={load} /> : <FormSkeleton rows={6} />;
  if (app && !again) return <Status a={app} onAgain={() => setAgain(true)} />;
  return <ShopForm start={initial(app)} onSubmit={send} />;
}
