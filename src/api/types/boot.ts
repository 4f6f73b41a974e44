import type { HomeBoot } from './home';
import type { AddonEntry, ConfigAll, Currency, Language } from './settings';

export type BootSettings = { currencyList: Currency[]; languageList: Language[]; configAll: ConfigAll; addonList: Record<string, AddonEntry>; countryCode: string };

/**
 * What the reference server embeds in index.html (window.__BOOT__): the startup calls' answers and the
 * home page's data in `lang`, so the first paint needs no round trip. Another backend embeds nothing and
 * the storefront makes the calls instead.
 */
export type Boot = { lang: string; settings: BootSettings; home: HomeBoot };
