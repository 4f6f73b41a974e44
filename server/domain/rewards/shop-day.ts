/**
 * Daily rewards (sign-in, the free spin) count days on the shop's calendar: China time (UTC+8, no daylight
 * saving), where the shop buys and the operator works, whatever the shopper's zone.
 */
const OFFSET = 8 * 3600;

/** 'YYYY-MM-DD' of unix time `t` on the shop's calendar. */
export const shopDay = (t: number): string => new Date((t + OFFSET) * 1000).toISOString().slice(0, 10);

/** The day `n` days after `day` ('YYYY-MM-DD'; n may be negative). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Unix time of the start of `day` on the shop's calendar. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000 - OFFSET;
