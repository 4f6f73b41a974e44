import type { HomeBoot } from './home';
import type { AddonState, ConfigAll, Currency, Language } from './settings';

/** `addonList`: whether each add-on is on, all the app reads of the list (the startup call's answer carries its name, title and version too). */
export type BootSettings = { currencyList: Currency[]; languageList: Language[]; configAll: ConfigAll; addonList: Record<string, AddonState>; countryCode: string };

/**
 * What the reference server embeds in index.html, as JSON the page reads when it needs it: the startup
 * calls' answers and the server's dictionary (waplang) in <script id="boot">, the home page's data in
 * `lang` in <script id="boot-home"> (read only when home or the category tree is shown), so the first
 * paint needs no round trip. Another backend embeds nothing and the storefront makes the calls instead.
 */
export type Boot = { lang: string; settings: BootSettings; dict: Record<string, string>; home: HomeBoot };
