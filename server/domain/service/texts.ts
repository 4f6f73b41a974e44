import { BizError } from '../../http/errors';
import { SERVICE_TEXT_MAX, textProblem } from '../../../src/lib/service-text';

/** The longest question, follow-up, answer or feedback text, in characters (src/lib/service-text.ts: the page checks the same). */
export { SERVICE_TEXT_MAX };

/**
 * A shopper's text to customer service, trimmed: refused when empty (`<what>.empty`) or longer than
 * SERVICE_TEXT_MAX (`<what>.tooLong`), each in the shopper's language.
 */
export function serviceText(what: 'advisory' | 'feedback', content: string): string {
  const problem = textProblem(content);
  if (problem) throw new BizError(`${what}.${problem}`, { max: SERVICE_TEXT_MAX });
  return content.trim();
}

/** The opening words of a text, on one line: a thread's title in lists and in the shopper's message. */
export function openingWords(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
