// The staff chat console's one script (GET /ops/chat, server/ops/chat-page/): served as a file of this site
// (script.ts: a hashed path, Subresource Integrity), never inline. Plain JavaScript for the browser, no build step.
// Everything a shopper or the server wrote is put on the page with textContent or as an attribute value set through
// the DOM: nothing here parses markup, so a message with <script> or <img onerror> shows as text.
// Staff strings are English only, as on /ops/vitals. It speaks only the staff API (/ops/chat/*, the staff cookie).
'use strict';

(() => {
  const LANG = 'en';
  const PAGE = 30;
  const LANG_NAMES = { en: 'English', ru: 'Русский', 'zh-cn': '中文' };
  const $ = (id) => document.getElementById(id);

  /** A form POST to the staff API; answers the envelope, or throws an Error with the server's msg. 401: signed out. */
  async function call(path, fields = {}, body) {
    let form = body;
    if (!form) {
      form = new URLSearchParams({ lang: LANG });
      for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.set(k, String(v));
    }
    let res;
    try {
      res = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    } catch {
      throw new Error('Could not reach the server: check the connection and try again.');
    }
    if (res.status === 401 && path !== '/ops/chat/login') {
      signedOut();
      throw new Error('Your session has ended: sign in again.');
    }
    let json = null;
    try {
      json = await res.json();
    } catch { /* not an envelope */ }
    if (!json || typeof json.code !== 'number') throw new Error(`The server answered ${res.status}: try again.`);
    if (json.code !== 1) throw new Error(json.msg || 'Refused.');
    return json.data;
  }

  /** An element with its class and text (text only ever through textContent). */
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  const show = (node, on) => { node.hidden = !on; };
  const sayError = (node, err) => { node.textContent = err ? (err.message || String(err)) : ''; };

  // ───────────── Sign-in page ─────────────
  const signIn = document.querySelector('form.sign-in[action="/ops/chat/login"]');
  if (signIn) {
    const alert = document.querySelector('[role=alert]');
    const button = signIn.querySelector('button[type=submit]');
    signIn.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      button.disabled = true;
      sayError(alert, null);
      const form = new URLSearchParams(new FormData(signIn));
      form.set('lang', LANG);
      try {
        await call('/ops/chat/login', {}, form);
        location.replace('/ops/chat');
      } catch (err) {
        sayError(alert, err); // what was typed stays in the form
        button.disabled = false;
      }
    });
    return;
  }

  const root = $('console');
  if (!root) return;

  // ───────────── State ─────────────
  const state = {
    status: 'open',
    queue: [],
    open: null, // { id, conversation, messages: Map<id, view>, hasMore, shopperReadId, staffReadId, context }
    sending: false,
    clientId: '',
    typingUntil: 0,
    typingSentAt: 0,
  };
  let signedOutOnce = false;
  function signedOut() {
    if (signedOutOnce) return;
    signedOutOnce = true;
    saveDraft();
    location.replace('/ops/chat');
  }

  // ───────────── Small formats ─────────────
  const now = () => Date.now() / 1000;
  function ago(t) {
    const s = Math.max(0, Math.round(now() - t));
    if (s < 60) return 'under a minute';
    const m = Math.round(s / 60);
    if (m < 60) return `${m} min`;
    const h = Math.floor(m / 60);
    if (h < 48) return `${h} h ${m % 60} min`;
    return `${Math.floor(h / 24)} days`;
  }
  const clock = (t) => new Date(t * 1000).toLocaleString('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });
  const day = (t) => new Date(t * 1000).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
  const CARD_NAMES = { order: 'Order', parcel: 'Parcel', item: 'Item' };
  function preview(m) {
    if (!m) return 'No messages yet';
    if (m.kind === 'picture') return '[Picture]';
    if (m.kind === 'card') return `[${CARD_NAMES[m.card?.type] ?? 'Card'} ${m.card?.number ?? ''}]`;
    return m.text.replace(/\s+/g, ' ').slice(0, 120);
  }
  const authorName = (m) => (m.author === 'staff' ? m.staff_name || 'Staff' : m.author === 'visitor' ? 'Visitor' : 'Shopper');

  // ───────────── Queue ─────────────
  const queueList = $('queue-list');
  const queueEmpty = $('queue-empty');
  const queueErr = $('queue-err');

  function queueRow(row) {
    const li = el('li');
    const b = el('button', 'conv');
    b.type = 'button';
    b.dataset.id = String(row.id);
    if (state.open && state.open.id === row.id) b.setAttribute('aria-current', 'true');
    const top = el('span', 'conv-top');
    top.append(el('span', 'who', row.who.name), el('span', 'lang', row.who.lang));
    if (row.unread > 0) {
      const badge = el('span', 'unread', row.unread);
      badge.setAttribute('aria-label', `${row.unread} unread`);
      top.append(badge);
    }
    const when = row.waiting_since ? `Waiting ${ago(row.waiting_since)}` : row.status === 'done' ? 'Done' : 'Answered';
    const meta = el('span', 'conv-meta', when);
    if (row.waiting_since) meta.classList.add('waiting');
    const last = el('span', 'conv-last', preview(row.last));
    b.append(top, meta, last);
    b.addEventListener('click', () => openThread(row.id));
    li.append(b);
    return li;
  }

  function drawQueue() {
    queueList.replaceChildren(...state.queue.map(queueRow));
    show(queueEmpty, state.queue.length === 0);
    queueEmpty.textContent = state.status === 'open' ? 'No open conversations.' : 'No finished conversations.';
  }

  let queueTimer = 0;
  let queueSeq = 0;
  async function loadQueue() {
    const seq = ++queueSeq;
    try {
      const rows = await call('/ops/chat/queue', { status: state.status });
      if (seq !== queueSeq) return;
      state.queue = rows;
      sayError(queueErr, null);
      drawQueue();
    } catch (err) {
      if (seq === queueSeq) sayError(queueErr, err);
    }
  }
  /** Many events in a moment: one queue call. */
  function queueSoon() {
    clearTimeout(queueTimer);
    queueTimer = setTimeout(loadQueue, 250);
  }
  for (const tab of document.querySelectorAll('[data-status]')) {
    tab.addEventListener('click', () => {
      state.status = tab.dataset.status;
      for (const t of document.querySelectorAll('[data-status]')) t.setAttribute('aria-pressed', String(t === tab));
      loadQueue();
    });
  }
  // waiting times move on
  setInterval(() => { if (state.queue.length) drawQueue(); }, 30_000);

  // ───────────── Thread ─────────────
  const threadTitle = $('thread-title');
  const threadSub = $('thread-sub');
  const messagesBox = $('messages');
  const list = $('message-list');
  const olderBtn = $('older');
  const threadErr = $('thread-err');
  const typingLine = $('typing');
  const doneBtn = $('done');
  const composer = $('composer');
  const textBox = $('reply-text');
  const sendBtn = $('send');
  const pictureInput = $('picture');
  const composerErr = $('composer-err');
  const contextBody = $('context-body');

  /** Links in a message's text, as links (http and https only); the rest stays text. */
  function textWithLinks(text) {
    const frag = document.createDocumentFragment();
    const re = /\bhttps?:\/\/[^\s<>"']+/gi;
    let at = 0;
    for (const m of text.matchAll(re)) {
      let url = m[0].replace(/[).,!?;:]+$/, '');
      if (m.index > at) frag.append(text.slice(at, m.index));
      const a = el('a', null, url);
      a.href = url;
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      frag.append(a);
      at = m.index + url.length;
    }
    if (at < text.length) frag.append(text.slice(at));
    return frag;
  }

  function cardNode(card) {
    const label = `${CARD_NAMES[card.type] ?? 'Card'} ${card.number}`;
    const node = card.type === 'item' ? el('span', 'card') : el('a', 'card');
    if (card.type !== 'item') {
      node.href = `#ctx-${card.type}-${card.id}`;
      node.title = `Show this ${card.type} beside the thread`;
    }
    node.append(el('strong', null, label));
    const parts = [card.status_text, card.amount ? `¥${card.amount}` : ''].filter(Boolean);
    if (parts.length) node.append(el('span', 'card-sub', parts.join(' · ')));
    return node;
  }

  function messageNode(m) {
    const li = el('li', `msg ${m.author === 'staff' ? 'mine' : 'theirs'}`);
    li.dataset.id = String(m.id);
    const meta = el('div', 'msg-meta');
    meta.append(el('span', 'msg-author', authorName(m)), el('time', null, clock(m.created_at)));
    const body = el('div', 'msg-body');
    if (m.kind === 'picture') {
      const a = el('a');
      a.href = m.picture;
      a.target = '_blank';
      a.rel = 'noopener';
      const img = el('img');
      img.src = m.picture;
      img.alt = `Picture from ${authorName(m)}`;
      img.loading = 'lazy';
      // a picture that comes in at the bottom keeps the bottom in view once it has its height
      img.addEventListener('load', () => { if (stuck) messagesBox.scrollTop = messagesBox.scrollHeight; });
      a.append(img);
      body.append(a);
    } else if (m.kind === 'card' && m.card) {
      body.append(cardNode(m.card));
    } else {
      body.append(textWithLinks(m.text));
    }
    li.append(meta, body);
    if (m.author === 'staff') li.append(el('div', 'msg-read'));
    return li;
  }

  function drawReadMarks() {
    const t = state.open;
    if (!t) return;
    for (const li of list.querySelectorAll('li.mine')) {
      const mark = li.querySelector('.msg-read');
      if (mark) mark.textContent = Number(li.dataset.id) <= t.shopperReadId ? 'Read' : 'Sent';
    }
  }

  const nearBottom = () => messagesBox.scrollHeight - messagesBox.scrollTop - messagesBox.clientHeight < 80;
  /** Whether the reader is at the newest message (then new ones, and pictures as they load, keep them there). */
  let stuck = true;

  /** Puts messages into the open thread in id order, each once; keeps the reader's place unless they were at the bottom. */
  function merge(views, { toBottom = false } = {}) {
    const t = state.open;
    if (!t) return;
    const wasBottom = stuck || nearBottom();
    const height = messagesBox.scrollHeight;
    const top = messagesBox.scrollTop;
    let prepended = false;
    for (const m of views) {
      if (t.messages.has(m.id)) continue;
      t.messages.set(m.id, m);
      const node = messageNode(m);
      const after = [...list.children].find((li) => Number(li.dataset.id) > m.id);
      if (after) {
        list.insertBefore(node, after);
        prepended = true;
      } else list.append(node);
    }
    drawReadMarks();
    if (toBottom || wasBottom) {
      messagesBox.scrollTop = messagesBox.scrollHeight;
      stuck = true;
    } else if (prepended) messagesBox.scrollTop = top + (messagesBox.scrollHeight - height);
    markRead();
  }

  function drawContext(ctx, conv) {
    const parts = [];
    const dl = el('dl');
    const add = (k, v) => { dl.append(el('dt', null, k), el('dd', null, v)); };
    if (ctx && ctx.user) {
      const u = ctx.user;
      add('E-mail', u.email || '—');
      add('Username', u.username || '—');
      add('Language', LANG_NAMES[u.lang] ?? u.lang);
      add('Balance', `¥${u.balance}`);
      if (u.level) add('Level', u.level);
      add('Member since', day(u.created_at));
      add('User id', u.id);
    } else {
      add('Language', LANG_NAMES[conv.who.lang] ?? conv.who.lang);
      parts.push(el('p', 'note', 'A visitor who has not signed in: no account, orders or parcels yet.'));
    }
    parts.unshift(dl);
    for (const [key, title] of [['orders', 'Latest orders'], ['parcels', 'Latest parcels']]) {
      const rows = ctx ? ctx[key] : [];
      if (!ctx || !ctx.user) continue;
      parts.push(el('h3', null, title));
      if (!rows.length) {
        parts.push(el('p', 'note', 'None.'));
        continue;
      }
      const ul = el('ul', 'ctx-list');
      for (const r of rows) {
        const li = el('li');
        li.id = `ctx-${key === 'orders' ? 'order' : 'parcel'}-${r.id}`;
        li.append(el('strong', null, r.sn), el('span', null, r.status_text), el('span', null, r.amount ? `¥${r.amount}` : ''), el('time', null, day(r.created_at)));
        ul.append(li);
      }
      parts.push(ul);
    }
    contextBody.replaceChildren(...parts);
  }

  function drawHeader() {
    const t = state.open;
    threadTitle.textContent = t ? t.conversation.who.name : 'No conversation open';
    threadSub.textContent = t ? `${LANG_NAMES[t.conversation.who.lang] ?? t.conversation.who.lang}${t.conversation.status === 'done' ? ' · done' : ''}` : 'Pick one from the list.';
    doneBtn.disabled = !t || t.conversation.status === 'done';
    doneBtn.textContent = t && t.conversation.status === 'done' ? 'Marked done' : 'Mark done';
    composer.hidden = !t;
    show(olderBtn, !!t && t.hasMore);
  }

  function setView(view) {
    root.dataset.view = view;
  }

  let threadSeq = 0;
  async function openThread(id) {
    saveDraft();
    const seq = ++threadSeq;
    sayError(threadErr, null);
    sayError(composerErr, null);
    try {
      const data = await call('/ops/chat/thread', { id, before_id: 0, pagesize: PAGE });
      if (seq !== threadSeq) return;
      state.open = { id, conversation: data.conversation, messages: new Map(), hasMore: data.has_more, shopperReadId: data.shopper_read_id, staffReadId: data.staff_read_id, context: data.context };
      state.clientId = '';
      list.replaceChildren();
      typingLine.textContent = '';
      drawHeader();
      drawContext(data.context, data.conversation);
      merge(data.list, { toBottom: true });
      textBox.value = sessionStorage.getItem(`chat-draft-${id}`) ?? '';
      for (const b of queueList.querySelectorAll('button.conv')) b.toggleAttribute('aria-current', Number(b.dataset.id) === id);
      setView('thread');
      if (history.replaceState) history.replaceState(null, '', `#c${id}`);
    } catch (err) {
      if (seq === threadSeq) sayError(threadErr, err);
    }
  }

  /** After a reconnect: the newest page again, merged by id (nothing lost, nothing twice), and the marks. */
  async function refreshThread() {
    const t = state.open;
    if (!t) return;
    try {
      const data = await call('/ops/chat/thread', { id: t.id, before_id: 0, pagesize: PAGE });
      if (state.open !== t) return;
      t.conversation = data.conversation;
      t.shopperReadId = Math.max(t.shopperReadId, data.shopper_read_id);
      t.staffReadId = Math.max(t.staffReadId, data.staff_read_id);
      drawHeader();
      drawContext(data.context, data.conversation);
      merge(data.list);
    } catch (err) {
      sayError(threadErr, err);
    }
  }

  let loadingOlder = false;
  async function loadOlder() {
    const t = state.open;
    if (!t || !t.hasMore || loadingOlder) return;
    loadingOlder = true;
    try {
      const first = Math.min(...t.messages.keys());
      const data = await call('/ops/chat/thread', { id: t.id, before_id: first, pagesize: PAGE });
      if (state.open !== t) return;
      t.hasMore = data.has_more;
      merge(data.list);
      drawHeader();
    } catch (err) {
      sayError(threadErr, err);
    } finally {
      loadingOlder = false;
    }
  }
  olderBtn.addEventListener('click', loadOlder);
  messagesBox.addEventListener('scroll', () => {
    stuck = nearBottom();
    if (messagesBox.scrollTop < 40) loadOlder();
  });

  let readBusy = false;
  /** Tells the server staff have seen the newest shopper message (only while the page is in view). */
  async function markRead() {
    const t = state.open;
    if (!t || readBusy || document.visibilityState !== 'visible') return;
    const newest = Math.max(0, ...[...t.messages.values()].filter((m) => m.author !== 'staff').map((m) => m.id));
    if (newest <= t.staffReadId) return;
    readBusy = true;
    try {
      await call('/ops/chat/read', { id: t.id, message_id: newest });
      t.staffReadId = Math.max(t.staffReadId, newest);
      queueSoon();
    } catch { /* told again with the next message */ } finally {
      readBusy = false;
    }
  }
  document.addEventListener('visibilitychange', markRead);

  doneBtn.addEventListener('click', async () => {
    const t = state.open;
    if (!t) return;
    doneBtn.disabled = true;
    try {
      await call('/ops/chat/done', { id: t.id });
      t.conversation.status = 'done';
      t.conversation.waiting_since = null;
      drawHeader();
      loadQueue();
    } catch (err) {
      sayError(threadErr, err);
      doneBtn.disabled = false;
    }
  });

  // ───────────── Composer ─────────────
  function saveDraft() {
    const t = state.open;
    if (!t) return;
    if (textBox.value) sessionStorage.setItem(`chat-draft-${t.id}`, textBox.value);
    else sessionStorage.removeItem(`chat-draft-${t.id}`);
  }
  const newClientId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`).slice(0, 64);

  async function reply(fields) {
    const t = state.open;
    const view = await call('/ops/chat/reply', { id: t.id, ...fields });
    if (state.open === t) {
      t.conversation.waiting_since = null;
      merge([view], { toBottom: true });
    }
    queueSoon();
    return view;
  }

  composer.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const t = state.open;
    if (!t || state.sending) return;
    const text = textBox.value;
    if (!text.trim()) {
      sayError(composerErr, new Error('Type a reply first.'));
      return;
    }
    state.sending = true;
    sendBtn.disabled = true;
    sayError(composerErr, null);
    // the same key for the same text until it is through: a retry after a dropped answer stores nothing twice
    state.clientId ||= newClientId();
    try {
      await reply({ kind: 'text', text, client_id: state.clientId });
      state.clientId = '';
      if (textBox.value === text) textBox.value = '';
      saveDraft();
    } catch (err) {
      sayError(composerErr, err); // the draft stays in the box
    } finally {
      state.sending = false;
      sendBtn.disabled = false;
      textBox.focus();
    }
  });

  textBox.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing && ev.keyCode !== 229) {
      ev.preventDefault();
      composer.requestSubmit();
    }
  });
  textBox.addEventListener('input', () => {
    state.clientId = '';
    saveDraft();
    const t = state.open;
    if (t && textBox.value && Date.now() - state.typingSentAt > 3000) {
      state.typingSentAt = Date.now();
      call('/ops/chat/typing', { id: t.id }).catch(() => {});
    }
  });

  pictureInput.addEventListener('change', async () => {
    const t = state.open;
    const file = pictureInput.files && pictureInput.files[0];
    if (!t || !file) return;
    sayError(composerErr, null);
    const label = pictureInput.closest('label');
    label.classList.add('busy');
    pictureInput.disabled = true;
    try {
      const form = new FormData();
      form.set('lang', LANG);
      form.set('file', file);
      const up = await call('/ops/chat/upload', {}, form);
      await reply({ kind: 'picture', picture: up.url, client_id: newClientId() });
    } catch (err) {
      sayError(composerErr, err);
    } finally {
      pictureInput.value = '';
      pictureInput.disabled = false;
      label.classList.remove('busy');
    }
  });

  // ───────────── Narrow screens: one pane at a time ─────────────
  for (const b of document.querySelectorAll('[data-go]')) b.addEventListener('click', () => setView(b.dataset.go));

  // ───────────── Typing ─────────────
  let typingTimer = 0;
  function showTyping(by) {
    typingLine.textContent = `${by === 'visitor' ? 'The visitor' : 'The shopper'} is typing…`;
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => { typingLine.textContent = ''; }, 6000);
  }

  // ───────────── Live: the staff stream ─────────────
  const live = $('live');
  let source = null;
  let backoff = 1000;
  let retryTimer = 0;
  let everOpen = false;
  const parse = (ev) => { try { return JSON.parse(ev.data); } catch { return null; } };

  function connect() {
    source = new EventSource('/ops/chat/stream');
    source.addEventListener('open', () => {
      live.textContent = 'Live';
      live.dataset.state = 'live';
      backoff = 1000;
      if (everOpen) {
        // what came while the line was down
        loadQueue();
        refreshThread();
      }
      everOpen = true;
    });
    source.addEventListener('message', (ev) => {
      const d = parse(ev);
      if (!d || !d.message) return;
      if (state.open && state.open.id === d.conversation_id) {
        merge([d.message]);
        if (d.message.author !== 'staff') typingLine.textContent = '';
      }
      queueSoon();
    });
    source.addEventListener('read', (ev) => {
      const d = parse(ev);
      if (!d) return;
      const t = state.open;
      if (t && t.id === d.conversation_id) {
        if (d.by === 'staff') t.staffReadId = Math.max(t.staffReadId, d.id);
        else t.shopperReadId = Math.max(t.shopperReadId, d.id);
        drawReadMarks();
      }
      if (d.by === 'staff') queueSoon();
    });
    source.addEventListener('typing', (ev) => {
      const d = parse(ev);
      if (d && d.by !== 'staff' && state.open && state.open.id === d.conversation_id) showTyping(d.by);
    });
    source.addEventListener('queue', (ev) => {
      const d = parse(ev);
      if (d && state.open && state.open.id === d.conversation_id) {
        state.open.conversation.status = d.status;
        drawHeader();
      }
      queueSoon();
    });
    source.addEventListener('error', () => {
      source.close();
      live.textContent = 'Reconnecting…';
      live.dataset.state = 'down';
      clearTimeout(retryTimer);
      const wait = backoff * (0.75 + Math.random() / 2);
      backoff = Math.min(backoff * 2, 30_000);
      // still signed in? (call() takes a 401 to the sign-in page)
      retryTimer = setTimeout(() => { call('/ops/chat/me').then(connect, () => { if (!signedOutOnce) connect(); }); }, wait);
    });
  }

  // ───────────── Sign out ─────────────
  $('sign-out').addEventListener('click', async () => {
    saveDraft();
    try {
      await call('/ops/chat/logout');
    } catch { /* signed out either way */ }
    location.replace('/ops/chat');
  });

  window.addEventListener('pagehide', saveDraft);

  drawHeader();
  loadQueue().then(() => {
    const m = /^#c(\d+)$/.exec(location.hash);
    if (m) openThread(Number(m[1]));
  });
  connect();
})();
