import { get } from './client';
import type { Currency } from '../lib/format';
import type { AddonEntry, ConfigAll } from './types/settings';
import type { ServiceContacts } from './types/shipping';

/** The five startup calls of spec §7 and the language list. Failures stay quiet: the shell still works. */
const quiet = { toast: false };
export const addonList = () => get<Record<string, AddonEntry>>('/api/addon/lists', {}, quiet);
export const countryCode = () => get<{ country_code: string }>('/api/other/getCounryCode', {}, quiet);
export const configList = () => get<{ all: ConfigAll }>('/api/other/configlist', {}, quiet);
export const currencyList = () => get<Currency[]>('/api/currency/lists', {}, quiet);
export const serverDictionary = (lang: string) => get<Record<string, string>>('/api/other/language', { controllername: 'waplang', lang }, quiet);
export const languageList = () => get<{ code: string; name: string }[]>('/api/language/lists', {}, quiet);
export const serviceContacts = () => get<ServiceContacts>('/api/other/server');
