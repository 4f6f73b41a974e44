import { storage, KEYS } from './storage';

/** An item viewed on this device (the `history` key): for visitors, whose history the server does not keep. */
export type RecentItem = { tp: string; tid: string; title: string; pic: string };

/** How many viewed items the device keeps. */
export const RECENT_MAX = 20;

const valid = (x: unknown): x is RecentItem =>
  !!x && typeof x === 'object' && typeof (x as RecentItem).tp === 'string' && typeof (x as RecentItem).tid === 'string';

/** The items viewed on this device, newest first. */
export function recentItems(): RecentItem[] {
  const list = storage.getJson<unknown>(KEYS.history, []);
  return Array.isArray(list) ? list.filter(valid).slice(0, RECENT_MAX) : [];
}

/** Puts an item first (once), keeping at most RECENT_MAX. */
export function rememberItem(item: RecentItem): void {
  const rest = recentItems().filter((x) => !(x.tp === item.tp && x.tid === item.tid));
  storage.setJson(KEYS.history, [item, ...rest].slice(0, RECENT_MAX));
}
