import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { page } from '../http/envelope';
import { MESSAGE_KINDS, inboxPage, messagesView, readMessage, unreadCount } from '../domain/messages/inbox';
import type { Page } from '../../src/api/types/common';
import type { Message, MessageRead, UnreadCount } from '../../src/api/types/member-extra';

/** /api/message/*: the shopper's messages about their orders, parcels and money (design §4b "Messages"). */
export default defineGroup('/api/message', (on) => {
  on('lists', {
    auth: 'required',
    input: z.object({ page: f.page(), pagesize: f.pagesize(), kind: z.enum(MESSAGE_KINDS).optional().catch(undefined) }),
  }, async ({ db, user, input, lang }): Promise<Page<Message>> => {
    const { rows, total } = await inboxPage(db, user.id, input);
    return page(await messagesView(db, rows, lang), total, input.page, input.pagesize);
  });

  on('read', { auth: 'required', input: z.object({ id: f.id() }) }, ({ db, user, input, now }): Promise<MessageRead> =>
    readMessage(db, user.id, input.id, now()));

  on('countNotRead', { auth: 'required' }, async ({ db, user }): Promise<UnreadCount> => ({ count: await unreadCount(db, user.id) }));
});
