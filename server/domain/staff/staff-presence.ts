import type { DbOrTx } from '../../db';
import { configValue } from '../orders/storage';
import { staffSeenSince } from './staff-sessions';
import type { ChatStatus } from '../../../src/api/types/chat';

/** Staff count as at the console when a session of theirs was seen within this (seconds). */
export const PRESENCE_SECONDS = 5 * 60;
/** The chat's hours when the config names none (configlist keys chat_hours, chat_hours_tz, chat_days). */
export const DEFAULT_HOURS = { hours: '09:00-21:00', tz: '+08:00', days: '1-7' };

/** The chat's hours: minutes of the day from and to (to ≤ from: past midnight), the zone's offset, the weekdays (1 = Monday). */
export type ChatHours = { from: number; to: number; offsetMin: number; days: Set<number> };

const minutes = (hhmm: string) => {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** "09:00-21:00", "+08:00", "1-5,7" → the hours; a value that does not parse is the default's. */
export function parseHours(raw: { hours?: unknown; tz?: unknown; days?: unknown }): ChatHours {
  const [a, b] = String(raw.hours ?? '').split(/[-–]/);
  let from = minutes(a ?? ''), to = minutes(b ?? '');
  if (from === null || to === null) [from, to] = DEFAULT_HOURS.hours.split('-').map((x) => minutes(x)!);
  const tz = /^(?:UTC)?([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(String(raw.tz ?? '').trim()) ?? /^([+-])(\d{2}):(\d{2})$/.exec(DEFAULT_HOURS.tz)!;
  const offsetMin = (tz[1] === '-' ? -1 : 1) * (Number(tz[2]) * 60 + Number(tz[3] ?? 0));
  const days = new Set<number>();
  for (const part of String(raw.days ?? '').split(',')) {
    const m = /^\s*([1-7])\s*(?:-\s*([1-7])\s*)?$/.exec(part);
    if (!m) continue;
    const lo = Number(m[1]), hi = Number(m[2] ?? m[1]);
    for (let d = lo; d !== hi + 1; d = d === 7 ? 1 : d + 1) {
      days.add(d);
      if (days.size === 7) break;
    }
  }
  if (!days.size) for (let d = 1; d <= 7; d++) days.add(d);
  return { from, to, offsetMin, days };
}

/** The hours as the shopper's page shows them: "09:00–21:00 (UTC+8)". */
export function hoursText(h: ChatHours): string {
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const sign = h.offsetMin < 0 ? '-' : '+';
  const off = Math.abs(h.offsetMin);
  return `${hm(h.from)}–${hm(h.to)} (UTC${sign}${Math.floor(off / 60)}${off % 60 ? `:${String(off % 60).padStart(2, '0')}` : ''})`;
}

/** The working spans [start, end) in unix seconds of the local days around `now` (yesterday to a week ahead). */
function spans(h: ChatHours, now: number): [number, number][] {
  const local = now + h.offsetMin * 60;
  const dayStart = local - (((local % 86_400) + 86_400) % 86_400) - h.offsetMin * 60; // this local day's midnight, as unix
  const out: [number, number][] = [];
  for (let k = -1; k <= 8; k++) {
    const start = dayStart + k * 86_400;
    const weekday = ((Math.floor((start + h.offsetMin * 60) / 86_400) + 3) % 7 + 7) % 7 + 1; // 1970-01-01 was a Thursday
    if (!h.days.has(weekday)) continue;
    const end = h.to > h.from ? start + h.to * 60 : start + 86_400 + h.to * 60;
    out.push([start + h.from * 60, end]);
  }
  return out;
}

/** Whether `now` is within the hours, and when they next begin (null while within them). */
export function withinHours(h: ChatHours, now: number): { open: boolean; nextOpenAt: number | null } {
  const all = spans(h, now);
  if (all.some(([s, e]) => s <= now && now < e)) return { open: true, nextOpenAt: null };
  return { open: false, nextOpenAt: all.find(([s]) => s > now)?.[0] ?? null };
}

/** The configured hours (config keys chat_hours, chat_hours_tz, chat_days). */
export async function chatHours(db: DbOrTx): Promise<ChatHours> {
  const [hours, tz, days] = await Promise.all(['chat_hours', 'chat_hours_tz', 'chat_days'].map((k) => configValue(db, k)));
  return parseHours({ hours: hours ?? DEFAULT_HOURS.hours, tz: tz ?? DEFAULT_HOURS.tz, days: days ?? DEFAULT_HOURS.days });
}

/**
 * /api/chat/status: staff are online when now is within the hours and a staff session was seen within the last five
 * minutes (a console call or its open stream). `next_open_at`: when the hours next begin, outside them; null within.
 */
export async function chatStatus(db: DbOrTx, now: number): Promise<ChatStatus> {
  const h = await chatHours(db);
  const { open, nextOpenAt } = withinHours(h, now);
  const present = open && (await staffSeenSince(db, now - PRESENCE_SECONDS, now));
  return { online: present, staff_hours: hoursText(h), next_open_at: nextOpenAt };
}
