import { useCallback, useEffect, useState } from 'react';
import { t, tn } from '../../state/lang';
import { confirmDialog } from '../../state/dialog';
import { setCartCount } from '../../state/cart';
import { navigate } from '../../router/navigate';
import { cartList, checkCart, deleteCart, editCart, changeCartShipping } from '../../api/cart';
import type { CartGroup, CartLine, CartList } from '../../api/types/cart';
import { LineView, LoadFailed, Loading, RemarkEditor, ShippingChoice, TotalsView, TotalText, totalsRows } from './parts';
import { Quantity } from './Quantity';
import { CartEmpty } from './CartEmpty';
import { Yuan } from '../../ui/Yuan';

const valid = (lines: CartLine[]) => lines.filter((l) => !l.invalid);
const ids = (lines: CartLine[]) => lines.map((l) => l.id);
/** Every line of the cart that can be ordered. */
const orderable = (c: CartList) => valid(c.groups.flatMap((g) => g.goods));

/**
 * The cart (a tab, login required): goods by seller, each line selectable unless it cannot be ordered,
 * quantity, remark, delete; each seller's domestic shipping; the server's totals of the selection in
 * the chosen currency; on to an order or a one-pay order with the selected lines.
 */
export default function CartPage() {
  const [cart, setCart] = useState<CartList | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      let c = await cartList();
      // A line that can no longer be ordered never stays selected (the totals would count it).
      const stale = c.groups.flatMap((g) => g.goods).filter((l) => l.invalid && l.selected);
      if (stale.length) {
        await checkCart({ ids: ids(stale), checked: false });
        c = await cartList();
      }
      setCart(c);
      setFailed(false);
      setCartCount(c.totals.count);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => { void load(); }, [load]);

  /** A change, then the cart as the server now has it (group post fees and totals move together). */
  const change = async (call: () => Promise<unknown>): Promise<boolean> => {
    let ok = true;
    try {
      await call();
    } catch {
      ok = false; // the client toasted the server's message; the reload puts back what is true
    }
    await load();
    return ok;
  };

  if (!cart) return failed ? <LoadFailed onRetry={() => void load()} /> : <Loading />;
  if (!cart.groups.length) return <CartEmpty />;

  const all = orderable(cart);
  const chosen = all.filter((l) => l.selected);
  const allOn = all.length > 0 && chosen.length === all.length;
  const toggleAll = () => change(() => (allOn ? checkCart({ all: true, checked: false }) : checkCart({ ids: ids(all), checked: true })));
  const go = (path: string) => navigate(`${path}?ids=${ids(chosen).join(',')}`);
  const removeChosen = async () => {
    if (!chosen.length) return;
    if (!(await confirmDialog({ message: tn('cart.deleteSelectedConfirm', chosen.length) }))) return;
    await change(() => deleteCart(ids(chosen)).then((r) => setCartCount(r.count)));
  };

  return (
    <div class="cart">
      <div class="cart-head">
        <label class="check">
          <input type="checkbox" checked={allOn} disabled={!all.length} onChange={toggleAll} />
          {t('cart.selectAll')}
        </label>
        <span class="muted">{tn('cart.count', cart.totals.count)}</span>
        <button type="button" class="link-btn" disabled={!chosen.length} onClick={removeChosen}>{t('cart.deleteSelected')}</button>
      </div>
      {cart.groups.map((g) => <Group key={g.seller} group={g} change={change} />)}
      <section class="section" aria-labelledby="cart-totals">
        <h2 id="cart-totals" class="section-title">{t('cart.totals')}</h2>
        <TotalsView totals={cart.totals} />
      </section>
      <div class="cart-bar">
        <p class="cart-bar-total">
          <span>{t('cart.selectedN', { n: chosen.length })}</span>
          <span>{t('cart.total')}: <b class="price" data-testid="cart-total"><TotalText rows={totalsRows(cart.totals)} /></b></span>
        </p>
        {/* The two ways to check out, each with what it means under its name. */}
        <div class="cart-bar-actions">
          <button type="button" class="btn btn-ghost" disabled={!chosen.length} onClick={() => go('/pages/onepay/index')} aria-label={t('cart.toOnepay')} aria-describedby="cart-onepay-means">
            {t('cart.toOnepay')}<small id="cart-onepay-means">{t('cart.onepayMeans')}</small>
          </button>
          <button type="button" class="btn btn-primary" disabled={!chosen.length} onClick={() => go('/pages/carttoorder/index')} aria-label={t('cart.toOrder')} aria-describedby="cart-order-means">
            {t('cart.toOrder')}<small id="cart-order-means">{t('cart.orderMeans')}</small>
          </button>
        </div>
      </div>
    </div>
  );
}

type Change = (call: () => Promise<unknown>) => Promise<boolean>;

/** One seller's lines, with the seller's own select box and domestic shipping. */
function Group({ group, change }: { group: CartGroup; change: Change }) {
  const lines = valid(group.goods);
  const on = lines.length > 0 && lines.every((l) => l.selected);
  const headId = `seller-${group.seller}`;
  return (
    <section class="section cart-group" aria-labelledby={headId}>
      <div class="cart-seller">
        <label class="cl-check-area">
          <input type="checkbox" class="cl-check" checked={on} disabled={!lines.length} onChange={() => change(() => checkCart({ ids: ids(lines), checked: !on }))}
            aria-label={t('cart.selectSeller', { seller: group.seller })} />
        </label>
        <h2 id={headId}>{group.seller}</h2>
      </div>
      <ul>
        {group.goods.map((l) => <Line key={l.id} line={l} change={change} />)}
      </ul>
      <ShippingChoice seller={group.seller} value={group.shipping} postFee={group.post_fee}
        onChange={(v) => change(() => changeCartShipping(group.seller, v))} />
    </section>
  );
}

function Line({ line, change }: { line: CartLine; change: Change }) {
  const remove = async () => {
    if (!(await confirmDialog({ message: t('cart.deleteConfirm', { title: line.title }) }))) return;
    await change(() => deleteCart([line.id]).then((r) => setCartCount(r.count)));
  };
  // The box's tap area is the whole 44 px square around it.
  const box = (
    <label class="cl-check-area">
      <input type="checkbox" class="cl-check" checked={line.selected && !line.invalid} disabled={line.invalid}
        aria-label={t('cart.selectLine', { title: line.title })}
        onChange={() => change(() => checkCart({ ids: [line.id], checked: !line.selected }))} />
    </label>
  );
  // The remark and Delete take the line's whole width under it: the remark is read whole, its editor has room.
  const foot = (
    <RemarkEditor line={line} onSave={(remark) => change(() => editCart({ id: line.id, remark }))}>
      <button type="button" class="link-btn danger" onClick={remove} aria-label={t('cart.deleteLine', { title: line.title })}>{t('cart.delete')}</button>
    </RemarkEditor>
  );
  return (
    <LineView line={line} lead={box} foot={foot}>
      <div class="cl-row">
        <span><Yuan value={line.price} class="price" /></span>
        {line.invalid
          ? <span class="muted">× {line.quantity}</span>
          : <Quantity id={`qty-${line.id}`} value={line.quantity} max={line.stock ?? undefined} label={t('cart.quantityOf', { title: line.title })}
            onChange={(quantity) => change(() => editCart({ id: line.id, quantity }))} />}
      </div>
    </LineView>
  );
}
