import type { orderGoods, orders } from '../../db/schema';

/** An order and one of its goods lines as stored. */
export type Order = typeof orders.$inferSelect;
export type GoodsRow = typeof orderGoods.$inferSelect;
/** The shopper's translator, as order texts take it. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;
