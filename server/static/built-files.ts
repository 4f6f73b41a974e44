import { scriptJson } from './skeleton-script';

/** index.html's list of the build's files (scripts/vite/route-preload.ts): the early script's, and the app's string bundles. */
export const BUILT_FILES_TAG = '<script type="application/json" id="built-files">';
const BUILT_FILES = new RegExp(`(${BUILT_FILES_TAG})([\\s\\S]*?)(</script>)`);

/**
 * index.html with the string bundles' files of `langs` only (src/early/dict-files.ts: per language, ~35 content
 * hashes no compression shortens, a tenth of the page as sent): the early script asks for the app's start language's
 * strings and English's, and a language without its files here the app loads through its loader map
 * (src/state/lang.ts loadDict) — one request more, for a shopper who switches to it.
 */
export function withDictsOf(html: string, langs: readonly string[]): string {
  return html.replace(BUILT_FILES, (whole, open: string, json: string, close: string) => {
    const files = JSON.parse(json) as { dicts?: Record<string, unknown> };
    if (!files.dicts) return whole;
    files.dicts = Object.fromEntries(Object.entries(files.dicts).filter(([lang]) => langs.includes(lang)));
    return open + scriptJson(files) + close;
  });
}
