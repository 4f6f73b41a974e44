import { z } from 'zod';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { BizError } from '../http/errors';
import { chatParty, openConversation } from '../domain/service/chat-conversations';
import { chatHistory, chatViews, markRead, sendMessage, typing, type Outgoing } from '../domain/service/chat';
import { CHAT_CARD_TYPES, CHAT_KINDS } from '../domain/service/chat-cards';
import { issueTicket, ticketConversation } from '../domain/service/chat-tickets';
import { followConversation } from '../domain/service/chat-follow';
import { partyChatUnread } from '../domain/service/chat-unread';
import { shopperOnline } from '../domain/service/chat-presence';
import { chatStatus } from '../domain/staff/staff-presence';
import { heartbeats } from '../http/sse-heartbeat';


const party = (c: Context<AppEnv>) => chatParty(c.get('user')?.id ?? null, c.req.header('Guid'));

const sendInput = z.object({
  kind: z.enum(CHAT_KINDS).default('text'),
  /** As typed: the domain trims it and says, in the shopper's language, when it is empty, too long or not text. */
  text: z.string().max(64 * 1024).default(''),
  /** A url /api/common/upload answered this shopper. */
  picture: z.string().trim().max(500).default(''),
  card_type: z.enum(CHAT_CARD_TYPES).optional(),
  card_id: f.id().optional(),
  /** The sender's own key of this message: the same one again (a retry) stores nothing new. */
  client_id: z.string().trim().max(64).default(''),
});

function outgoing(i: z.output<typeof sendInput>): Outgoing {
  if (i.kind === 'text') return { kind: 'text', text: i.text, clientId: i.client_id };
  if (i.kind === 'picture') return { kind: 'picture', picture: i.picture, clientId: i.client_id };
  if (!i.card_type || !i.card_id) throw new BizError('chat.card');
  return { kind: 'card', cardType: i.card_type, cardId: i.card_id, clientId: i.client_id };
}

/** A reconnect's last message id: EventSource's Last-Event-ID header, or the query field (a new ticket's url). */
function lastEventId(c: Context<AppEnv>, field: number | undefined): number | null {
  const raw = c.req.header('last-event-id');
  const n = raw !== undefined && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : field;
  return n !== undefined && n <= INT_MAX ? n : null;
}

/**
 * /api/chat/*: live chat with the shop's staff, the embedded provider (issue 34). A signed-in shopper (token) or a
 * visitor (the Guid header: their device) has one conversation; the stream is Server-Sent Events opened by a ticket.
 */
const chat = defineGroup('/api/chat', (on) => {
  on('send', { auth: 'optional', input: sendInput }, async ({ db, config, c, input, t, lang, now }) =>
    sendMessage({ db, config }, party(c), outgoing(input), { t, lang, now: now() }));

  on('history', {
    auth: 'optional',
    input: z.object({ before_id: z.coerce.number().int().min(0).max(INT_MAX).default(0), pagesize: f.count(100).default(30) }),
  }, async ({ db, c, input, t, lang, now }) => chatHistory(db, party(c), { beforeId: input.before_id, limit: input.pagesize }, { t, lang, now: now() }));

  on('read', { auth: 'optional', input: z.object({ message_id: f.id() }) }, async ({ db, config, c, input, now }) =>
    markRead({ db, config }, party(c), input.message_id, now()));

  on('typing', { auth: 'optional' }, async ({ db, config, c, now }) => {
    await typing({ db, config }, party(c), now());
    return null;
  });

  /** Whether staff answer now (presence within the configured hours), the hours, and when they next begin. */
  on('status', { auth: 'optional' }, async ({ db, now }) => chatStatus(db, now()));

  on('unread', { auth: 'optional' }, async ({ db, c, now }) => partyChatUnread(db, party(c), now()));

  on('ticket', { auth: 'optional' }, async ({ db, c, now }) => {
    const conv = await openConversation(db, party(c), now());
    return issueTicket(db, conv.id, now());
  });

  on('stream', {
    input: z.object({ ticket: z.string().trim().max(128).default(''), last_event_id: z.coerce.number().int().min(0).max(INT_MAX).optional() }),
  }, async ({ db, config, c, input, t, lang, now }) => {
    const conv = await ticketConversation(db, input.ticket, now()); // reused or expired: 401, at once
    const after = lastEventId(c, input.last_event_id);
    return streamSSE(c, async (stream) => {
      const stop = await followConversation({ db, config }, conv.id, after, {
        message: async (m) => {
          const [view] = await chatViews(db, conv, [m], t, lang);
          await stream.writeSSE({ event: 'message', id: String(m.id), data: JSON.stringify(view) });
        },
        signal: async (e) => stream.writeSSE({ event: e.type, data: JSON.stringify(e.type === 'read' ? { by: e.by, id: e.id } : { by: e.by }) }),
      });
      // The shopper is in the chat while this stream is open (staff replies then send no away notice).
      await shopperOnline(db, conv.id, now());
      await heartbeats(stream, async () => {
        await shopperOnline(db, conv.id, now());
        return true;
      });
      stop();
      await shopperOnline(db, conv.id, null).catch(() => {});
    }, async () => {});
  });
});

export default function chatGroups(app: Hono<AppEnv>) {
  chat(app);
}
