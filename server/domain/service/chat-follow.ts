import { chatBus, type ChatEvent } from './chat-bus';
import { messagesAfter, type ChatDeps, type ChatMessageRow } from './chat';
import { lastMessageId } from './chat-conversations';

export type Follower = {
  /** Each message once, in id order. */
  message: (m: ChatMessageRow) => Promise<void>;
  /** Read marks and typing, as they come. */
  signal: (e: Extract<ChatEvent, { type: 'read' | 'typing' }>) => Promise<void>;
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
    } else if (e.type !== 'queue') queue(() => to.signal(e)); // the console's queue is staff's business
  });
  if (afterId === null) sent = await lastMessageId(deps.db, conversationId);
  open();
  catchUp();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

export type AllFollower = {
  /** Each new message of any conversation once, in id order within its conversation. */
  message: (conversationId: number, m: ChatMessageRow) => Promise<void>;
  /** Read marks, typing and queue changes of any conversation, as they come. */
  signal: (e: Exclude<ChatEvent, { type: 'message' }>) => Promise<void>;
};

/**
 * Follows every conversation from now on (the staff console's stream; after a reconnect the console reloads its queue
 * and thread). A conversation's messages are read from the database after the last one sent of it, so a message is
 * sent once and none is skipped within a conversation (ids there follow commit order, and so do notifications).
 */
export async function followAll(deps: ChatDeps, to: AllFollower): Promise<() => void> {
  const sent = new Map<number, number>();
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  const queue = (work: () => Promise<void>) => {
    chain = chain.then(() => (stopped ? undefined : work())).catch(() => { stopped = true; });
  };
  const unsubscribe = await chatBus(deps).subscribeAll((e) => {
    if (e.type !== 'message') return queue(() => to.signal(e));
    queue(async () => {
      const after = sent.get(e.c) ?? e.id - 1;
      if (e.id <= after) return;
      for (const m of await messagesAfter(deps.db, e.c, after)) {
        if (stopped) return;
        await to.message(e.c, m);
        sent.set(e.c, m.id);
      }
    });
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
