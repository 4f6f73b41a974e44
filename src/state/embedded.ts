import type { Boot } from '../api/types/boot';
import type { HomeBoot } from '../api/types/home';
import { setSettings } from './settings';
import { fromCountry, lang, mergeServerDict } from './lang';

/** The JSON of <script type="application/json" id="…">, if the server embedded it (see api/types/boot.ts). */
function readJson<T>(id: string): T | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const boot = readJson<Omit<Boot, 'home'>>('boot');
/** Parsed the first time something asks (home, the category tree): a deep link elsewhere never pays for it. */
let home: HomeBoot | null | undefined;

/**
 * Applies the embedded startup answers before the first render: prices show in the chosen currency and
 * the operator's wording is in place at once.
 */
export function applyEmbedded(): boolean {
  if (!boot) return false;
  setSettings(boot.settings);
  const applyDict = () => void (boot.dict && boot.lang === lang.value && mergeServerDict(lang.value, boot.dict));
  const switching = fromCountry(boot.settings.countryCode);
  if (switching) void switching.then(applyDict);
  else applyDict();
  // Answers in another language than the one shown (a shopper's choice, not the browser's) are refreshed at once: the
  // currencies' names come in the language (issue 25), not seconds later.
  return boot.lang === lang.value;
}

/** The embedded home data, when it is in the language being shown. */
export function embeddedHome(lang: string): HomeBoot | null {
  if (!boot || boot.lang !== lang) return null;
  if (home === undefined) home = readJson<HomeBoot>('boot-home');
  return home;
}
