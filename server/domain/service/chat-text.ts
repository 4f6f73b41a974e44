import { BizError } from '../../http/errors';

/** The longest chat message, in characters (code points). */
export const CHAT_TEXT_MAX = 2000;
/** Control characters other than the newline (a tab, a bell, DEL, the C1 block). */
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

/**
 * A chat message's text as it is stored: line breaks made `\n`, trimmed, 1–2000 characters, no control character but
 * the newline. It is plain text and stays so: nothing is escaped or rendered here — every side shows it as text.
 */
export function chatText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new BizError('chat.empty');
  if (CONTROL.test(text)) throw new BizError('chat.control');
  if ([...text].length > CHAT_TEXT_MAX) throw new BizError('chat.tooLong', { max: CHAT_TEXT_MAX });
  return text;
}
