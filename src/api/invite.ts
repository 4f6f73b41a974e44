import { get, post } from './client';
import type { CashbackPage, InviteEmail, InvitedFriendsPage, RebatePage, RebateWithdrawn } from './types/invite';

/** Invitations, rebates and cashback (spec §7 "invitefriends", "userrebate", "cashback"; design §4b). */
export const invitedFriends = (page: number, pagesize: number) => get<InvitedFriendsPage>('/api/invitefriends/lists', { page, pagesize });
/** Puts a friend's address on the list to invite (once per address). */
export const addInviteEmail = (email: string) => post<InviteEmail>('/api/invitefriends/emailAdd', { email }, { loading: true });
/** Sends the invitation to an address added before (once). */
export const sendInviteEmail = (email: string) => post<InviteEmail>('/api/invitefriends/sendInvitefriendsEmail', { email }, { loading: true });

/** Rebates earned on invited friends' payments, newest first, with the totals. */
export const rebates = (page: number, pagesize: number) => get<RebatePage>('/api/userrebate/lists', { page, pagesize });
/** Moves every earned rebate to the wallet. */
export const withdrawRebates = () => post<RebateWithdrawn>('/api/userrebate/withdraw', {}, { loading: true });

export const cashbacks = (page: number, pagesize: number) => post<CashbackPage>('/api/cashback/lists', { page, pagesize });
