import { useEffect, useState } from 'react';
import { lang } from '../../../state/lang';
import { areaInfo } from '../../../api/other';
import { addresses } from '../../../api/address';
import { loggedIn } from '../../../state/session';
import { countryCode } from '../../../state/settings';
import type { AreaInfo } from '../../../api/types/shipping';

/** The countries (getAreaInfo pid 0) per language, fetched once a session. */
const cache = new Map<string, Promise<AreaInfo[]>>();

export function loadCountries(l = lang.value): Promise<AreaInfo[]> {
  let p = cache.get(l);
  if (!p) {
    p = areaInfo(0);
    cache.set(l, p);
    p.catch(() => cache.delete(l));
  }
  return p;
}

/** The country list in the current language ([] until it arrives; `failed` offers a retry). */
export function useCountries() {
  const l = lang.value;
  const [list, setList] = useState<AreaInfo[]>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadCountries(l).then((c) => live && setList(c), () => live && setFailed(true));
    return () => { live = false; };
  }, [l, attempt]);
  return { list, failed, retry: () => setAttempt((a) => a + 1), nameOf: (code: string) => list.find((c) => c.code === code)?.name ?? code };
}

/**
 * Where the shopper ships to, for a first estimate: the country of their default address (else their first
 * address) when logged in, otherwise the country the shop guessed from the connection (settings).
 */
export async function homeCountry(): Promise<string> {
  if (loggedIn.value) {
    const book = await addresses().catch(() => []);
    const a = book.find((x) => x.is_default === 1) ?? book[0];
    if (a?.country_code) return a.country_code.toUpperCase();
  }
  return countryCode.value.toUpperCase();
}
