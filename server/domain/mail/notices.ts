import type { DbOrTx } from '../../db';
import type { MessageKind, RemindEventName } from '../../../src/api/types/member-extra';
import { REMIND_EVENTS, remindAddress } from '../account/email-remind';
import { queueMail } from './outbox';
import { langOf } from './prefs';

const isRemindEvent = (kind: MessageKind): kind is RemindEventName => (REMIND_EVENTS as readonly string[]).includes(kind);

/**
 * The e-mail of a message to the shopper, when its kind is one of the notification e-mail settings' events and
 * the shopper has that switch on and an address: queued in the transaction that wrote the message (notify), to
 * the default address, in the shopper's language; worded from the message when it is sent (render.ts).
 */
export async function queueNotice(tx: DbOrTx, n: { userId: number; kind: MessageKind; messageId: number }, now: number): Promise<void> {
  if (!isRemindEvent(n.kind)) return;
  const to = await remindAddress(tx, n.userId, n.kind, now);
  if (!to) return;
  await queueMail(tx, { to, kind: 'notice', lang: await langOf(tx, n.userId), userId: n.userId, params: { event: n.kind, message: n.messageId } }, now);
}
