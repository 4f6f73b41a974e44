/** Headers set by CDNs and proxies that carry the visitor's country. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'x-appengine-country', 'cloudfront-viewer-country'];

export function countryOf(header: (name: string) => string | undefined, fallback: string): string {
  for (const h of COUNTRY_HEADERS) {
    const v = header(h)?.trim().toUpperCase();
    if (v && /^[A-Z]{2}$/.test(v) && v !== 'XX') return v;
  }
  return fallback;
}
