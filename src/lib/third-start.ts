/** What a provider's round trip carries (issue 36): read by the caller from the page and the app's state. */
export type ThirdStart = {
  /** The app route to come back to ('/' for home). */
  to: string;
  /** The inviter and affiliate of the link the visitor arrived with ('' for none): a first sign-in credits them as register does. */
  inviter?: string;
  aff?: string;
  /** The screen's language and currency, a new account's own. */
  lang: string;
  cur: string;
};

/** A provider button's address: the server's start address (ThirdLogin.url) with the round trip's fields, empty ones left out. */
export function thirdStartUrl(url: string, p: ThirdStart): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v) q.set(k, v);
  return `${url}${url.includes('?') ? '&' : '?'}${q}`;
}
