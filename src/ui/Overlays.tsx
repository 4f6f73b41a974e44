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

/** Full-screen network-lost overlay (spec §2): retry checks the connection and reloads the view. */
export function OfflineOverlay({ onRetry }: { onRetry: () => void }) {
  if (online.value) return null;
  const retry = () => {
    if (navigator.onLine === false) return;
    setOnline(true);
    onRetry();
  };
  return (
    <div class="overlay offline" role="alertdialog" aria-modal="true" aria-labelledby="offline-title">
      <Icon name="wifi" size={48} />
      <p id="offline-title">{t('network.lost')}</p>
      <button class="btn btn-primary" onClick={retry}>{t('common.retry')}</button>
    </div>
  );
}
