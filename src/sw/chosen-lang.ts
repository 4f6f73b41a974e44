/**
 * The chosen language as the service worker's stored page notes it (pure: the worker, the page and the server's
 * skeleton script share it; test/unit/sw-policy.test.ts).
 */
import { isLang, type Lang } from '../state/lang-choice';

/**
 * The stored page's note of the language the shopper chose, on its <html> element: a language, '' for none chosen,
 * no attribute when the worker was not told. The skeleton's script (server/static/skeleton-script.browser.ts) reads
 * it instead of storage: a page's first read of localStorage is a round trip to the browser (~10 ms of a slow
 * phone's main thread before the first frame, issue 37). The pages tell the worker (src/sw/register.ts).
 */
export const CHOSEN_LANG_ATTR = 'data-chosen-lang';

/** A language as the worker keeps it: one of the app's, or '' for none chosen; anything else is not one. */
export type Chosen = Lang | '';
export const isChosen = (v: unknown): v is Chosen => v === '' || isLang(v);

const HTML_TAG = /<html\b([^>]*)>/i;
/** The attribute in an <html> tag's attributes (built when used: the skeleton's script imports this module for its name alone). */
const inTag = (flags: string) => new RegExp(`\\s${CHOSEN_LANG_ATTR}="([^"]*)"`, flags);

/** The language `html` (a stored page) notes as chosen; undefined when it notes none or one that is not a language. */
export function chosenOf(html: string): Chosen | undefined {
  const value = HTML_TAG.exec(html)?.[1].match(inTag('i'))?.[1];
  return isChosen(value) ? value : undefined;
}

/** `html` noting `chosen` on its <html> element (in place of what it noted); with undefined, noting nothing. */
export function stampChosen(html: string, chosen: Chosen | undefined): string {
  return html.replace(HTML_TAG, (_tag, attrs: string) => {
    const rest = attrs.replace(inTag('gi'), '');
    return chosen === undefined ? `<html${rest}>` : `<html${rest} ${CHOSEN_LANG_ATTR}="${chosen}">`;
  });
}
