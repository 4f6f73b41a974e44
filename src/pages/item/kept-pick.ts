import type { Choice } from '../../lib/sku';

/** What the shopper picked on an item page: its options, the quantity, the note for the buyer. */
export type ItemPick = { choice: Choice; quantity: number; remark: string };

/**
 * The pick kept in the item's own history entry (beside what navigate() keeps there): coming back to that entry
 * finds it again — Back from the login page that a session ended elsewhere led to, signed in or not (issue 38),
 * Back from anywhere, a reload.
 */
export const keptPick = (): Partial<ItemPick> => (history.state as { pick?: ItemPick } | null)?.pick ?? {};
export const keepPick = (pick: ItemPick) => history.replaceState({ ...history.state, pick }, '');
