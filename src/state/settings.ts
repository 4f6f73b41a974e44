import { signal, computed, batch, type Signal } from '@preact/signals';
import type { AddonEntry, AddonState, ConfigAll, Currency } from '../api/types/settings';

export type { AddonEntry, ConfigAll };

/** Settings state (spec §3), filled by the startup calls. */
export const currencyList = signal<Currency[]>([]);
export const languageList = signal<{ code: string; name: string }[]>([]);
export const configAll = signal<ConfigAll>({});
export const addonList = signal<Record<string, AddonState>>({});
export const templateData = signal<Record<string, unknown>>({});
export const countryCode = signal<string>('');

/** An add-on is on iff its state equals 1 (spec §1). */
export const addonOn = (name: string) => Number(addonList.value[name]?.state) === 1;
export const imageSearchOn = computed(() => Number(configAll.value.api_image_search) === 1);

/** Sets a signal only when the value differs: a refresh that brings the same answer re-renders nothing. */
function update<T>(s: Signal<T>, value: T | undefined): void {
  if (value !== undefined && JSON.stringify(value) !== JSON.stringify(s.peek())) s.value = value;
}

export function setSettings(part: { currencyList?: Currency[]; languageList?: { code: string; name: string }[]; configAll?: ConfigAll; addonList?: Record<string, AddonState & Partial<AddonEntry>>; templateData?: Record<string, unknown>; countryCode?: string }): void {
  batch(() => {
    update(currencyList, part.currencyList);
    update(languageList, part.languageList);
    update(configAll, part.configAll);
    update(addonList, part.addonList);
    update(templateData, part.templateData);
    update(countryCode, part.countryCode);
  });
}
