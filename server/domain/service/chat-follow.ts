import { chatBus, type ChatEvent } from './chat-bus';
import { messagesAfter, type ChatDeps, type ChatMessageRow } from './chat';
import { lastMessageId } from './chat-conversations';

export type Follower = {
  /** Each message once, in id order. */
  message: (m: ChatMessageRow) => Promise<void>;
  /** Read marks and typing, as they come. */
  signal: (e: Exclude<ChatEvent, { type: 'message' }>) => Promise<void>;
};

/**
 * Follows a conversation for a stream: first every message after `afterId` (a reconnect's Last-Event-ID; null: from
 * now on), then each new one — subscribed before the first read, so none falls between, and never one twice (ids
 * in a conversation follow commit order: chat.ts). Answers the function that stops following.
 */
export async function followConversation(deps: ChatDeps, conversationId: number, afterId: number | null, to: Follower): Promise<() => void> {
  let sent = afterId ?? 0;
  let stopped = false;
  let open!: () => void;
  // Events that come while the stream readies wait behind this gate.
  let chain: Promise<void> = new Promise((resolve) => (open = resolve));
  const queue = (work: () => Promise<void>) => {
    chain = chain.then(() => (stopped ? undefined : work())).catch(() => { stopped = true; });
  };
  const catchUp = () => queue(async () => {
    for (;;) {
      const rows = await messagesAfter(deps.db, conversationId, sent);
      for (const m of rows) {
        if (stopped) return;
        await to.message(m);
        sent = m.id;
      }
      if (rows.length < 500) return;
    }
  });
  const unsubscribe = await chatBus(deps).subscribe(conversationId, (e) => {
    if (e.type === 'message') {
      if (e.id > sent) catchUp();
    } else queue(() => to.signal(e));
  });
  if (afterId === null) sent = await lastMessageId(deps.db, conversationId);
  open();
  catchUp();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
