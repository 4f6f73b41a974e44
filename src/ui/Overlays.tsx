import { useEffect, useState } from 'react';
import { loading, online, setOnline } from '../state/ui';
import { t } from '../state/lang';
import { Icon } from './Icon';

/** The per-call loading overlay (calls that asked for it). */
export function LoadingOverlay() {
  return loading.value ? (
    <div class="overlay overlay-clear" aria-busy="true" aria-label={t('list.loading')}>
      <span class="spinner" />
    </div>
  ) : null;
}

/** Shown only after `delay` ms, so fast loads never flash a spinner (lazy pages: 200 ms). */
export function DelayedSpinner({ delay = 200 }: { delay?: number }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShow(true), delay);
    return () => clearTimeout(id);
  }, [delay]);
  return show ? <div class="page-loader" aria-busy="true"><span class="spinner" /></div> : null;
}

/**
 * Full-screen network-lost overlay (spec §2). Retry checks the connection: still offline keeps the
 * overlay (and says so); back online closes it and the lists on screen reload (state/ui.ts `reconnects`); nothing typed is lost.
 * Not aria-modal: once the shop is stored for offline use (src/sw/) it is a bar and the page under it stays readable.
 */
export function OfflineOverlay() {
  const [tried, setTried] = useState(0);
  if (online.value) return null;
  const retry = () => {
    if (navigator.onLine === false) setTried((n) => n + 1);
    else setOnline(true);
  };
  return (
    <div class="overlay offline" role="alertdialog" aria-labelledby="offline-title">
      <Icon name="wifi" size={48} />
      <p id="offline-title">{t('network.lost')}</p>
      {tried > 0 && <p class="muted" role="status" key={tried}>{t('network.still')}</p>}
      <button class="btn btn-primary" onClick={retry}>{t('common.retry')}</button>
    </div>
  );
}
