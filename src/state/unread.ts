import { signal } from '@preact/signals';

/**
 * The shopper's unread messages: the Me tab's badge (app.tsx) and the user centre's. Only this signal is in
 * the shell; state/unread-refresh.ts (a later chunk) holds its actions.
 */
export const unreadMessages = signal(0);
/** Staff replies in the chat not read yet (user/info's chat_unread): the Service tab's badge; the chat clears it. */
export const chatUnread = signal(0);
