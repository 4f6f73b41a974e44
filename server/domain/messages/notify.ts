import type { DbOrTx } from '../../db';
import { shopperMessages } from '../../db/schema';
import { queueNotice } from '../mail/notices';
import type { MessageKind, MessageRefType } from '../../../src/api/types/member-extra';

/** What a message concerns, as the storefront opens it. */
export type MessageRef = { type: MessageRefType; id: number; sn: string };

export type Notice = {
  userId: number;
  kind: MessageKind;
  /** The message's wording, "smsg.<name>.title/.text" (server/i18n/messages/shopper-messages.ts); default the kind. */
  name?: string;
  params: Record<string, string | number>;
  ref: MessageRef;
};

/**
 * Writes a message to the shopper (design §4b "Messages"), and its e-mail when the shopper wants one of its kind
 * (issue 27, domain/mail/notices.ts). Call it with the transaction that makes the status change it reports, so a
 * change is never without its message and e-mail and a rolled-back one never has either.
 */
export async function notify(tx: DbOrTx, n: Notice, now: number): Promise<void> {
  const name = n.name ?? n.kind;
  const [m] = await tx.insert(shopperMessages).values({
    userId: n.userId, kind: n.kind, titleKey: `smsg.${name}.title`, textKey: `smsg.${name}.text`, params: n.params,
    refType: n.ref.type, refId: n.ref.id, refSn: n.ref.sn, createdAt: now,
  }).returning({ id: shopperMessages.id });
  await queueNotice(tx, { userId: n.userId, kind: n.kind, messageId: m.id }, now);
}
