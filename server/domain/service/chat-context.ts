import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { levels, orders, parcels, users } from '../../db/schema';
import type { Lang } from '../../i18n';
import { statusText, type Translate } from '../orders/orders';
import { yuan } from '../money/money';
import { parcelsMoney, storedMoney } from '../money/order-money';
import { langOf } from '../mail/prefs';
import type { ChatThreadContext } from '../../../src/api/types/chat';

/** How many of the shopper's latest orders and parcels the console shows beside a thread. */
const LATEST = 5;

/**
 * What staff see beside a thread: the shopper (e-mail, username, language, balance in ¥, level, since when) and their
 * latest orders and parcels with status in the staff's language — that shopper's only; a visitor has none of these.
 */
export async function threadContext(db: DbOrTx, userId: number | null, t: Translate, lang: Lang, now: number): Promise<ChatThreadContext> {
  if (userId === null) return { user: null, orders: [], parcels: [] };
  const [u] = await db.select({ u: users, level: levels.name }).from(users).leftJoin(levels, eq(levels.id, users.levelId)).where(eq(users.id, userId));
  if (!u) return { user: null, orders: [], parcels: [] };
  const os = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.deleted, false))).orderBy(desc(orders.id)).limit(LATEST);
  const ps = await db.select().from(parcels).where(eq(parcels.userId, userId)).orderBy(desc(parcels.id)).limit(LATEST);
  const money = await parcelsMoney(db, userId, ps, now);
  return {
    user: {
      id: u.u.id, email: u.u.email ?? '', username: u.u.username ?? '', lang: await langOf(db, userId), balance: yuan(u.u.moneyFen),
      level: u.level?.[lang] ?? '', created_at: u.u.createdAt,
    },
    orders: os.map((o) => ({ id: o.id, sn: o.sn, status_text: statusText(t, o.status), amount: yuan(storedMoney(o).totalFen), created_at: o.createdAt })),
    parcels: ps.map((p) => {
      const fen = money.get(p.id)?.totalFen;
      return { id: p.id, sn: p.sn, status_text: t(`parcel.status.${p.status}`), amount: fen == null ? '' : yuan(fen), created_at: p.createdAt };
    }),
  };
}
