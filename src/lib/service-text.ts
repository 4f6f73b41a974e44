/**
 * The one rule for what a shopper writes to customer service (a question, a follow-up, a feedback): the
 * server refuses it and the page says so before sending. Characters are counted as code points.
 */
export const SERVICE_TEXT_MAX = 1000;
/** A chat message's limit (issue 34; server/domain/service/chat-text.ts). */
export const CHAT_TEXT_MAX = 2000;

export const textLength = (s: string) => [...s.trim()].length;

/** What is wrong with a text: 'empty', 'tooLong', or null when it can be sent. */
export function textProblem(s: string, max = SERVICE_TEXT_MAX): 'empty' | 'tooLong' | null {
  const n = textLength(s);
  return n === 0 ? 'empty' : n > max ? 'tooLong' : null;
}
