/**
 * What the item page's buttons call: loaded on the shopper's first touch of the page (or the first
 * tap), so the calls' code stays out of the first screen's download.
 */
export { addToCart } from '../../api/cart';
export { addFavorite, deleteFavorites } from '../../api/member';
export { copyText } from '../../lib/clipboard';
