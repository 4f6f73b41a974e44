/**
 * Top-level groups of lang/*.json that only pages use, bundled per feature: each bundle loads with the
 * pages that name it (routes.ts `ns`), so the first load carries just the shell's strings. Every
 * other group ships with the shell.
 */
export const PAGE_NAMESPACES = {
  /** Account and settings pages, with the Captcha widget (spec keys forgetpassword.email / forgetPassword.tel). */
  account: ['user', 'setting', 'cropper', 'centre', 'captcha', 'forgetpassword', 'forgetPassword'],
  service: ['service'],
  /** Shopping (issue 5): categories, mall, search results, favourites, history. */
  catalog: ['catalog'],
  /** The item page and manual add of goods. */
  item: ['item'],
  /** Cart, order confirmation, one-pay order, payment and its result. */
  checkout: ['cart', 'checkout', 'pay'],
  /** After purchase (issue 6): orders, one-pay orders, warehouse. */
  orders: ['orders'],
  /** Parcels, trial packing, the shipping calculator, addresses. */
  parcels: ['parcels', 'address', 'estimate'],
  imageSearch: ['imageSearch'],
  copy: ['copy'],
} as const satisfies Record<string, readonly string[]>;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;
