import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { uploads } from '../../db/schema';
import { BizError } from '../../http/errors';
import { isPrivateUpload } from '../upload-pass';
import { uploadPath } from '../money/remittances';
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

/**
 * Photos attached to a question or a feedback: each must be a private upload of this shopper
 * (/api/common/upload, /uploads/user/…) — never another site's url or another shopper's file. Answers their paths.
 */
export async function ownPhotos(db: DbOrTx, userId: number, urls: string[]): Promise<string[]> {
  const paths = [...new Set(urls.map((u) => u.trim()).filter(Boolean).map(uploadPath))];
  if (!paths.length) return [];
  if (paths.some((p) => !isPrivateUpload(p))) throw new BizError('service.image');
  for (const url of paths) {
    const [row] = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.url, url)));
    if (!row) throw new BizError('service.image');
  }
  return paths;
}

/** The opening words of a text, on one line: a thread's title in lists and in the shopper's message. */
export function openingWords(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
