import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { BizError, notFound } from '../http/errors';
import { API_TYPES } from '../domain/catalogue/items';
import {
  MAX_QUANTITY, addGoods, cartCount, cartLine, cartRows, checkLines, deleteLines, editLine, groupPostFen, recordedSellers, setShipping, userCart, userTotals,
} from '../domain/cart/cart';
import { cartToOnepay, cartToOrder, onepayQuote } from '../domain/cart/checkout';
import { shopperFeeRate } from '../domain/cart/fee-rate';
import { sourceFor } from '../domain/catalogue/sources';
import { yuan } from '../domain/money/money';
import type {
  CartAddResult, CartBatchAddResult, CartCheckResult, CartCount, CartDeleteResult, CartEditResult, CartList, CartShippingResult, OnepayQuote,
} from '../../src/api/types/cart';

/** An optional field: '' and null (what forms send for "nothing") count as absent. */
const opt = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
const str = (max: number) => z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().max(max));

/** One goods of add / batchadd: a catalogue item (id, or tp + tid) or manual goods (url, title, price). */
const goods = z.object({
  id: opt(f.id()),
  tp: opt(z.enum(API_TYPES)),
  tid: opt(str(64)),
  sku_id: opt(str(64)),
  quantity: f.count(MAX_QUANTITY).default(1),
  remark: f.text(200).default(''),
  url: opt(z.string().trim().max(1000).regex(/^https?:\/\/[^\s/]+\.[^\s]*$/i)),
  title: opt(f.text(255)),
  price: opt(f.yuan()),
  sku_text: f.text(255).default(''),
  pic: opt(z.string().trim().max(500).regex(/^(\/uploads\/|https?:\/\/)\S+$/)),
  seller: opt(f.text(100)),
});

const jsonList = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export default defineGroup('/api/cart', (on) => {
  on('getList', { auth: 'required' }, async ({ db, user, lang, now }): Promise<CartList> =>
    userCart(db, user.id, await shopperFeeRate(db, user.id, now(), lang), lang));

  on('getCount', { auth: 'required' }, async ({ db, user }): Promise<CartCount> => ({ count: await cartCount(db, user.id) }));

  on('add', { auth: 'required', input: goods, msg: 'cart.added' }, async ({ db, user, input, lang, now }): Promise<CartAddResult> => {
    const line = await db.transaction((tx) => addGoods(tx, user.id, input, lang, now()));
    return { ...line, count: await cartCount(db, user.id) };
  });

  on('batchadd', { auth: 'required', input: z.object({ goods: z.preprocess(jsonList, z.array(goods).min(1).max(100)) }), msg: 'cart.added', maxBody: 256 * 1024 },
    async ({ db, user, input, lang, now }): Promise<CartBatchAddResult> => {
      await db.transaction(async (tx) => {
        for (const g of input.goods) await addGoods(tx, user.id, g, lang, now());
      });
      return { added: input.goods.length, count: await cartCount(db, user.id) };
    });

  on('edit', {
    auth: 'required',
    input: z.object({ id: f.id(), quantity: opt(f.count(MAX_QUANTITY)), sku_id: opt(str(64)), remark: f.text(200).optional() }),
  }, async ({ db, user, input, lang, now }): Promise<CartEditResult> => {
    const id = await db.transaction((tx) => editLine(tx, user.id, input, lang, now()));
    const fee = await shopperFeeRate(db, user.id, now(), lang);
    // An order placed meanwhile may have taken the line: say so rather than fail.
    const [row] = await cartRows(db, user.id, { ids: [id] });
    if (!row) throw new BizError('cart.lineGone');
    return { goods: cartLine(row, lang), totals: await userTotals(db, user.id, fee) };
  });

  on('delete', { auth: 'required', input: z.object({ ids: opt(f.ids()), id: opt(f.ids()) }) }, async ({ db, user, input, lang, now }): Promise<CartDeleteResult> => {
    const ids = input.ids ?? input.id;
    if (!ids) throw new BizError('error.required', { field: 'ids' });
    const deleted = await deleteLines(db, user.id, ids);
    if (!deleted) throw notFound('cart.notFound');
    return { deleted, count: await cartCount(db, user.id), totals: await userTotals(db, user.id, await shopperFeeRate(db, user.id, now(), lang)) };
  });

  on('check', { auth: 'required', input: z.object({ ids: opt(f.ids()), all: f.bool().default(false), checked: f.bool() }) },
    async ({ db, user, input, lang, now }): Promise<CartCheckResult> => {
      if (!input.all && !input.ids) throw new BizError('error.required', { field: 'ids' });
      const matched = await checkLines(db, user.id, input.all ? 'all' : input.ids!, input.checked);
      if (!matched && !input.all) throw notFound('cart.notFound');
      return userTotals(db, user.id, await shopperFeeRate(db, user.id, now(), lang));
    });

  on('changeShipping', { auth: 'required', input: z.object({ seller: f.nonEmpty(100), shipping: z.enum(['standard', 'express']) }) },
    async ({ db, user, input, lang, now }): Promise<CartShippingResult> => {
      const sellers = await recordedSellers(db, user.id, input.seller, lang);
      if (!(await setShipping(db, user.id, sellers, input.shipping))) throw notFound('cart.sellerNotFound');
      const rows = await cartRows(db, user.id);
      const post = groupPostFen(rows.filter((r) => sellers.includes(r.line.sellerName)).map((r) => r.line));
      return { ...input, post_fee: yuan(post), totals: await userTotals(db, user.id, await shopperFeeRate(db, user.id, now(), lang)) };
    });

  on('carttoorder', { auth: 'required', input: z.object({ ids: opt(f.ids()), remark: f.text(200).default('') }) },
    async ({ db, config, user, input, lang, now }) => cartToOrder(db, user.id, {
      ids: input.ids, remark: input.remark, rate: (await shopperFeeRate(db, user.id, now(), lang)).percent, source: sourceFor(config), lang, now: now(),
    }));

  // Not in the spec's list: the one-pay page needs each line's fee for the cart's weight and goods types to the chosen address.
  on('onepayLines', { auth: 'required', input: z.object({ ids: opt(f.ids()), address_id: f.id() }) }, async ({ db, user, input, lang }): Promise<OnepayQuote> =>
    onepayQuote(db, user.id, { ids: input.ids, addressId: input.address_id }, lang));

  on('carttoonepayorder', {
    auth: 'required',
    input: z.object({ ids: opt(f.ids()), address_id: f.id(), line_id: f.id(), insurance: f.bool().default(false), remark: f.text(200).default('') }),
  }, async ({ db, config, user, input, lang, now }) => cartToOnepay(db, user.id, {
    ids: input.ids, addressId: input.address_id, lineId: input.line_id, insurance: input.insurance, remark: input.remark,
  }, { source: sourceFor(config), lang, now: now() }));
});
