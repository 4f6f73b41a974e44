import { signal, effect } from '@preact/signals';
import { cartCount as fetchCartCount } from '../api/cart-count';
import { token } from './session';
import { whenIdle } from '../lib/timing';

/** How many lines the cart holds (the cart tab's badge); 0 for visitors. */
export const cartCount = signal(0);

/** Sets the count from an answer that carries it (add, delete …) without another call. */
export function setCartCount(n: number): void {
  cartCount.value = Math.max(0, Number(n) || 0);
}

/** Asks the server (/api/cart/getCount) when logged in; a failure keeps the last count. */
export async function refreshCartCount(): Promise<void> {
  if (!token.value) {
    cartCount.value = 0;
    return;
  }
  try {
    const r = await fetchCartCount();
    if (token.value) setCartCount(r.count);
  } catch {
    /* the badge is a hint: keep what it shows */
  }
}

// Logged in at boot: the count comes once the first paint is done; a login later refreshes it, a logout clears it.
let booted = false;
effect(() => {
  const tk = token.value;
  if (!tk) {
    cartCount.value = 0;
  } else if (!booted) {
    whenIdle(() => void refreshCartCount());
  } else {
    void refreshCartCount();
  }
  booted = true;
});
