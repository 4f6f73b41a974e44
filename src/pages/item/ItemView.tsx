import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'preact';
import type { PanelMode } from './SkuPanel';
import { t, lang } from '../../state/lang';
import { loggedIn } from '../../state/session';
import { showToast } from '../../state/ui';
import { cartCount, setCartCount } from '../../state/cart';
import type { ItemDetail } from '../../api/types/catalogue';
import { ApiError } from '../../api/client';
import { navigate } from '../../router/navigate';
import { toLogin } from '../../router/to-login';
import { throttle } from '../../lib/rate-limit';
import { burstGuard } from '../../lib/tap-guard';
import { count, weight } from '../../lib/units';
import { initialChoice, skuOf, stockOf, priceOf, missing, choiceText, type Choice } from '../../lib/sku';
import { Icon } from '../../ui/Icon';
import { HEART } from '../../ui/icon-paths';
import './item-bar.css';

import { useLazy } from '../../ui/useLazy';
import { Gallery } from './Gallery';
import { keepPick, keptPick } from './kept-pick';
import { Yuan } from '../../ui/Yuan';
import { yuanText } from '../../ui/yuan-text';
import { money } from '../../lib/format';
import { apiBase } from '../../api/wire';
import { takeTap } from '../../state/skeleton-tap';

type BelowProps = { item: ItemDetail; quantity: number };
const loadBelow = () => import('./Below').then((m) => m.default as ComponentType<BelowProps>);
let actionsModule: Promise<typeof import('./actions')> | null = null;
/** The buttons' calls (their own chunk), fetched on the first touch of the page. */
const actions = () => (actionsModule ??= import('./actions').catch((e) => {
  actionsModule = null;
  throw e;
}));
type Panel = typeof import('./SkuPanel').default;
let panelModule: Promise<Panel> | null = null;
/** The option panel (its own chunk), fetched with the actions on the first touch. */
const loadPanel = () => (panelModule ??= import('./SkuPanel').then((m) => m.default, (e) => {
  panelModule = null;
  throw e;
}));
const warm = () => {
  void actions().catch(() => {});
  void loadPanel().catch(() => {});
};

/**
 * True once the rest of the page is wanted: its top shows above the fixed action bar (what is under the bar
 * cannot be seen), or the shopper starts to scroll (then it is fetched ahead). A first screen that is only
 * looked at loads nothing more. (Not ./useNear: what the two chunks share would land in this one.)
 */
function useBelowFold(): [{ current: HTMLDivElement | null }, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const want = () => setNear(true);
    const io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && want(), { rootMargin: '0px 0px -64px 0px' });
    io.observe(ref.current);
    addEventListener('scroll', want, { once: true, passive: true });
    return () => {
      io.disconnect();
      removeEventListener('scroll', want);
    };
  }, [near]);
  return [ref, near];
}

/** A failed tap: the client has shown the server's message; a chunk that did not arrive gets the network one. */
const failed = (e: unknown) => {
  if (!(e instanceof ApiError)) showToast(t('error.timeout'));
};

/**
 * The item's link to share: https://shop/wap/i/<tp>/<tid>?lang=<the sharer's language>, a page the server reads (a card
 * in messengers, in the language the sharer sees) going on at this item; against another backend (no such pages
 * there) the item's hash link. Here rather than in lib/: a module several pages share becomes a chunk of its own.
 */
export function itemShareUrl(tp: string, tid: string, l: string, at: Pick<Location, 'origin' | 'pathname'> = location): string {
  const root = at.origin + at.pathname.replace(/[^/]*$/, '');
  const e = encodeURIComponent;
  return apiBase() ? `${root}#/pages/item/index?tp=${e(tp)}&tid=${e(tid)}` : `${root}i/${e(tp)}/${e(tid)}?lang=${e(l)}`;
}

/** Where "buy now" goes with the cart line it just added. */
export const buyNowUrl = (lineId: number) => `/pages/carttoorder/index?ids=${lineId}`;

/**
 * One item: pictures, price (the chosen SKU's once the choice is complete), SKU choice, quantity up to
 * the stock, a note for the buyer, favourite, copy and share its link; below the fold (loaded when the shopper
 * scrolls near) the seller, shipping estimate, reviews, description, similar and the shop's goods.
 */
export function ItemView({ item }: { item: ItemDetail }) {
  const hasSkus = item.skus.length > 0 && item.props.length > 0;
  // What was picked here before (kept-pick.ts), else the first choice.
  const [kept] = useState(keptPick);
  const [choice, setChoice] = useState<Choice>(() => kept.choice ?? initialChoice(item.props, item.skus));
  const [quantity, setQuantity] = useState(kept.quantity ?? 1);
  const [remark, setRemark] = useState(kept.remark ?? '');
  const [fav, setFav] = useState(item.is_favorite);
  /** The option panel while open: what opened it and its component once its chunk is in. */
  const [panel, setPanel] = useState<{ mode: PanelMode; View: Panel } | null>(null);
  const [nearEnd, near] = useBelowFold();
  const Below = useLazy(loadBelow, near);
  // One tap per second on the buttons that add (spec §9); the server refuses what exceeds the stock anyway.
  const guard = useMemo(() => throttle((run: () => void) => run(), 1000), []);
  const copyGuard = useMemo(() => burstGuard(), []);

  const sku = skuOf(item.props, item.skus, choice);
  const stock = stockOf(item, choice);
  const complete = !hasSkus || !!sku;
  const unchosen = missing(item.props, choice);
  const images = item.images.length ? item.images : item.pic_url ? [item.pic_url] : [];
  // While the item is in the running flash sale, what the cart charges: the sale price.
  const now = (sku ? sku.sale_price : item.sale_price) ?? priceOf(item, sku);
  const Sale = useLazy(() => import('./SaleCountdown').then((m) => m.SaleCountdown), !!item.sale_end);

  useEffect(() => {
    if (stock > 0 && quantity > stock) setQuantity(stock);
  }, [stock]);
  useEffect(() => keepPick({ choice, quantity, remark }), [choice, quantity, remark]);

  const openPanel = (mode: PanelMode) => void loadPanel().then((View) => setPanel({ mode, View }), failed);

  /** Adds the current choice to the cart; the new line's id, or null when there is nothing to add. */
  const add = async (): Promise<number | null> => {
    if (stock < 1) {
      showToast(t('item.soldOut'));
      return null;
    }
    const { addToCart } = await actions();
    const r = await addToCart({ id: item.id, sku_id: sku?.sku_id, quantity, remark: remark.trim() });
    setCartCount(r.count);
    setPanel(null);
    return r.id;
  };
  /** "Add to cart" / "Buy now": a visitor logs in first; a missing choice opens the panel (not a tap of the 1 s guard). */
  const run = (mode: 'cart' | 'buy') => {
    if (!loggedIn.value) return toLogin();
    if (!complete) return openPanel(mode);
    guard(() => void add().then((id) => {
      if (!id) return;
      if (mode === 'buy') navigate(buyNowUrl(id));
      // Under the title bar: above the action bar it would lie over the item's lines and "Copy link".
      else showToast(t('item.added'), { label: t('item.viewCart'), href: '/pages/cart/index' }, true);
    }, failed));
  };

  const onFav = () => guard(async () => {
    if (!loggedIn.value) return toLogin();
    try {
      const { addFavorite, deleteFavorites } = await actions();
      if (fav) await deleteFavorites({ item_id: item.id });
      else await addFavorite({ item_id: item.id });
      showToast(t(fav ? 'item.favRemoved' : 'item.favAdded'));
      setFav(!fav);
    } catch (e) {
      failed(e);
    }
  });
  // A tap on the server's skeleton of this item before the page was there (state/skeleton-tap.ts), performed once.
  useEffect(() => {
    const kept = takeTap('fav', 'cart', 'buy');
    if (kept) kept.a == 'fav' ? onFav() : run(kept.a as 'cart' | 'buy');
  }, []);
  /** The link to share (itemShareUrl). */
  const link = () => itemShareUrl(item.api_type, item.num_iid, lang.value);
  const onCopy = () => copyGuard() && void actions().then((a) => a.copyLink(link())).then((k) => showToast(t(k)), failed);
  // The system's share sheet where the browser has one (asked within the tap: no chunk is awaited first).
  const onShare = () => void navigator.share({ title: item.title, url: link() }).catch(() => {});

  return (
    <div class="item-page" onPointerDown={warm} onFocusIn={warm}>
      <Gallery images={images} title={item.title} />
      <section class="section item-info">
        <p class="item-price">
          <span class="sr-only">{t('item.price')} </span>
          <Yuan value={now} class="price item-price-now" />
          {Number(item.orig_price) > Number(now) && (
            <>
              <span class="sr-only"> {t('item.origPrice')} </span>
              <s class="item-price-orig">{money(item.orig_price, null)}</s>
            </>
          )}
        </p>
        {/* Served from the shop's copy while the platform could not be asked: the server says so in the shopper's language. */}
        {item.stale_note && <p class="item-stale" role="note">{item.stale_note}</p>}
        {Sale && <Sale end={item.sale_end!} />}
        <h2 class="item-title">{item.title}</h2>
        <p class="item-facts muted">
          {item.sales > 0 && <span>{t('goods.sales', { n: count(item.sales) })}</span>}
          <span>{Number(item.post_fee) > 0 ? t('item.postFee', { fee: yuanText(item.post_fee) }) : t('item.postFree')}</span>
          {item.weight > 0 && <span>{t('item.weight', { w: weight(item.weight) })}</span>}
        </p>
        <div class="item-tools">
          <button type="button" class="btn btn-small" onClick={onCopy}>{t('item.copyLink')}</button>
          {typeof navigator.share == 'function' && <button type="button" class="btn btn-small" onClick={onShare}>{t('item.share')}</button>}
        </div>
      </section>

      <section id="item-buy" class="section item-buy">
        <button type="button" class="item-choose" aria-haspopup="dialog" onClick={() => openPanel('choose')}>
          <span class="muted">{t('widget.options')}</span>
          <span class={stock > 0 ? 'item-choose-text' : 'item-choose-text bad'}>
            {stock < 1 ? t('widget.outOfStock') : hasSkus && !complete ? t('widget.choose', { names: unchosen.join(', ') }) : [hasSkus && choiceText(item.props, choice), `×${quantity}`].filter(Boolean).join('; ')}
          </span>
          <Icon name="right" size={18} />
        </button>
        <label class="item-label" for="item-remark">{t('item.remark')}</label>
        <input id="item-remark" class="input" type="text" maxLength={200} placeholder={t('item.remarkHint')} value={remark}
          onInput={(e) => setRemark((e.currentTarget as HTMLInputElement).value)} />
      </section>

      <div ref={nearEnd} class="item-below">{Below && <Below item={item} quantity={quantity} />}</div>

      <div class="item-bar">
        <button type="button" class={fav ? 'item-fav on' : 'item-fav'} aria-pressed={fav} aria-label={t(fav ? 'item.favRemove' : 'item.favAdd')} onClick={onFav}>
          <Icon d={HEART} />
        </button>
        <a class="item-cart" href="#/pages/cart/index" aria-label={cartCount.value ? `${t('nav./pages/cart/index')} (${cartCount.value})` : t('nav./pages/cart/index')}>
          <Icon name="cart" />
          {cartCount.value > 0 && <span class="badge">{cartCount.value > 99 ? '99+' : cartCount.value}</span>}
        </a>
        <button type="button" class="btn btn-orange" disabled={stock < 1} onClick={() => run('cart')}>{t('item.addToCart')}</button>
        <button type="button" class="btn btn-primary" disabled={stock < 1} onClick={() => run('buy')}>{t('item.buyNow')}</button>
      </div>
      {panel && (
        <panel.View item={item} mode={panel.mode} choice={choice} onChoice={setChoice} quantity={quantity} onQuantity={setQuantity}
          onConfirm={run} onClose={() => setPanel(null)} />
      )}
    </div>
  );
}
