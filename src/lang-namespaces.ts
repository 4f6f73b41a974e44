/**
 * Top-level groups of lang/*.json that only pages use, bundled per feature: each bundle loads with the
 * pages that name it (routes.ts `ns`), so the first load carries just the shell's strings. Every
 * other group ships with the shell.
 */
export const PAGE_NAMESPACES = {
  /** The navbar titles of every route: they load with the route table (router/route-table.ts), which home does without. */
  nav: ['nav'],
  /** Account and settings pages, with the Captcha widget (spec keys forgetpassword.email / forgetPassword.tel). */
  account: ['user', 'setting', 'cropper', 'centre', 'captcha', 'forgetpassword', 'forgetPassword'],
  service: ['service'],
  /** Shopping (issue 5): categories, mall, search results, favourites, history. */
  catalog: ['catalog'],
  /** The item page and manual add of goods. `widget`: strings of the shared Stepper, SkuSelector and
   * ImagePreview (src/ui/); a bundle whose pages use them lists 'widget' among its groups too. */
  item: ['item', 'widget'],
  /** Cart, order confirmation, one-pay order, payment and its result (+ the Stepper's `widget` strings). */
  checkout: ['cart', 'checkout', 'pay', 'widget', 'shipLines'],
  /** After purchase (issue 6): orders, one-pay orders, warehouse (+ ImagePreview's `widget` strings for QC photos; `steps`: the status bar of ui/StatusSteps). */
  orders: ['orders', 'widget', 'steps', 'shipLines'],
  /** The parcel list alone (a page opened directly, from the user centre): its strings without the forms' ones. */
  parcelList: ['parcels'],
  /** Parcels, trial packing, the shipping calculator, addresses (+ ImagePreview's `widget` strings for packing photos). */
  parcels: ['parcels', 'address', 'estimate', 'widget', 'steps', 'shipLines'],
  /** The wallet (issue 11): balance, records, withdrawals, the pay password (its e-mail code through the Captcha widget) and the pay-password pad. */
  wallet: ['wallet', 'cash', 'paypw', 'captcha'],
  /** Refunds of a goods line and the answers to an order's problem (issue 11): with order detail only, not the order lists. */
  refund: ['refund'],
  /** Notification e-mails (issue 11): where reminders go and which events send one. */
  remind: ['remind'],
  /** Messages to the shopper (issue 13): the list; titles and texts come translated from the server. */
  message: ['message'],
  imageSearch: ['imageSearch'],
  copy: ['copy'],
  /** The UploadButton's words: pages that upload a photo add it. */
  upload: ['upload'],
} as const satisfies Record<string, readonly string[]>;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;
