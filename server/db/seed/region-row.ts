/** A first-level region of a country: [ISO 3166-2 code, English, Russian, Chinese]. */
export type RegionRow = [code: string, en: string, ru: string, zh: string];
