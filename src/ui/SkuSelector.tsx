import type { ItemProp, ItemSku } from '../api/types/catalogue';
import { t } from '../state/lang';
import { isAvailable, toggle, type Choice } from '../lib/sku';
import './sku-selector.css';

type Props = {
  props: ItemProp[];
  skus: ItemSku[];
  /** The current choice, property id → value id (lib/sku.ts builds and reads it). */
  value: Choice;
  onChange: (choice: Choice) => void;
};

/**
 * The SKU selector: one row per property (colour, size …), its values as toggle buttons (with the
 * value's picture when it has one). A value no in-stock SKU has together with the other current
 * choices is disabled; tapping the chosen value clears it. Price and stock come from lib/sku.ts
 * (priceOf, stockOf, skuOf). Strings: the 'widget' group.
 */
export function SkuSelector({ props, skus, value, onChange }: Props) {
  return (
    <div class="sku">
      {props.map((p) => (
        <fieldset key={p.pid} class="sku-row">
          <legend>{p.name}</legend>
          <div class="sku-values">
            {p.values.map((v) => {
              const on = value[p.pid] === v.vid;
              const open = isAvailable(skus, value, p.pid, v.vid);
              return (
                <button key={v.vid} type="button" class={on ? 'sku-value on' : 'sku-value'} aria-pressed={on} disabled={!open && !on}
                  title={open ? undefined : t('widget.outOfStock')} onClick={() => onChange(toggle(value, p.pid, v.vid))}>
                  {v.image && <img src={v.image} width={28} height={28} alt="" decoding="async" fetchpriority="low" />}
                  <span>{v.name}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
