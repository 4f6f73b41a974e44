import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { staffForSession } from '../domain/staff/staff-sessions';
import { staffToken } from '../http/staff-auth';
import { chatConsolePage, chatSignInPage } from '../ops/chat-page/pages';
import { CHAT_PAGE_CSP } from '../ops/chat-page/style';
import { CONSOLE_JS, CONSOLE_JS_PATH } from '../ops/chat-page/script';

/**
 * /ops/chat for a browser (issue 34): the staff console, or its sign-in form (401) without a live staff session.
 * The page and its one script speak only the staff API (routes/ops-chat.ts: /ops/chat/login, queue, thread, reply,
 * upload, read, typing, done, stream), with the staff cookie; the script is a file of its own at a path named by its
 * hash, so the policy runs no inline code.
 */
const page = (c: Context, html: string, status: 200 | 401 = 200) =>
  c.html(html, status, { 'Content-Security-Policy': CHAT_PAGE_CSP, 'Cache-Control': 'no-store' });

export default function opsChatPage(app: Hono<AppEnv>) {
  app.get('/ops/chat', async (c) => {
    const { db, now } = c.get('deps');
    const staff = await staffForSession(db, staffToken(c), now());
    return staff ? page(c, chatConsolePage(staff)) : page(c, chatSignInPage(), 401);
  });

  app.get(CONSOLE_JS_PATH, (c) =>
    c.body(CONSOLE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }));
}
