import { apiBase, common, formEncode, post } from './client';
import type { ChatHistory, ChatMessageView, ChatOutgoing, ChatStatus, ChatTicket } from './types/chat';

/** Live chat with the shop's staff (issue 34): the shopper's (or the device's) one conversation. */

/** A page of the conversation before `before_id` (0: the newest), newest last. */
export const chatHistory = (before_id = 0, pagesize = 30) => post<ChatHistory>('/api/chat/history', { before_id, pagesize }, { toast: false });
/** Sends a message; the same client_id again answers the first (a retry stores nothing new). The chat shows a refusal itself. */
export const chatSend = (m: ChatOutgoing) => post<ChatMessageView>('/api/chat/send', m, { toast: false });
/** Read up to `message_id`. */
export const chatRead = (message_id: number) => post<{ shopper_read_id: number }>('/api/chat/read', { message_id }, { toast: false });
export const chatTyping = () => post<null>('/api/chat/typing', {}, { toast: false });
export const chatTicket = () => post<ChatTicket>('/api/chat/ticket', {}, { toast: false });
export const chatStatus = () => post<ChatStatus>('/api/chat/status', {}, { toast: false });

/** The event stream's url: a ticket (never the token) and the last message id already shown, so nothing is sent twice. */
export const chatStreamUrl = (ticket: string, last_event_id: number) =>
  `${apiBase()}/api/chat/stream?${formEncode({ ...common(), ticket, last_event_id })}`;
