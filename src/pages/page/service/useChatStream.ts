import { useEffect, useRef, useState } from 'react';
import { chatStreamUrl, chatTicket } from '../../../api/chat';
import type { ChatMessageView } from '../../../api/types/chat';

export type StreamHandlers = {
  /** The newest message id already shown: the stream sends what came after it. */
  after: () => number;
  message: (m: ChatMessageView) => void;
  read: (e: { by: string; id: number }) => void;
  typing: (e: { by: string }) => void;
};

/** The longest wait between two reconnects. */
export const BACKOFF_MAX_MS = 30_000;

/**
 * The conversation's event stream (Server-Sent Events) while `on`. Each connection is opened by a new single-use ticket
 * (EventSource sends no headers: the token never goes into a url) and starts after the last message shown, so a dropped
 * line resumes with nothing lost or doubled. A connection lost is opened again after 1 s, 2 s, 4 s … (at most 30 s; at
 * once when the browser is back online). Answers true while the line is down.
 */
export function useChatStream(h: StreamHandlers, on: boolean): boolean {
  const [down, setDown] = useState(false);
  const handlers = useRef(h);
  handlers.current = h;
  useEffect(() => {
    if (!on) return;
    let es: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    let live = true;
    let opening = false;
    const json = (f: (d: any) => void) => (e: Event) => f(JSON.parse((e as MessageEvent).data));
    const later = () => {
      opening = false;
      if (!live) return;
      setDown(true);
      clearTimeout(timer);
      timer = setTimeout(open, Math.min(BACKOFF_MAX_MS, 1000 * 2 ** tries++));
    };
    function open() {
      opening = true;
      chatTicket().then(({ ticket }) => {
        opening = false;
        if (!live) return;
        const s = (es = new EventSource(chatStreamUrl(ticket, handlers.current.after())));
        s.onopen = () => {
          tries = 0;
          setDown(false);
        };
        s.addEventListener('message', json((m) => handlers.current.message(m)));
        s.addEventListener('read', json((e) => handlers.current.read(e)));
        s.addEventListener('typing', json((e) => handlers.current.typing(e)));
        // Its own retry would reuse the spent ticket: closed, and opened again with a new one.
        s.onerror = () => {
          s.close();
          if (es !== s) return;
          es = null;
          later();
        };
      }).catch(later);
    }
    const back = () => {
      tries = 0;
      if (es || opening) return;
      clearTimeout(timer);
      open();
    };
    open();
    addEventListener('online', back);
    return () => {
      live = false;
      clearTimeout(timer);
      es?.close();
      removeEventListener('online', back);
    };
  }, [on]);
  return down;
}
