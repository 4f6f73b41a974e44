import { useCallback, useEffect, useMemo, useState } from 'react';
import { cartList, checkCart } from '../../api/cart';
import type { CartLine, CartList } from '../../api/types/cart';
import { parseIds } from './view';

const orderable = (c: CartList) => c.groups.flatMap((g) => g.goods).filter((l) => !l.invalid);

/**
 * The cart for a checkout page opened with `ids` (the lines chosen in the cart): the cart's selection is
 * made to equal them, so the server's totals are those of what is being ordered. Answers the cart, the
 * lines to order (chosen, still orderable) and a reload.
 */
export function useCheckout(idsQuery: string | undefined) {
  const wanted = useMemo(() => parseIds(idsQuery), [idsQuery]);
  const [cart, setCart] = useState<CartList | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      let c = await cartList();
      if (wanted.length) {
        const ok = new Set(orderable(c).map((l) => l.id));
        const want = wanted.filter((id) => ok.has(id));
        const selected = c.groups.flatMap((g) => g.goods).filter((l) => l.selected).map((l) => l.id);
        if (selected.length !== want.length || selected.some((id) => !want.includes(id))) {
          await checkCart({ all: true, checked: false });
          if (want.length) await checkCart({ ids: want, checked: true });
          c = await cartList();
        }
      }
      setCart(c);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [wanted]);
  useEffect(() => { void load(); }, [load]);

  const lines: CartLine[] = cart ? orderable(cart).filter((l) => l.selected) : [];
  return { cart, failed, load, lines };
}
