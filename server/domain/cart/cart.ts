import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { cartItems, items, itemSkus, shops } from '../../db/schema';
import type { ApiType, SkuProp } from '../../db/schema';
import type { Lang } from '../../i18n';
import { BizError, notFound } from '../../http/errors';
import { MONEY_MAX_FEN } from '../../http/input';
import { thumb } from '../catalogue/goods-card';
import { sellersInLanguage, skuTextIn } from '../catalogue/goods-language';
import { catalogueFen } from '../catalogue/flash-sale';
import { yuan } from '../money/money';
import { bySeller, cartBill, sellerPostFen } from './service-fee';
import type { FeeRate } from './fee-rate';
import type { CartGroup, CartLine, CartList, CartShipping, CartTotals } from '../../../src/api/types/cart';

export const MAX_QUANTITY = 9999;

export type CartItem = typeof cartItems.$inferSelect;
type Item = typeof items.$inferSelect;
type Sku = typeof itemSkus.$inferSelect;
/** A cart line with the catalogue item and SKU it points to now (null when gone or manual). */
export type CartRow = { line: CartItem; item: Item | null; sku: Sku | null };

/** The user's cart lines (all, or those of `ids`), newest first; `lock` locks them for the transaction. */
export async function cartRows(db: DbOrTx, userId: number, opts: { ids?: number[]; selected?: boolean; lock?: boolean } = {}): Promise<CartRow[]> {
  const query = db.select({ line: cartItems, item: items, sku: itemSkus }).from(cartItems)
    .leftJoin(items, eq(items.id, cartItems.itemId))
    .leftJoin(itemSkus, and(eq(itemSkus.itemId, cartItems.itemId), eq(itemSkus.skuId, cartItems.skuId)))
    .where(and(
      eq(cartItems.userId, userId),
      opts.ids ? inArray(cartItems.id, opts.ids) : undefined,
      opts.selected ? eq(cartItems.selected, true) : undefined,
    ))
    .orderBy(desc(cartItems.id));
  return opts.lock ? query.for('update', { of: cartItems }) : query;
}

/** Current stock (null for manual goods) and whether the line can be ordered at all. */
export function lineState(r: CartRow): { stock: number | null; invalid: boolean } {
  if (r.line.itemId === null) return { stock: null, invalid: false };
  if (!r.item || (r.line.skuId !== '' && !r.sku)) return { stock: 0, invalid: true };
  const stock = r.sku ? r.sku.stock : r.item.stock;
  return { stock, invalid: stock <= 0 };
}

/** A line as the shopper reads it in `lang`: a catalogue item's title and options in that language, manual goods as typed. */
export function cartLine(r: CartRow, lang: Lang): CartLine {
  const l = r.line;
  const title = (r.item && r.item.title[lang]) || l.title;
  const skuText = r.item ? skuTextIn(l.skuText, r.item.props, lang) : l.skuText;
  return {
    id: l.id, item_id: l.itemId, api_type: (r.item?.apiType ?? null) as ApiType | null, num_iid: r.item?.numIid ?? null,
    title, pic_url: l.picUrl, url: l.url, sku_id: l.skuId, sku_text: skuText, price: yuan(l.priceFen),
    quantity: l.quantity, remark: l.remark, selected: l.selected, ...lineState(r),
  };
}

/** The selected lines' totals at the shopper's fee rate (cart/fee-rate.ts), with the discount it carries and the fee without it. */
export function cartTotals(lines: CartItem[], fee: FeeRate): CartTotals {
  const selected = lines.filter((l) => l.selected);
  const bill = cartBill(selected, fee.percent);
  const d = fee.discount;
  return {
    count: lines.length, selected_count: selected.length, goods: yuan(bill.goodsFen), post_fee: yuan(bill.postFeeFen),
    service_fee: yuan(bill.serviceFen), total: yuan(bill.totalFen),
    fee_discount: d && { source: d.source, name: d.name, off: 100 - d.rate, service_fee_full: yuan(cartBill(selected, fee.basePercent).serviceFen) },
  };
}

/** A seller's post fee as shown: for its selected lines, or for all its lines when none is selected. */
export function groupPostFen(lines: CartItem[]): number {
  const selected = lines.filter((l) => l.selected);
  return sellerPostFen(selected.length ? selected : lines);
}

/**
 * The cart by seller, each seller named in `lang` (`sellers`: sellersInLanguage of the lines' recorded names —
 * a line keeps the name of the language it was added in, and joins its shop's group whatever the language).
 */
export function cartList(rows: CartRow[], fee: FeeRate, lang: Lang, sellers: Map<string, string>): CartList {
  const groups: CartGroup[] = bySeller(rows.map((r) => ({ sellerName: r.line.sellerName, r }))).map(([seller, list]) => ({
    seller: sellers.get(seller) ?? seller,
    shipping: list[0].r.line.shipping,
    post_fee: yuan(groupPostFen(list.map((x) => x.r.line))),
    goods: list.map((x) => cartLine(x.r, lang)),
  }));
  return { groups, totals: cartTotals(rows.map((r) => r.line), fee) };
}

/** The user's cart as cartList answers it, in `lang`. */
export async function userCart(db: DbOrTx, userId: number, fee: FeeRate, lang: Lang): Promise<CartList> {
  const rows = await cartRows(db, userId);
  return cartList(rows, fee, lang, await sellersInLanguage(db, rows.map((r) => r.line.sellerName), lang));
}

export async function userTotals(db: DbOrTx, userId: number, fee: FeeRate): Promise<CartTotals> {
  return cartTotals((await cartRows(db, userId)).map((r) => r.line), fee);
}

export async function cartCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.userId, userId));
  return Number(row?.n ?? 0);
}

/** "Colour: Red; Size: M" for a SKU's "pid:vid;pid:vid", in the request's language. */
export function skuText(props: SkuProp[], properties: string, lang: Lang): string {
  return properties.split(';').map((pair) => {
    const [pid, vid] = pair.split(':');
    const prop = props.find((p) => p.pid === pid);
    const value = prop?.values.find((v) => v.vid === vid);
    return prop && value ? `${prop.name[lang]}: ${value.name[lang]}` : '';
  }).filter(Boolean).join('; ');
}

/** The SKU's own picture when one of its values has one, else the item's main thumbnail. */
export function skuPic(item: Item, properties: string): string {
  for (const pair of properties.split(';')) {
    const [pid, vid] = pair.split(':');
    const image = item.props.find((p) => p.pid === pid)?.values.find((v) => v.vid === vid)?.image;
    if (image) return thumb(image);
  }
  return thumb(item.images[0] ?? '');
}

/** What a line of this catalogue item and SKU costs at `now`: the flash-sale price while the item is on sale. */
const linePriceFen = (db: DbOrTx, item: Item, sku: Sku | null, now: number) => catalogueFen(db, item.id, sku?.priceFen ?? item.priceFen, now);

/** The most one cart line may come to (¥10 000 000.00), so no order total can outgrow its column. */
export const MAX_LINE_FEN = MONEY_MAX_FEN;

/** Refuses a quantity the line cannot hold (also when price × quantity is more than a line may come to). */
export function checkQuantity(quantity: number, stock: number | null, priceFen = 0) {
  if (quantity > MAX_QUANTITY) throw new BizError('cart.maxQuantity', { max: MAX_QUANTITY });
  if (stock !== null && quantity > stock) throw new BizError('cart.stock', { stock });
  if (priceFen * quantity > MAX_LINE_FEN) throw new BizError('cart.lineTooMuch', { max: yuan(MAX_LINE_FEN) });
}

/** The seller name and shipping a new line joins: an existing group of the same shop (or name) keeps its own. */
export async function sellerGroup(db: DbOrTx, userId: number, shopId: number | null, name: string): Promise<{ sellerName: string; shipping: CartShipping }> {
  if (shopId !== null) {
    const [peer] = await db.select({ sellerName: cartItems.sellerName, shipping: cartItems.shipping }).from(cartItems)
      .innerJoin(items, eq(items.id, cartItems.itemId))
      .where(and(eq(cartItems.userId, userId), eq(items.shopId, shopId))).limit(1);
    if (peer) return peer;
  }
  const [same] = await db.select({ shipping: cartItems.shipping }).from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.sellerName, name))).limit(1);
  return { sellerName: name, shipping: same?.shipping ?? 'standard' };
}

export async function shopName(db: DbOrTx, shopId: number, lang: Lang): Promise<string> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  return shop?.name[lang] ?? '';
}

/** One of the user's lines, locked; another user's id is answered as missing. */
export async function ownLine(db: DbOrTx, userId: number, id: number): Promise<CartRow> {
  const [row] = await cartRows(db, userId, { ids: [id], lock: true });
  if (!row) throw notFound('cart.notFound');
  return row;
}

/** Deletes the user's lines among `ids`; answers how many went. */
export async function deleteLines(db: DbOrTx, userId: number, ids: number[]): Promise<number> {
  const gone = await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids))).returning({ id: cartItems.id });
  return gone.length;
}

/** Selects or unselects the user's lines (`ids`, or all of them); answers how many matched. */
export async function checkLines(db: DbOrTx, userId: number, ids: number[] | 'all', checked: boolean): Promise<number> {
  const done = await db.update(cartItems).set({ selected: checked })
    .where(and(eq(cartItems.userId, userId), ids === 'all' ? undefined : inArray(cartItems.id, ids))).returning({ id: cartItems.id });
  return done.length;
}

/** The names the user's cart lines recorded for the seller the shopper reads as `shown` in `lang` (cartList's group name). */
export async function recordedSellers(db: DbOrTx, userId: number, shown: string, lang: Lang): Promise<string[]> {
  const recorded = (await db.selectDistinct({ name: cartItems.sellerName }).from(cartItems).where(eq(cartItems.userId, userId))).map((r) => r.name);
  const names = await sellersInLanguage(db, recorded, lang);
  return recorded.filter((name) => (names.get(name) ?? name) === shown);
}

/** Sets the domestic shipping of all the user's lines of one seller (its recorded names); answers how many matched. */
export async function setShipping(db: DbOrTx, userId: number, sellers: string[], shipping: CartShipping): Promise<number> {
  if (!sellers.length) return 0;
  const done = await db.update(cartItems).set({ shipping })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.sellerName, sellers))).returning({ id: cartItems.id });
  return done.length;
}

/** What add / batchadd take: a catalogue item (id, or tp + tid) or manual goods (url, title, price). */
export type GoodsInput = {
  id?: number; tp?: ApiType; tid?: string; sku_id?: string; quantity: number; remark: string;
  url?: string; title?: string; price?: number; sku_text: string; pic?: string; seller?: string;
};

/** Puts goods in the cart, adding to the line already holding the same item and SKU; answers that line. */
export async function addGoods(db: DbOrTx, userId: number, g: GoodsInput, lang: Lang, now: number): Promise<{ id: number; quantity: number }> {
  if (g.id || (g.tp && g.tid)) return addCatalogue(db, userId, g, lang, now);
  if (g.url) return addManual(db, userId, g, now);
  throw new BizError('error.required', { field: g.tp ? 'tid' : 'id' });
}

/**
 * Serialises the changes of one (shopper, item, SKU) line until the transaction ends: concurrent adds find
 * the line the first one made (one line per SKU) and check the stock against the sum.
 */
async function lockCartSku(tx: DbOrTx, userId: number, itemId: number, skuId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}:${itemId}:${skuId}`}))`);
}

async function addCatalogue(db: DbOrTx, userId: number, g: GoodsInput, lang: Lang, now: number) {
  const [item] = await db.select().from(items).where(g.id ? eq(items.id, g.id) : and(eq(items.apiType, g.tp!), eq(items.numIid, g.tid!)));
  if (!item) throw notFound('cart.itemNotFound');
  const sku = await chooseSku(db, item, g.sku_id);
  const skuId = sku?.skuId ?? '';
  await lockCartSku(db, userId, item.id, skuId);
  const [existing] = await db.select().from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, item.id), eq(cartItems.skuId, skuId))).for('update');
  const quantity = (existing?.quantity ?? 0) + g.quantity;
  const priceFen = await linePriceFen(db, item, sku, now);
  checkQuantity(quantity, sku ? sku.stock : item.stock, priceFen);
  if (existing) {
    await db.update(cartItems).set({ quantity, priceFen, postFeeFen: item.postFeeFen, remark: g.remark || existing.remark }).where(eq(cartItems.id, existing.id));
    return { id: existing.id, quantity };
  }
  const group = await sellerGroup(db, userId, item.shopId, await shopName(db, item.shopId, lang));
  // An upsert on the one-line-per-SKU index (migration 0003): the lock above already found any line, this is the belt.
  const [line] = await db.insert(cartItems).values({
    userId, itemId: item.id, skuId, skuText: sku ? skuText(item.props, sku.properties, lang) : '', title: item.title[lang],
    picUrl: skuPic(item, sku?.properties ?? ''), sellerName: group.sellerName, shipping: group.shipping,
    priceFen, postFeeFen: item.postFeeFen, quantity, remark: g.remark, createdAt: now,
  }).onConflictDoUpdate({
    target: [cartItems.userId, cartItems.itemId, cartItems.skuId],
    targetWhere: sql`${cartItems.itemId} is not null`,
    set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, priceFen },
  }).returning({ id: cartItems.id, quantity: cartItems.quantity });
  return { id: line.id, quantity: line.quantity };
}

async function addManual(db: DbOrTx, userId: number, g: GoodsInput, now: number) {
  if (!g.title) throw new BizError('error.required', { field: 'title' });
  if (!g.price) throw new BizError(g.price === undefined ? 'error.required' : 'error.invalid', { field: 'price' });
  checkQuantity(g.quantity, null, g.price);
  const group = await sellerGroup(db, userId, null, g.seller || new URL(g.url!).hostname.replace(/^www\./, ''));
  const [line] = await db.insert(cartItems).values({
    userId, itemId: null, skuText: g.sku_text, title: g.title, picUrl: g.pic ?? '', url: g.url!, sellerName: group.sellerName,
    shipping: group.shipping, priceFen: g.price, quantity: g.quantity, remark: g.remark, createdAt: now,
  }).returning({ id: cartItems.id });
  return { id: line.id, quantity: g.quantity };
}

/** The SKU chosen for an item: required when the item has SKUs, and it must be one of them. */
async function chooseSku(db: DbOrTx, item: Item, skuId: string | undefined): Promise<Sku | null> {
  const skus = await db.select().from(itemSkus).where(eq(itemSkus.itemId, item.id));
  if (!skus.length) return null;
  if (!skuId) throw new BizError('error.required', { field: 'sku_id' });
  const sku = skus.find((s) => s.skuId === skuId);
  if (!sku) throw new BizError('cart.skuNotFound');
  return sku;
}

export type EditInput = { id: number; quantity?: number; sku_id?: string; remark?: string };

/**
 * Changes a line's quantity, SKU (merged into a line already holding it) or remark; answers the line's id.
 * A catalogue line whose quantity or SKU changes is re-priced as at `now` (flash sale included).
 */
export async function editLine(db: DbOrTx, userId: number, e: EditInput, lang: Lang, now: number): Promise<number> {
  if (e.quantity === undefined && e.sku_id === undefined && e.remark === undefined) throw new BizError('error.required', { field: 'quantity' });
  const row = await ownLine(db, userId, e.id);
  const l = row.line;
  const quantity = e.quantity ?? l.quantity;
  const remark = e.remark ?? l.remark;
  if (e.sku_id === undefined || e.sku_id === l.skuId) {
    let priceFen = l.priceFen;
    if (e.quantity !== undefined) {
      if (row.item) priceFen = await linePriceFen(db, row.item, row.sku, now);
      checkQuantity(quantity, lineState(row).stock, priceFen);
    }
    await db.update(cartItems).set({ quantity, remark, priceFen }).where(eq(cartItems.id, l.id));
    return l.id;
  }
  if (l.itemId === null) throw new BizError('error.invalid', { field: 'sku_id' });
  if (!row.item) throw notFound('cart.itemNotFound');
  const sku = await chooseSku(db, row.item, e.sku_id);
  if (!sku) throw new BizError('error.invalid', { field: 'sku_id' });
  await lockCartSku(db, userId, row.item.id, sku.skuId);
  const [twin] = await db.select().from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, l.itemId), eq(cartItems.skuId, sku.skuId))).for('update');
  const priceFen = await linePriceFen(db, row.item, sku, now);
  if (twin) {
    const merged = twin.quantity + quantity;
    checkQuantity(merged, sku.stock, priceFen);
    await db.update(cartItems).set({ quantity: merged, priceFen, remark: remark || twin.remark }).where(eq(cartItems.id, twin.id));
    await db.delete(cartItems).where(eq(cartItems.id, l.id));
    return twin.id;
  }
  checkQuantity(quantity, sku.stock, priceFen);
  await db.update(cartItems).set({
    skuId: sku.skuId, skuText: skuText(row.item.props, sku.properties, lang), picUrl: skuPic(row.item, sku.properties),
    priceFen, quantity, remark,
  }).where(eq(cartItems.id, l.id));
  return l.id;
}
