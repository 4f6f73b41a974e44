import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { token } from '../../../state/session';
import { toLogin } from '../../../router/to-login';
import { pickImage } from '../../../lib/image';
import { chatStatus } from '../../../api/chat';
import type { ChatCard, ChatStatus } from '../../../api/types/chat';
import { LoadFailed } from '../../../ui/LoadState';
import { Bubble } from './Bubble';
import { Composer, setDraft } from './Composer';
import { useLazy } from '../../../ui/useLazy';
import { newClientId, useChat, type Pending } from './useChat';
import { useChatStream } from './useChatStream';
import './chat.css';

/** How long "typing…" stays after the staff's last keystroke mark. */
const TYPING_SHOWN_MS = 6000;
/** Within this many px of an edge counts as there (the top loads earlier messages; at the bottom new ones keep it there). */
const EDGE = 60;

const Skeleton = () => (
  <ol class="chat-list" aria-busy="true" aria-label={t('service.loading')}>
    {['staff', 'mine', 'staff'].map((c, i) => <li key={i} class={`chat-msg ${c}`}><span class="sk chat-sk" /></li>)}
  </ol>
);

/** A message not acknowledged yet as a bubble: sending, or refused with the server's words, a retry and (text) an edit. */
function Unsent({ p, retry, edit }: { p: Pending; retry: () => void; edit: () => void }) {
  const o = p.out;
  const m = { author: 'shopper' as const, kind: o.kind, text: o.kind === 'text' ? o.text : '', picture: p.preview ?? '', card: p.card ?? null, staff_name: '', created_at: 0 };
  return (
    <Bubble m={m}>
      {p.error ? (
        <span class="chat-failed" role="alert">
          {p.error}{' '}
          <button type="button" class="chat-act" onClick={retry}>{t('common.retry')}</button>
          {o.kind === 'text' && <button type="button" class="chat-act" onClick={edit}>{t('service.edit')}</button>}
        </span>
      ) : <span class="muted">{t('service.sending')}</span>}
    </Bubble>
  );
}

/**
 * The embedded chat (issue 34): the shopper's (or the device's) conversation with the shop's staff, newest at the bottom,
 * earlier pages as the thread is scrolled to its top; live over the event stream; offline hours with the shop's contacts.
 */
export default function Chat() {
  const chat = useChat();
  const list = chat.list;
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const [typing, setTyping] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [attached, setAttached] = useState(false);
  const away = !!status && !status.online;
  // Loaded when wanted: the sheet (with the order, parcel and item lists) on the first "+", the notice when nobody answers.
  const AttachSheet = useLazy(() => import('./AttachSheet').then((m) => m.AttachSheet), attached);
  const Away = useLazy(() => import('./Away').then((m) => m.Away), away);
  const [signIn, setSignIn] = useState(false);
  const [composer, setComposer] = useState(0);
  const thread = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const anchor = useRef<number | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    void chatStatus().then(setStatus, () => {});
    return () => clearTimeout(typingTimer.current);
  }, []);

  const down = useChatStream({
    after: () => chat.seen.current,
    message: (m) => {
      chat.streamed(m);
      if (m.author !== 'staff') return;
      setTyping(false);
      chat.staffHasRead(m.id); // a reply is stored as read up to itself (no read event of its own)
    },
    read: (e) => e.by === 'staff' && chat.staffHasRead(e.id),
    typing: (e) => {
      if (e.by !== 'staff') return;
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    },
  }, chat.list !== null);

  // Earlier messages put in above keep what was on screen in place; new ones at the bottom are followed when there.
  useLayoutEffect(() => {
    const el = thread.current;
    if (!el) return;
    if (anchor.current !== null) el.scrollTop = el.scrollHeight - anchor.current;
    else if (stick.current) el.scrollTop = el.scrollHeight;
    anchor.current = null;
  }, [chat.list, chat.pending.length, typing]);

  // The thread's box or its content changing size (the notice above arriving, a picture loading) keeps the bottom in view.
  const shown = list !== null;
  useEffect(() => {
    const el = thread.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const follow = new ResizeObserver(() => stick.current && (el.scrollTop = el.scrollHeight));
    follow.observe(el);
    const content = el.querySelector('.chat-list');
    if (content) follow.observe(content);
    return () => follow.disconnect();
  }, [shown]);

  const earlier = () => {
    const el = thread.current;
    if (!chat.more || !el) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    void chat.loadEarlier();
  };
  const onScroll = () => {
    const el = thread.current!;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (el.scrollTop < EDGE) earlier();
  };
  const mine = (p: Omit<Pending, 'error'>) => {
    stick.current = true;
    chat.send(p);
  };
  const card = (c: ChatCard) => mine({ out: { kind: 'card', card_type: c.type, card_id: c.id, client_id: newClientId() }, card: c });
  const picture = async () => {
    const file = await pickImage();
    if (file) mine({ out: { kind: 'picture', picture: '', client_id: newClientId() }, file, preview: URL.createObjectURL(file) });
  };

  return (
    <div class="chat">
      {away && Away && <Away status={status} />}
      <div class="chat-thread" ref={thread} onScroll={onScroll}>
        {chat.more && <button type="button" class="chat-act chat-earlier" onClick={earlier}>{t('service.earlier')}</button>}
        {chat.failed && !list && <LoadFailed onRetry={chat.load} />}
        {!list && !chat.failed && <Skeleton />}
        {list && !list.length && !chat.pending.length && <p class="chat-empty muted">{t('service.empty')}</p>}
        {list && (
          <ol class="chat-list" aria-live="polite">
            {list.map((m) => <Bubble key={m.id} m={m} read={m.author !== 'staff' && m.id <= chat.staffRead} />)}
            {chat.pending.map((p) => (
              <Unsent key={p.out.client_id} p={p} retry={() => chat.retry(p)}
                edit={() => { chat.drop(p); setDraft(p.out.kind === 'text' ? p.out.text : ''); setComposer((k) => k + 1); }} />
            ))}
          </ol>
        )}
        {typing && <p class="chat-typing muted" role="status">{t('service.typing')}</p>}
      </div>
      {down && <p class="chat-line" role="status">{t('service.reconnecting')}</p>}
      {signIn && (
        <p class="chat-signin">
          {t('service.signInFor')}{' '}
          <button type="button" class="btn btn-primary" onClick={() => toLogin()}>{t('service.signIn')}</button>
        </p>
      )}
      <Composer key={composer} onSend={(text) => mine({ out: { kind: 'text', text, client_id: newClientId() } })}
        onAttach={() => (token.value ? (setSheet(true), setAttached(true)) : setSignIn(true))} />
      {AttachSheet && <AttachSheet open={sheet} onClose={() => setSheet(false)} onPicture={() => void picture()} onCard={card} />}
    </div>
  );
}
