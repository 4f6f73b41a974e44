import { post } from './client';
import type { CartCount } from './types/cart';

/**
 * The cart's line count (the tab badge). Its own module so that the shell, which shows the badge, does
 * not carry the rest of the cart's calls; api/cart re-exports it.
 */
export const cartCount = () => post<CartCount>('/api/cart/getCount', {}, { toast: false });
