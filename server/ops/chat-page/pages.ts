import { opsDocument } from '../page/document';
import { esc } from '../page/escape';
import { signInForm } from '../page/sign-in';
import { CHAT_CSS } from './style';
import { CONSOLE_SCRIPT } from './script';

/**
 * The staff chat console, GET /ops/chat (issue 34): its sign-in form and the console around which the script
 * (console.js) draws the queue, the thread and the shopper's context from the staff API. Staff strings are English
 * only, as on /ops/vitals (the shop's staff page is not localised; shoppers' words and the server's data come as they
 * are). Nothing a shopper wrote is put here: the script shows it, with textContent.
 */
export type StaffMember = { id: number; name: string; email: string };

const page = (title: string, body: string) => opsDocument({ title, css: CHAT_CSS, body, script: CONSOLE_SCRIPT });

/** Staff sign in with their own account (`npm run ops -- staff_add`); the script posts the form and shows the server's message. */
export const chatSignInPage = (error?: string) =>
  page(
    'Chat — staff sign-in',
    signInForm({
      heading: 'Chat with shoppers',
      intro: 'Staff only: sign in with the account an operator made for you (<code>npm run ops -- staff_add</code>).',
      action: '/ops/chat/login',
      fields: [
        { type: 'email', name: 'email', label: 'E-mail', autocomplete: 'username' },
        { type: 'password', name: 'password', label: 'Password', autocomplete: 'current-password' },
      ],
      submit: 'Sign in',
      error,
    }) + '<noscript><p class="err">The console needs JavaScript.</p></noscript>',
  );

/** The console's frame for the signed-in `staff`: every list and message in it comes from the staff API. */
export const chatConsolePage = (staff: StaffMember) =>
  page(
    'Chat — staff console',
    `<div id="console" data-view="queue" data-staff-id="${staff.id}">
<header class="top"><h1>Chat</h1><span id="live" role="status">Connecting…</span><span class="me">Signed in as ${esc(staff.name)} (${esc(staff.email)})</span><button type="button" id="sign-out">Sign out</button></header>
<noscript><p class="err">The console needs JavaScript.</p></noscript>
<div class="panes">
<section id="queue" class="pane" aria-labelledby="queue-h">
<div class="queue-head"><h2 id="queue-h">Conversations</h2><button type="button" data-status="open" aria-pressed="true">Open</button><button type="button" data-status="done" aria-pressed="false">Done</button></div>
<p id="queue-err" class="err" role="alert"></p>
<ul id="queue-list" aria-label="Conversations, waiting longest first"></ul>
<p id="queue-empty" class="note" hidden></p>
</section>
<section id="thread" class="pane" aria-labelledby="thread-title">
<div class="thread-head"><button type="button" class="to-queue" data-go="queue" aria-label="Back to the conversations">←</button><div class="thread-title"><h2 id="thread-title">No conversation open</h2><p id="thread-sub"></p></div><button type="button" class="to-context" data-go="context">Shopper</button><button type="button" id="done" disabled>Mark done</button></div>
<p id="thread-err" class="err" role="alert"></p>
<div id="messages"><button type="button" id="older" hidden>Older messages</button><ol id="message-list" aria-label="Messages, newest last" aria-live="polite"></ol></div>
<p id="typing" aria-live="polite"></p>
<form id="composer" hidden><label class="sr" for="reply-text">Reply</label><textarea id="reply-text" name="text" rows="2" maxlength="2000" placeholder="Reply (Enter sends, Shift+Enter: new line)"></textarea><label class="pic">Picture<input type="file" id="picture" accept="image/jpeg,image/png,image/gif,image/webp"></label><button type="submit" id="send" class="primary">Send</button><p id="composer-err" class="err" role="alert"></p></form>
</section>
<aside id="context" class="pane" aria-labelledby="context-h">
<div class="thread-head"><button type="button" class="to-thread" data-go="thread">← Thread</button><h2 id="context-h">Shopper</h2></div>
<div id="context-body"><p class="note">The shopper's orders, parcels, balance and language show here.</p></div>
</aside>
</div>
</div>`,
  );
