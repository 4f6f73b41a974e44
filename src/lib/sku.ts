import type { ItemProp, ItemSku } from '../api/types/catalogue';

/**
 * SKU matching (pure): which property values can still be chosen, which SKU a full choice names, its
 * price and stock. A choice maps a property id to a value id ({ '1627207': '8', '20509': '2' });
 * an SKU's `properties` is "pid:vid;pid:vid".
 */
export type Choice = Record<string, string>;

/** "1627207:8;20509:2" → { 1627207: '8', 20509: '2' }. */
export function parseProperties(properties: string): Choice {
  const out: Choice = {};
  for (const pair of properties.split(';')) {
    const i = pair.indexOf(':');
    if (i > 0) out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}

/** Whether an SKU agrees with every property the choice names. */
function agrees(sku: ItemSku, choice: Choice): boolean {
  const own = parseProperties(sku.properties);
  return Object.entries(choice).every(([pid, vid]) => own[pid] === vid);
}

/** Whether every property has a value chosen (an item without properties is always complete). */
export const isComplete = (props: ItemProp[], choice: Choice) => props.every((p) => !!choice[p.pid]);

/** The SKU a full choice names; null while the choice is incomplete or names no SKU. */
export function skuOf(props: ItemProp[], skus: ItemSku[], choice: Choice): ItemSku | null {
  if (!props.length || !isComplete(props, choice)) return null;
  return skus.find((s) => agrees(s, choice)) ?? null;
}

/**
 * Whether value `vid` of property `pid` can be chosen: some SKU in stock has it together with the
 * other properties' current choices (the property's own current choice is ignored, so switching
 * between its values stays possible).
 */
export function isAvailable(skus: ItemSku[], choice: Choice, pid: string, vid: string): boolean {
  const next: Choice = { ...choice, [pid]: vid };
  return skus.some((s) => s.stock > 0 && agrees(s, next));
}

/** Tapping a value: chooses it, or clears it when it was already chosen. */
export function toggle(choice: Choice, pid: string, vid: string): Choice {
  const next = { ...choice };
  if (next[pid] === vid) delete next[pid];
  else next[pid] = vid;
  return next;
}

/**
 * Where a page starts: the choice of a known SKU (a cart line's), else every property that has just
 * one value available preselected.
 */
export function initialChoice(props: ItemProp[], skus: ItemSku[], skuId?: string): Choice {
  const known = skuId ? skus.find((s) => s.sku_id === skuId) : undefined;
  if (known) return parseProperties(known.properties);
  const out: Choice = {};
  for (const p of props) {
    const open = p.values.filter((v) => isAvailable(skus, {}, p.pid, v.vid));
    if (open.length === 1) out[p.pid] = open[0].vid;
  }
  return out;
}

type Priced = { price: string; stock: number; props: ItemProp[]; skus: ItemSku[] };

/** The price to show: the chosen SKU's once the choice is complete, otherwise the item's. */
export const priceOf = (item: Priced, sku: ItemSku | null) => (sku ? sku.price : item.price);

/**
 * The most that can be bought now: the chosen SKU's stock; without SKUs the item's stock; while the
 * choice is incomplete, the stock of the SKUs that still match it.
 */
export function stockOf(item: Priced, choice: Choice): number {
  if (!item.skus.length) return Math.max(0, item.stock);
  const sku = skuOf(item.props, item.skus, choice);
  if (sku) return Math.max(0, sku.stock);
  return item.skus.filter((s) => agrees(s, choice)).reduce((n, s) => n + Math.max(0, s.stock), 0);
}

/** Names of the properties still to choose ("Colour", "Size"), in order. */
export const missing = (props: ItemProp[], choice: Choice) => props.filter((p) => !choice[p.pid]).map((p) => p.name);

/** The chosen values as text: "Pink; M". */
export function choiceText(props: ItemProp[], choice: Choice): string {
  return props.flatMap((p) => {
    const v = p.values.find((x) => x.vid === choice[p.pid]);
    return v ? [v.name] : [];
  }).join('; ');
}
