import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { staff, staffSessions } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { hashPassword } from '../account/passwords';

export type StaffRow = typeof staff.$inferSelect;
/** A staff account as the operator and the console see it (never its hash). */
export type StaffView = { id: number; name: string; email: string; disabled: boolean; created_at: number };

/** The shortest password staff may be given (a generated one is 16 characters). */
export const STAFF_PASSWORD_MIN = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const staffView = (r: StaffRow): StaffView => ({ id: r.id, name: r.name, email: r.email, disabled: r.disabled, created_at: r.createdAt });

/** A password of 16 characters from an alphabet without look-alikes (0/O, 1/l/I): ~94 bits. */
export function generatedPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Adds a staff member (`npm run ops -- staff_add`): the e-mail is kept lower-cased and is theirs alone; the password is
 * hashed as shoppers' are (account/passwords.ts). None given: one is generated and answered once, to hand over.
 */
export async function addStaff(db: Db, i: { name: string; email: string; password?: string }, now: number): Promise<StaffView & { password?: string }> {
  const email = i.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new BizError('staff.email');
  const generated = i.password ? undefined : generatedPassword();
  const password = i.password ?? generated!;
  if ([...password].length < STAFF_PASSWORD_MIN) throw new BizError('staff.password', { min: STAFF_PASSWORD_MIN });
  const passwordHash = await hashPassword(password);
  const [row] = await db.insert(staff).values({ name: i.name.trim(), email, passwordHash, createdAt: now }).onConflictDoNothing().returning();
  if (!row) throw new BizError('staff.taken', { email });
  return { ...staffView(row), ...(generated ? { password: generated } : {}) };
}

/** Every staff account, in the order they were added. */
export async function listStaff(db: DbOrTx): Promise<StaffView[]> {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(staffView);
}

/** Disables a staff member: they cannot sign in again, and their open sessions end now. */
export async function disableStaff(db: Db, id: number): Promise<StaffView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staff).set({ disabled: true }).where(eq(staff.id, id)).returning();
    if (!row) throw notFound('staff.notFound');
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    return staffView(row);
  });
}

/** The names of staff members by id (a message's author), disabled ones too. */
export async function staffNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const want = [...new Set(ids)];
  if (!want.length) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, want));
  return new Map(rows.map((r) => [r.id, r.name]));
}
