import { get, post } from './client';
import type { ApiType } from './types/goods';
import type { Deleted, FavoriteAdded, FavoriteList, HistoryAdded, HistoryList } from './types/member';
import type {
  EmailRemindList, RemindEventName, UserSubscription,
} from './types/member-extra';

/** An item by id, or by its platform (tp) and the platform's id (tid). */
export type ItemRef = { item_id: number } | { tp: ApiType; tid: string };

/** Member pages' calls (spec §7 "Other features"). Levels (/api/level/lists): ./points. */

export const favorites = (page: number, pagesize: number) => get<FavoriteList>('/api/favorites/lists', { page, pagesize });
export const addFavorite = (item: ItemRef) => get<FavoriteAdded>('/api/favorites/add', item, { loading: true });
/** By favourite ids, or the favourite of one item. */
export const deleteFavorites = (by: { ids: number[] } | ItemRef) =>
  post<Deleted>('/api/favorites/delete', 'ids' in by ? { ids: by.ids.join(',') } : by, { loading: true });

export const browsingHistory = (page: number, pagesize: number) => get<HistoryList>('/api/history/lists', { page, pagesize });
export const deleteHistory = (by: { ids: number[] } | { all: true }) =>
  get<Deleted>('/api/history/delete', 'ids' in by ? { ids: by.ids.join(',') } : by, { loading: true });
/** Recorded in the background when an item opens: no overlay, no toast. */
export const addHistory = (item: ItemRef) => post<HistoryAdded>('/api/history/add', item, { toast: false });

/** Messages (./message: the startup calls' unread count takes that module alone). */
export { messages, readMessage, unreadCount } from './message';

/** Provisional types below (no server yet). */

/** The addresses and switches; `currency` (the one the shopper reads amounts in) is what the e-mails show amounts in too. */
export const emailReminds = (currency?: string) => get<EmailRemindList>('/api/emailremind/lists', { currency });
export const setDefaultRemindEmail = (id: number) => get<null>('/api/emailremind/setDefault', { id }, { loading: true });
export const setRemind = (event: RemindEventName, status: 0 | 1) => post<null>('/api/emailremind/setRemind', { event, status }, { loading: true });

export const subscription = () => get<UserSubscription | null>('/api/usersubscription/detail');
export const subscribe = (email: string, status: 0 | 1 = 1) => post<UserSubscription>('/api/usersubscription/add', { email, status }, { loading: true });
