import { t, tn } from '../../../state/lang';
import { showToast } from '../../../state/ui';
import { setCartCount } from '../../../state/cart';
import { batchAddToCart } from '../../../api/cart';
import type { OrderDetail } from '../../../api/types/order';

/** "Buy again": every goods of the order still to be had goes into the cart at once (cart/batchadd), then a toast offers the cart. */
export function BuyAgain({ o }: { o: OrderDetail }) {
  const lines = o.buy_again ?? [];
  if (!lines.length || o.status === 0) return null;
  const buy = async () => {
    try {
      const r = await batchAddToCart(lines);
      setCartCount(r.count);
      showToast(tn('orders.buyAgainAdded', r.added), { label: t('orders.viewCart'), href: '/pages/cart/index' });
    } catch {
      /* toasted */
    }
  };
  return <div class="o-sec"><button class="btn btn-block" onClick={buy}>{t('orders.buyAgain')}</button></div>;
}
