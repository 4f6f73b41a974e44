import { z } from 'zod';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/env';
import { defineGroup } from '../http/endpoint';
import { f, INT_MAX } from '../http/input';
import { ForbiddenError } from '../http/errors';
import { sameSite } from '../http/same-site';
import { clientAddress } from '../http/client-address';
import { clearStaffCookie, setStaffCookie, staffToken } from '../http/staff-auth';
import { endStaffSession, staffForSession, staffLogin } from '../domain/staff/staff-sessions';
import { chatQueue, chatThread, conversationById, markDone, staffRead, staffReply, staffTyping } from '../domain/service/chat-staff';
import { chatViews } from '../domain/service/chat';
import { storeChatPicture } from '../domain/service/chat-pictures';
import { followAll } from '../domain/service/chat-follow';
import { UPLOAD_MAX_MB } from '../domain/files/uploads';
import { heartbeats } from '../http/sse-heartbeat';
import type { ChatStaffMe, ChatStaffUpload } from '../../src/api/types/chat';

const UPLOAD_MAX_BODY = UPLOAD_MAX_MB * 1024 * 1024 + 64 * 1024;
const conversationId = () => f.id();

/**
 * /ops/chat/*: the staff console's API (issue 34). Sign-in by e-mail and password gives the `staff_session` cookie
 * (forms from this site only); every other call takes that cookie or the operator's X-Ops-Token header (a script:
 * its replies show as "Operator"). The stream follows every conversation at once (Server-Sent Events).
 */
const opsChat = defineGroup('/ops/chat', (on) => {
  on('login', { input: z.object({ email: f.nonEmpty(200), password: z.string().min(1).max(200) }) }, async ({ db, input, now, c }): Promise<ChatStaffMe> => {
    if (!sameSite(c)) throw new ForbiddenError();
    const { token, staff } = await staffLogin(db, { email: input.email, password: input.password, client: clientAddress(c) }, now());
    setStaffCookie(c, token);
    c.header('Cache-Control', 'no-store');
    return { id: staff.id, name: staff.name, email: staff.email };
  });

  on('logout', {}, async ({ db, c }) => {
    if (!sameSite(c)) throw new ForbiddenError();
    await endStaffSession(db, staffToken(c));
    clearStaffCookie(c);
    return null;
  });

  /** Who is signed in (the operator's header: id 0, "Operator"). */
  on('me', { auth: 'staff' }, async ({ staff, t }): Promise<ChatStaffMe> => ({ id: staff.id ?? 0, name: staff.id === null ? t('chat.operator') : staff.name, email: staff.email }));

  on('queue', { auth: 'staff', input: z.object({ status: z.enum(['open', 'done']).default('open') }) }, async ({ db, input, t, lang, now }) =>
    chatQueue(db, input.status, { t, lang, now: now() }));

  on('thread', {
    auth: 'staff',
    input: z.object({ id: conversationId(), before_id: z.coerce.number().int().min(0).max(INT_MAX).default(0), pagesize: f.count(100).default(30) }),
  }, async ({ db, input, t, lang, now }) => chatThread(db, input.id, { beforeId: input.before_id, limit: input.pagesize }, { t, lang, now: now() }));

  on('reply', {
    auth: 'staff',
    input: z.object({
      id: conversationId(), kind: z.enum(['text', 'picture']).default('text'), text: z.string().max(64 * 1024).default(''),
      picture: z.string().trim().max(500).default(''), client_id: z.string().trim().max(64).default(''),
    }),
  }, async ({ db, config, staff, input, t, lang, now }) => staffReply({ db, config }, staff, input.id,
    input.kind === 'text' ? { kind: 'text', text: input.text, clientId: input.client_id } : { kind: 'picture', picture: input.picture, clientId: input.client_id },
    { t, lang, now: now() }));

  on('upload', { auth: 'staff', input: z.object({ file: f.file() }), maxBody: UPLOAD_MAX_BODY }, async ({ db, config, staff, input, now }): Promise<ChatStaffUpload> =>
    ({ url: await storeChatPicture({ db, config }, staff.id, input.file, now()) }));

  on('read', { auth: 'staff', input: z.object({ id: conversationId(), message_id: f.id() }) }, async ({ db, config, input }) =>
    staffRead({ db, config }, input.id, input.message_id));

  on('typing', { auth: 'staff', input: z.object({ id: conversationId() }) }, async ({ db, config, input }) => {
    await staffTyping({ db, config }, input.id);
    return null;
  });

  on('done', { auth: 'staff', input: z.object({ id: conversationId() }) }, async ({ db, config, input }) => markDone({ db, config }, input.id));

  on('stream', { auth: 'staff' }, async ({ db, config, c, t, lang, now }) => {
    const token = c.req.header('x-ops-token') === undefined ? staffToken(c) : undefined;
    return streamSSE(c, async (stream) => {
      const stop = await followAll({ db, config }, {
        message: async (id, m) => {
          const conv = await conversationById(db, id);
          if (!conv) return;
          const [view] = await chatViews(db, conv, [m], t, lang);
          await stream.writeSSE({ event: 'message', id: String(m.id), data: JSON.stringify({ conversation_id: id, message: view }) });
        },
        signal: async (e) => {
          const data = e.type === 'read' ? { conversation_id: e.c, by: e.by, id: e.id } : e.type === 'typing' ? { conversation_id: e.c, by: e.by } : { conversation_id: e.c, status: e.status };
          await stream.writeSSE({ event: e.type, data: JSON.stringify(data) });
        },
      });
      // An open console is a staff member at work: their session is seen at each heartbeat (presence); one that has
      // ended since (signed out, disabled, expired) closes the stream.
      await heartbeats(stream, async () => !token || !!(await staffForSession(db, token, now()).catch(() => null)));
      stop();
    }, async () => {});
  });
});

export default function opsChatGroups(app: Hono<AppEnv>) {
  opsChat(app);
}
