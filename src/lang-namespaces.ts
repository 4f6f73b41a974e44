/**
 * Top-level groups of lang/*.json that only pages use, bundled per feature: each bundle loads with the
 * pages that name it (routes.ts `ns`), so the first load carries just the shell's strings. Every
 * other group ships with the shell.
 */
export const PAGE_NAMESPACES = {
  /** Account and settings pages, with the Captcha widget (spec keys forgetpassword.email / forgetPassword.tel). */
  account: ['user', 'setting', 'cropper', 'centre', 'captcha', 'forgetpassword', 'forgetPassword'],
  service: ['service'],
  imageSearch: ['imageSearch'],
  copy: ['copy'],
} as const satisfies Record<string, readonly string[]>;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;
