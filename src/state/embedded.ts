import type { Boot } from '../api/types/boot';
import type { HomeBoot } from '../api/types/home';
import { setSettings } from './settings';
import { fromCountry } from './lang';

/** What the server embedded in index.html, if anything (see api/types/boot.ts). */
const boot = (globalThis as { __BOOT__?: Boot }).__BOOT__ ?? null;

/** Applies the embedded startup answers before the first render: prices show in the chosen currency at once. */
export function applyEmbedded(): boolean {
  if (!boot) return false;
  setSettings(boot.settings);
  void fromCountry(boot.settings.countryCode);
  return true;
}

/** The embedded home data, when it is in the language being shown. */
export const embeddedHome = (lang: string): HomeBoot | null => (boot && boot.lang === lang ? boot.home : null);
