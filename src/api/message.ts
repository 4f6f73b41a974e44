import { get } from './client';
import type { Page } from './types/common';
import type { Message, MessageKind, MessageRead, UnreadCount } from './types/member-extra';

/** /api/message/* (spec §7 "messages"): the shopper's messages, newest first (of one kind when asked). */
export const messages = (page: number, pagesize: number, kind?: MessageKind) => get<Page<Message>>('/api/message/lists', { page, pagesize, kind });
/** Marks a message read; the page has already shown it read (no overlay, no toast: it puts it back on failure). */
export const readMessage = (id: number) => get<MessageRead>('/api/message/read', { id }, { toast: false });
export const unreadCount = () => get<UnreadCount>('/api/message/countNotRead', {}, { toast: false });
