import { useEffect, useState } from 'react';
import { lang, t, type TKey } from '../../state/lang';
import { currencyCode } from '../../state/currency';
import { reconnects, showToast } from '../../state/ui';
import { inlineMessage } from '../../api/client';
import { navigate } from '../../router/navigate';
import { money } from '../../lib/format';
import { apiBase } from '../../api/wire';
import { Icon } from '../../ui/Icon';
import './affiliate.css';

/**
 * An amount of the affiliate API: yuan ("¥12.50") and, when the chosen currency is another, the server's own
 * conversion of it ("≈ €1.59", the `_display` field answered for `s_c`).
 */
export function AffMoney({ value, display, class: cls }: { value: string; display?: string; class?: string }) {
  const other = display && !display.startsWith('¥') ? display : '';
  return (
    <>
      <span class={cls}>{money(value, null)}</span>
      {other && <span class="muted yuan-approx"> ≈ {other}</span>}
    </>
  );
}

/**
 * Loads what a page shows and loads it again for a new language or currency (names and `_display` amounts
 * come from the server in them), a connection that came back, or `retry`.
 */
export function useAffLoad<T>(load: () => Promise<T>, deps: unknown[] = []) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then((d) => live && setData(d), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang.value, currencyCode.value, reconnects.value, n, ...deps]);
  return { data, failed, retry: () => setN((x) => x + 1), setData };
}

/**
 * The affiliate's link on this site: https://shop/wap/aff/CODE, a page its server reads (a card in messengers) going on at
 * registration with their code; against another backend (no such pages there) that registration link itself.
 */
export function affiliateUrl(code: string, at: Pick<Location, 'origin' | 'pathname'> = location): string {
  const root = at.origin + at.pathname.replace(/[^/]*$/, '');
  return apiBase() ? `${root}#/pages/user/register?aff=${encodeURIComponent(code)}` : `${root}aff/${encodeURIComponent(code)}`;
}

/** A row linking to another affiliate page. */
export function PageLink({ path }: { path: string }) {
  return <a class="aff-link-row" href={`#${path}`}>{t(`nav.${path}` as never)}<Icon name="right" size={18} /></a>;
}

/**
 * A form's send: busy while the call runs; when it went through, `toast` and on to `to`; when it was refused,
 * the server's message under the form (what was typed stays). `setError` shows a check's own message.
 */
export function useSend(toast: TKey, to: string) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await call();
      showToast(t(toast));
      navigate(to, true);
    } catch (err) {
      setError(inlineMessage(err) || t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, send };
}
