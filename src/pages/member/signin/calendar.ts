import { locale } from '../../../lib/format';
import type { SigninDay, SigninMonth } from '../../../api/types/points';

/** How a day of the calendar is drawn: signed, filled up, missed (this month, before today: can be filled up), or nothing. */
export type DayState = 'signed' | 'filled' | 'missed' | 'none';
export type Cell = { day: string; n: number; state: DayState; today: boolean; entry: SigninDay | null };

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
/** The shop's calendar is China time (UTC+8, no daylight saving): server/domain/rewards/shop-day.ts counts days on it. */
const SHOP_OFFSET_MS = 8 * 3600_000;

/** 'YYYY-MM' n months after `month` (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** How many blank cells come before the 1st in a week that starts on Monday. */
export const leadingBlanks = (month: string) => (utc(`${month}-01`).getUTCDay() + 6) % 7;

/** The days of a month's calendar, with what each shows. */
/**
 * The month the page opens on, before its answer: this month on the shop's calendar (China time, as the server
 * counts days), no day marked — the calendar is drawn at once at its real size, so nothing below it moves.
 */
export function openingMonth(now = Date.now()): Pick<SigninMonth, 'month' | 'today' | 'days'> {
  const today = new Date(now + SHOP_OFFSET_MS).toISOString().slice(0, 10);
  return { month: today.slice(0, 7), today, days: [] };
}

/**
 * When the shop's next day begins on the shopper's clock ("17:00" in Berlin in winter), or null when the shopper's
 * clock is China time already (their day is the shop's).
 */
export function shopDayStartsAt(now = Date.now()): string | null {
  const next = Math.floor((now + SHOP_OFFSET_MS) / 86_400_000 + 1) * 86_400_000 - SHOP_OFFSET_MS;
  if (new Date(next).getTimezoneOffset() === -SHOP_OFFSET_MS / 60_000) return null;
  return new Date(next).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

export function monthCells(m: Pick<SigninMonth, 'month' | 'today' | 'days'>): Cell[] {
  const byDay = new Map(m.days.map((d) => [d.day, d]));
  const last = new Date(Date.UTC(Number(m.month.slice(0, 4)), Number(m.month.slice(5, 7)), 0)).getUTCDate();
  const thisMonth = m.today.slice(0, 7) === m.month;
  return Array.from({ length: last }, (_, i) => {
    const day = `${m.month}-${String(i + 1).padStart(2, '0')}`;
    const entry = byDay.get(day) ?? null;
    const state: DayState = entry ? (entry.filled ? 'filled' : 'signed') : thisMonth && day < m.today ? 'missed' : 'none';
    return { day, n: i + 1, state, today: day === m.today, entry };
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and shape, kept: making one costs far more than using it, and a month draws some forty dates. */
function format(shape: string, o: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale()} ${shape}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale(), { ...o, timeZone: 'UTC' })));
  return f;
}

/** Monday to Sunday, short, in the screen's language ("Mon", "пн", "周一"). */
export function weekdays(): string[] {
  const f = format('weekday', { weekday: 'short' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(utc(`2024-01-0${i + 1}`)));
}

/** "June 2024", "июнь 2024 г.", "2024年6月". */
export const monthTitle = (month: string) => format('month', { year: 'numeric', month: 'long' }).format(utc(`${month}-01`));

/** "12 June", "12 июня", "6月12日". */
export const dayTitle = (day: string) => format('day', { day: 'numeric', month: 'long' }).format(utc(day));
