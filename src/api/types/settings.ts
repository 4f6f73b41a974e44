/** A currency entry as /api/currency/lists answers it (spec §3). */
export type Currency = { code: string; title?: string; symbol_left: string; symbol_right: string; symbol: string; value: string | number; decimal_place: number | string | null };
/** /api/addon/lists: add-ons keyed by name; one is on iff its state equals 1. */
export type AddonEntry = { name: string; title: string; state: number; version: string };
/** What the app reads of an add-on: whether it is on. */
export type AddonState = Pick<AddonEntry, 'state'>;
/** /api/other/configlist section `all`. */
export type ConfigAll = {
  language?: string; currency?: string; ios_app_version?: string; api_image_search?: number | string;
  captcha_type?: 'code' | 'image' | 'none' | string; chat_company_id?: string; chat_script_url?: string;
  vitals_url?: string; [key: string]: unknown;
};
export type Language = { code: string; name: string };
