import { useEffect, useState } from 'react';
import { t, type TKey } from '../../state/lang';
import './sale.css';

/** hh:mm:ss of a number of seconds. */
export const hms = (s: number) => [s / 3600, (s / 60) % 60, s % 60].map((n) => String(Math.floor(n)).padStart(2, '0')).join(':');

/**
 * The running flash sale's countdown (index/shoppingTime's window, as getItem's `sale_end` says for this item),
 * ticking each second; gone once the time is up. Its own chunk: only items on sale load it (the mall's flash sale
 * shares it with its own words, `k`).
 */
export function SaleCountdown({ end, k = 'item.saleEnds', onEnd }: { end: number; k?: TKey; onEnd?: () => void }) {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.floor(end - now);
  useEffect(() => {
    if (left <= 0) onEnd?.();
  }, [left <= 0]);
  return left > 0 ? <p class="item-sale" role="timer">{t(k, { time: hms(left) })}</p> : null;
}
