import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../state/lang';
import type { ItemDetail } from '../../api/types/catalogue';
import { skuOf, stockOf, priceOf, missing, choiceText, type Choice } from '../../lib/sku';
import { Stepper } from '../../ui/Stepper';
import { SkuSelector } from '../../ui/SkuSelector';
import { Icon } from '../../ui/Icon';
import './sku-panel.css';
import { Yuan } from '../../ui/Yuan';

/** What the panel was opened for: choosing only (both buttons at the foot), or one of the two buttons. */
export type PanelMode = 'choose' | 'cart' | 'buy';

type Props = {
  item: ItemDetail;
  mode: PanelMode;
  choice: Choice;
  onChoice: (c: Choice) => void;
  quantity: number;
  onQuantity: (n: number) => void;
  /** Runs "add to cart" or "buy now" with the panel's choice; the page closes the panel when it is done. */
  onConfirm: (action: 'cart' | 'buy') => void;
  onClose: () => void;
};

/** The picture of the chosen value that has one (a colour), else the item's first picture. */
function pictureOf(item: ItemDetail, choice: Choice): string {
  for (const p of item.props) {
    const v = p.values.find((x) => x.vid === choice[p.pid]);
    if (v?.image) return v.image;
  }
  return item.thumbs[0] ?? item.pic_url;
}

/**
 * The bottom panel where a shopper picks colour, size and quantity with the picture, price and stock of
 * what is chosen in view, then confirms. Opened by "Add to cart" / "Buy now" while a choice is missing, and
 * by the page's options row. A modal dialog above the tab bar and the action bar: focus moves in and back,
 * Escape and the backdrop close it; what was chosen stays on the page.
 */
export default function SkuPanel({ item, mode, choice, onChoice, quantity, onQuantity, onConfirm, onClose }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const hasSkus = item.props.length > 0 && item.skus.length > 0;
  const sku = skuOf(item.props, item.skus, choice);
  const stock = stockOf(item, choice);
  const complete = !hasSkus || !!sku;
  const unchosen = missing(item.props, choice);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, []);

  const confirm = (action: 'cart' | 'buy') => complete && stock > 0 && onConfirm(action);
  const off = !complete || stock < 1;

  return createPortal(
    <div class="overlay sheet-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} class="sheet sku-panel" role="dialog" aria-modal="true" aria-labelledby="sku-panel-title" tabIndex={-1}>
        <div class="sku-panel-head">
          <img src={pictureOf(item, choice)} width={88} height={88} alt="" decoding="async" />
          <div class="sku-panel-facts">
            <h2 id="sku-panel-title" class="sr-only">{t('widget.options')}</h2>
            <p><Yuan value={priceOf(item, sku)} class="price sku-panel-price" /></p>
            <p class={stock > 0 ? 'muted' : 'muted bad'}>{stock > 0 ? t('widget.stock', { n: stock }) : t('widget.outOfStock')}</p>
            {hasSkus && (
              <p class="sku-panel-choice" role="status">
                {complete ? t('widget.chosen', { text: choiceText(item.props, choice) }) : t('widget.choose', { names: unchosen.join(', ') })}
              </p>
            )}
          </div>
          <button type="button" class="icon-btn sku-panel-close" aria-label={t('widget.close')} onClick={onClose}><Icon name="clear" /></button>
        </div>
        <div class="sku-panel-body">
          {hasSkus && <SkuSelector props={item.props} skus={item.skus} value={choice} onChange={onChoice} />}
          <div class="qty-row">
            <label for="sku-panel-qty">{t('widget.quantity')}</label>
            <Stepper id="sku-panel-qty" value={quantity} max={stock} onChange={onQuantity} />
          </div>
        </div>
        <div class="sku-panel-foot">
          {mode === 'choose' ? (
            <>
              <button type="button" class="btn btn-orange" disabled={off} onClick={() => confirm('cart')}>{t('item.addToCart')}</button>
              <button type="button" class="btn btn-primary" disabled={off} onClick={() => confirm('buy')}>{t('item.buyNow')}</button>
            </>
          ) : (
            <button type="button" class="btn btn-primary" disabled={off} onClick={() => confirm(mode)}>{t('common.confirm')}</button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
