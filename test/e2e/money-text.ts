/**
 * Figures as the storefront writes them in English (issue 38 §8): `dp` decimals with money's point, the whole part
 * grouped — "4,508.10". For expected texts of amounts that may pass a thousand (lib/format.ts groups only in a page).
 */
export const groupedEn = (value: number | string, dp = 2) => Number(value).toFixed(dp).replace(/^\d+/, (i) => Number(i).toLocaleString('en'));

/** A yuan amount as a page shows it in English: "¥4,508.10". */
export const yuanEn = (yuan: number | string) => `¥${groupedEn(yuan)}`;

/** A figure lib/format.ts wrote outside a page (ungrouped: "¥4748.55", "$657.67") as a page in English shows it: "¥4,748.55". */
export const enPage = (text: string) => text.replace(/\d+/, (i) => Number(i).toLocaleString('en'));
