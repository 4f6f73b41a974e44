/** Pull-to-refresh and load-more constants and state rules (spec §4, §9). */
export const PULL_OFFSET = 80;
export const LOAD_MORE_TRIGGER = 150;
export const BACK_TO_TOP_AFTER = 1000;
export const RESET_MS = 300;
export const PAGE_SIZE = 10;
export const END_MIN_ITEMS = 5;

/** Pull-down: 0 idle, 1 pulling inside the offset, 2 past the offset (release to refresh), 3 loading, 4 finished. */
export type DownState = 0 | 1 | 2 | 3 | 4;
/** Load-more: 0 idle, 1 loading more, 2 no more data, 3 hidden. */
export type UpState = 0 | 1 | 2 | 3;

/** The down state while the finger moves `distance` px (already damped). */
export function pullState(distance: number, current: DownState): DownState {
  if (current === 3 || current === 4) return current;
  if (distance <= 0) return 0;
  return distance < PULL_OFFSET ? 1 : 2;
}

/** On release: past the offset starts a refresh, otherwise springs back. */
export const releaseState = (current: DownState): DownState => (current === 2 ? 3 : current === 3 || current === 4 ? current : 0);

/** After a page arrived: more to load, or no more (a short page, or the last one). */
export function upStateAfter(received: number, pageSize: number, lastPage: boolean): UpState {
  return lastPage || received < pageSize ? 2 : 0;
}

/** "-- END --" shows only once at least 5 items are loaded (spec §9). */
export const showEnd = (up: UpState, count: number) => up === 2 && count >= END_MIN_ITEMS;

/** Near enough to the bottom to load the next page. */
export const shouldLoadMore = (distanceToBottom: number, up: UpState) => up === 0 && distanceToBottom <= LOAD_MORE_TRIGGER;
