import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import type { ServerConfig } from '../../config';
import { chatMessages, chatPictures } from '../../db/schema';
import { BizError } from '../../http/errors';
import { saveFile } from '../files/files';
import { uploadStore } from '../files/store';
import { uploadedImage } from '../files/uploads';
import { uploadPath } from '../files/upload-paths';

/**
 * A picture staff upload for a reply (/ops/chat/upload): checked as the shoppers' uploads are (an image by its bytes,
 * 10 MB), stored under /uploads/chat/ with a random name, belonging to no conversation until a reply sends it.
 */
export async function storeChatPicture(deps: { db: DbOrTx; config: Pick<ServerConfig, 'dataDir' | 'uploads'> }, staffId: number | null, file: File, now: number): Promise<string> {
  const { bytes, kind } = await uploadedImage(file);
  const url = await saveFile(uploadStore(deps), 'chat', bytes, kind.ext, now);
  await deps.db.insert(chatPictures).values({ url, staffId, createdAt: now });
  return url;
}

/**
 * The picture of a staff reply to conversation `conversationId`: one uploaded by staff that is not yet another
 * conversation's (then it is this one's, so only this shopper and staff are served it). Answers its path.
 */
export async function attachChatPicture(tx: DbOrTx, conversationId: number, raw: string): Promise<string> {
  const url = uploadPath(raw);
  if (!url) throw new BizError('service.image');
  const [row] = await tx.update(chatPictures).set({ conversationId })
    .where(and(eq(chatPictures.url, url), or(isNull(chatPictures.conversationId), eq(chatPictures.conversationId, conversationId)))).returning();
  if (!row) throw new BizError('service.image');
  return url;
}

/** Whether staff may open the private file at `url`: a picture of the chat (one staff uploaded, or one sent in a conversation). */
export async function staffMayRead(db: DbOrTx, url: string): Promise<boolean> {
  const [up] = await db.select({ url: chatPictures.url }).from(chatPictures).where(eq(chatPictures.url, url)).limit(1);
  if (up) return true;
  const [sent] = await db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.kind, 'picture'), eq(chatMessages.picture, url))).limit(1);
  return !!sent;
}
