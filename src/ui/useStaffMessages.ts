import { useState } from 'react';
import type { OrderMessage } from '../api/types/order';

/**
 * The state of a conversation with staff (an order's or a parcel's): the messages once loaded, a
 * draft, and sending it; an empty draft or a refused send leaves the draft and says why.
 */
export function useStaffMessages(list: () => Promise<OrderMessage[]>, add: (content: string) => Promise<OrderMessage>, emptyMessage: string) {
  const [messages, setMessages] = useState<OrderMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const load = () => {
    setFailed(false);
    void list().then(setMessages, () => setFailed(true));
  };
  const send = async () => {
    const content = text.trim();
    if (busy) return;
    if (!content) {
      setError(emptyMessage);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const m = await add(content);
      setMessages((l) => [...(l ?? []), m]);
      setText('');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { messages, failed, text, setText, error, busy, load, send };
}
