/**
 * What a status means to the shopper, for its colour (design §4 statuses): `act` when the next step is
 * theirs (pay), `wait` while staff or carriers work, `done` at the end, `off` when cancelled.
 */
export type Tone = 'act' | 'wait' | 'done' | 'off';
export type StatusKind = 'order' | 'parcel' | 'onepay';

/** The last status of each kind (done / received) and the one that waits for the shopper's payment besides 0. */
const LAST: Record<StatusKind, number> = { order: 5, parcel: 4, onepay: 4 };

export function toneOf(kind: StatusKind, status: number): Tone {
  if (status < 0) return 'off';
  if (status >= LAST[kind]) return 'done';
  // Unpaid orders and one-pay orders (0), a weighed parcel awaiting its shipping payment (1).
  if (kind === 'parcel' ? status === 1 : status === 0) return 'act';
  return 'wait';
}

/** The steps of a kind's life, in order (design §4), for the progress bar: as many as the statuses up to the last. */
export const stepCount = (kind: StatusKind) => LAST[kind] + 1;
