/**
 * Top-level groups of lang/*.json that only pages use, bundled per feature: each bundle loads with the
 * pages that name it (routes.ts `ns`), so the first load carries just the shell's strings. Every
 * other group ships with the shell.
 */
export const PAGE_NAMESPACES = {
  /** The navbar titles of every route: they load with the route table (router/route-table.ts), which home does without. */
  nav: ['nav'],
  /** Account and settings pages (`third`: third-party sign-in and linked accounts, issue 36), with the Captcha widget (spec keys forgetpassword.email / forgetPassword.tel). */
  account: ['user', 'third', 'setting', 'cropper', 'centre', 'captcha', 'forgetpassword', 'forgetPassword'],
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
  /** The parcel list alone (a page opened directly, from the user centre): its strings without the forms' ones (+ the photo viewer's `widget` words). */
  parcelList: ['parcels', 'widget'],
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
  /** News, the help centre and the service information (issue 13): lists, search, articles (their texts come from the server); the
   * community and the campaign pages (`community`, + ImagePreview's `widget` strings for post photos) ride along: a namespace of
   * their own would cost the first load its name in index.html's preload map. */
  content: ['content', 'community', 'widget'],
  /** My coupons (issue 12): tabs, activation by code, each coupon's terms. */
  coupon: ['coupon'],
  /** The spin wheel (issue 12), with the coupon terms of its coupon prizes. */
  wheel: ['wheel', 'coupon'],
  /** The newsletter switch of the settings page (issue 12). */
  newsletter: ['newsletter'],
  /** Invitations, rebates and cashback (issue 12): the invite link and its QR code, the rules, friends invited, rebates and cashback. */
  invite: ['invite'],
  /** Points, sign-in, coupons for points and member levels (issue 12): the points, exchange, sign-in and level pages. */
  points: ['points'],
  /** Membership cards (issue 12): the cards and my card in force. */
  cards: ['cards'],
  /** Paying for a membership card: its strings and the pay-password pad's (`wallet`). */
  cardPay: ['cards', 'wallet'],
  /** Activities (issue 12): running and coming, joining one. */
  activity: ['activity'],
  /** Questions to customer service (issue 13): my questions, a thread, asking (+ ImagePreview's `widget` strings for the photos). */
  advisory: ['advisory', 'widget'],
  /** Feedback (issue 13): the form with its photos, and my feedback with the replies (+ ImagePreview's `widget` strings). */
  feedback: ['feedback', 'widget'],
  /** The size guide (issue 13): clothing and shoe sizes and the converter. */
  sizes: ['sizes'],
  /** Ship-for-me (issue 13): our warehouse's address (copied with the `copy` toasts), declaring a package, my packages. */
  shipforme: ['shipforme', 'copy'],
  /** Seller settlement (issue 13): the application form and its status. */
  settled: ['settled'],
  imageSearch: ['imageSearch'],
  copy: ['copy'],
  /** The affiliate programme (issue 14): summary, application, revenue, withdrawals, levels, tasks (the link copied with the `copy` toasts). */
  affiliate: ['affiliate', 'copy'],
  /** The UploadButton's words: pages that upload a photo add it. */
  upload: ['upload'],
} as const satisfies Record<string, readonly string[]>;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;
