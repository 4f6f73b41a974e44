/**
 * What the item page's buttons call: loaded on the shopper's first touch of the page (or the first
 * tap), so the calls' code stays out of the first screen's download.
 */
export { addToCart } from '../../api/cart';
export { addFavorite, deleteFavorites } from '../../api/member';
import { copyText } from '../../lib/clipboard';
import { loadNamespaces } from '../../state/lang';

/** Copies `text`; answers the key of what to say, its words loaded (the `copy` strings come with the tap, not with the page). */
export const copyLink = (text: string) => Promise.all([copyText(text), loadNamespaces(['copy']).catch(() => {})]).then(([said]) => said);
