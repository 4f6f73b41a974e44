import { effect } from '@preact/signals';
import { token } from './session';
import { unreadMessages } from './unread';

/**
 * The actions of state/unread.ts, out of the shell (the pages that show the count load this). The startup
 * calls set the count from user/info themselves and again when the app returns to the foreground.
 */

/** Sets the unread count from an answer that carries it (user/info, message/read, message/countNotRead). */
export function setUnread(n: number): void {
  unreadMessages.value = Math.max(0, Number(n) || 0);
}

// No count for a visitor: a logout clears it.
effect(() => {
  if (!token.value) setUnread(0);
});
