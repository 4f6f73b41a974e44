import { signal, computed } from '@preact/signals';
import type { AddonEntry, ConfigAll, Currency } from '../api/types/settings';

export type { AddonEntry, ConfigAll };

/** Settings state (spec §3), filled by the startup calls. */
export const currencyList = signal<Currency[]>([]);
export const languageList = signal<{ code: string; name: string }[]>([]);
export const configAll = signal<ConfigAll>({});
export const addonList = signal<Record<string, AddonEntry>>({});
export const templateData = signal<Record<string, unknown>>({});
export const countryCode = signal<string>('');

/** An add-on is on iff its state equals 1 (spec §1). */
export const addonOn = (name: string) => Number(addonList.value[name]?.state) === 1;
export const imageSearchOn = computed(() => Number(configAll.value.api_image_search) === 1);

export function setSettings(part: { currencyList?: Currency[]; languageList?: { code: string; name: string }[]; configAll?: ConfigAll; addonList?: Record<string, AddonEntry>; templateData?: Record<string, unknown>; countryCode?: string }): void {
  if (part.currencyList) currencyList.value = part.currencyList;
  if (part.languageList) languageList.value = part.languageList;
  if (part.configAll) configAll.value = part.configAll;
  if (part.addonList) addonList.value = part.addonList;
  if (part.templateData) templateData.value = part.templateData;
  if (part.countryCode !== undefined) countryCode.value = part.countryCode;
}
