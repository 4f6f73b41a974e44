import { useEffect, useRef, useState } from 'react';
import { chatHistory, chatRead, chatSend } from '../../../api/chat';
import { ApiError } from '../../../api/client';
import type { ChatCard, ChatHistory, ChatMessageView, ChatOutgoing } from '../../../api/types/chat';
import { chatUnread } from '../../../state/unread';
import { t } from '../../../state/lang';

/**
 * A message on its way or refused: shown at the bottom; `error` (the server's words) set when it failed. A picture keeps
 * its file (`file`, `preview` its local url) until the upload has answered its url.
 */
export type Pending = { out: ChatOutgoing; card?: ChatCard; file?: Blob; preview?: string; error: string };

/** Sent but not answered, or refused, kept for the session: leaving the tab and coming back loses nothing typed. */
let unsent: Pending[] = [];
const PAGE = 30;

/** Messages by id, each once, oldest first. */
const merged = (a: ChatMessageView[], b: ChatMessageView[]) => {
  const by = new Map(a.map((m) => [m.id, m]));
  for (const m of b) by.set(m.id, m);
  return [...by.values()].sort((x, y) => x.id - y.id);
};

export const newClientId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The conversation as the page shows it: history paged upward, messages from the stream and the shopper's own sends
 * merged by id (a message already shown is never shown twice), the sends still pending, and the read marks.
 */
export function useChat() {
  const [list, setList] = useState<ChatMessageView[] | null>(null);
  const [more, setMore] = useState(false);
  const [staffRead, setStaffRead] = useState(0);
  const [pending, setPending] = useState(unsent);
  const [failed, setFailed] = useState(false);
  /** The newest id the history or the stream has given: where a new stream starts (a send's answer may be ahead of it). */
  const seen = useRef(0);
  const earlier = useRef<Promise<void> | null>(null);
  const markedRead = useRef(0);

  const keep = (p: Pending[]) => setPending((unsent = p));
  const add = (ms: ChatMessageView[]) => {
    setList((l) => merged(l ?? [], ms));
    const ids = new Set(ms.map((m) => m.client_id).filter(Boolean));
    if (ids.size) keep(unsent.filter((p) => !ids.has(p.out.client_id)));
  };
  const page = (h: ChatHistory) => {
    setMore(h.has_more);
    setStaffRead((r) => Math.max(r, h.staff_read_id));
    add(h.list);
  };

  const load = () => {
    setFailed(false);
    chatHistory(0, PAGE).then((h) => {
      seen.current = Math.max(seen.current, h.list.at(-1)?.id ?? 0);
      setList((l) => l ?? []);
      page(h);
    }, () => setFailed(true));
  };
  useEffect(load, []);

  const update = (id: string, patch: Partial<Pending>) => keep(unsent.map((x) => (x.out.client_id === id ? { ...x, ...patch } : x)));
  /** A picture not uploaded yet is shrunk and uploaded first (its url kept: a retry sends it without uploading again). */
  const deliver = async (p: Omit<Pending, 'error'>) => {
    let out = p.out;
    if (out.kind === 'picture' && !out.picture && p.file) {
      const url = await (await import('./picture')).uploadPicture(p.file);
      update(out.client_id, { out: (out = { ...out, picture: url }) });
    }
    add([await chatSend(out)]);
  };
  const send = (p: Omit<Pending, 'error'>) => {
    keep([...unsent.filter((x) => x.out.client_id !== p.out.client_id), { ...p, error: '' }]);
    deliver(p).catch((e: unknown) => update(p.out.client_id, { error: (e instanceof ApiError && e.message) || t('error.unknown') }));
  };

  const newest = list?.at(-1)?.id ?? 0;
  /** Read while the shopper looks at it: the staff's side sees the mark, the Service tab's badge goes. */
  useEffect(() => {
    const look = () => {
      if (document.hidden || newest <= markedRead.current) return;
      markedRead.current = newest;
      void chatRead(newest).then(() => (chatUnread.value = 0), () => (markedRead.current = 0));
    };
    look();
    document.addEventListener('visibilitychange', look);
    return () => document.removeEventListener('visibilitychange', look);
  }, [newest]);

  return {
    list, more, staffRead, pending, failed, load, send, seen,
    /** The page before the oldest shown; one at a time. */
    loadEarlier: () => (earlier.current ??= chatHistory(list?.[0]?.id ?? 0, PAGE).then(page, () => {}).finally(() => (earlier.current = null))),
    /** A message from the stream. */
    streamed: (m: ChatMessageView) => {
      seen.current = Math.max(seen.current, m.id);
      add([m]);
    },
    staffHasRead: (id: number) => setStaffRead((r) => Math.max(r, id)),
    retry: (p: Pending) => send(p),
    /** A refused one taken back (its text goes back into the composer). */
    drop: (p: Pending) => keep(unsent.filter((x) => x !== p)),
  };
}
