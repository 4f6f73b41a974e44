import { useRef, useState } from 'react';
import { t } from '../../../state/lang';
import { CHAT_TEXT_MAX, textLength, textProblem } from '../../../lib/service-text';
import { Icon } from '../../../ui/Icon';
import { chatTyping } from '../../../api/chat';

/** The counter shows from here on. */
const NEAR = CHAT_TEXT_MAX - 200;
/** A typing mark at most this often. */
const TYPING_MS = 3000;
const PLUS = 'M12 5v14M5 12h14';
const SEND = 'M4 12l16-8-6 16-2.5-6.5z';

/** What is typed and not sent yet, kept for the session (the shopper may look at an order and come back). */
let draft = '';
/** Puts a text back (a refused message taken back to edit): the composer mounted next shows it. */
export const setDraft = (s: string) => (draft = s);

type Props = { onSend: (text: string) => void; onAttach: () => void };

/**
 * The composer: text up to 2 000 characters (a counter near the limit), a send button, and "+" to attach a picture,
 * an order, a parcel or an item. Enter sends on a keyboard with a mouse (a touch keyboard's Enter is a new line).
 */
export function Composer({ onSend, onAttach }: Props) {
  const [text, setText] = useState(draft);
  const typed = useRef(0);
  const n = textLength(text);
  const problem = textProblem(text, CHAT_TEXT_MAX);
  const set = (s: string) => setText((draft = s));
  const send = () => {
    if (problem) return;
    onSend(text.trim());
    set('');
  };
  return (
    <form class="chat-composer" onSubmit={(e) => { e.preventDefault(); send(); }}>
      <button type="button" class="icon-btn" aria-label={t('service.attach')} onClick={onAttach}><Icon d={PLUS} /></button>
      <textarea id="chat-text" class="input" rows={1} value={text} aria-label={t('service.placeholder')} placeholder={t('service.placeholder')}
        aria-invalid={problem === 'tooLong' || undefined} aria-describedby={n > NEAR ? 'chat-count' : undefined}
        onInput={(e) => {
          set((e.target as HTMLTextAreaElement).value);
          if (Date.now() - typed.current > TYPING_MS) {
            typed.current = Date.now();
            void chatTyping().catch(() => {});
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing && matchMedia('(pointer: fine)').matches) {
            e.preventDefault();
            send();
          }
        }} />
      <button type="submit" class="icon-btn chat-send" aria-label={t('service.send')} disabled={!!problem}><Icon d={SEND} /></button>
      {n > NEAR && <span id="chat-count" class={problem ? 'chat-count over' : 'chat-count'} role="status">{`${n} / ${CHAT_TEXT_MAX}`}</span>}
    </form>
  );
}
