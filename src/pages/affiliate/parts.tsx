import { useEffect, useState } from 'react';
import { lang, t } from '../../state/lang';
import { currencyCode } from '../../state/currency';
import { reconnects } from '../../state/ui';
import { money } from '../../lib/format';
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

/** The affiliate's link: registration with their code, on this site. */
export function affiliateUrl(code: string, at: Pick<Location, 'origin' | 'pathname'> = location): string {
  return `${at.origin}${at.pathname}#/pages/user/register?aff=${encodeURIComponent(code)}`;
}

/** A row linking to another affiliate page. */
export function PageLink({ path }: { path: string }) {
  return <a class="aff-link-row" href={`#${path}`}>{t(`nav.${path}` as never)}<Icon name="right" size={18} /></a>;
}
