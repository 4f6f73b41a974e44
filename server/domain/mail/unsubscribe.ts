import type { DbOrTx } from '../../db';
import type { RemindEventName } from '../../../src/api/types/member-extra';
import { REMIND_EVENTS, setRemind } from '../account/email-remind';
import { validUnsubscribe } from './links';

/**
 * An unsubscribe link opened (no login: its signature is the proof): turns the shopper's switch of that event
 * off, as the notification settings page would. Answers the event, or null for a link this shop did not make.
 */
export async function unsubscribeByLink(db: DbOrTx, p: { userId: number; event: string; sig?: string; secret: string; now: number }): Promise<RemindEventName | null> {
  const event = REMIND_EVENTS.find((e) => e === p.event);
  if (!event || !validUnsubscribe(p.secret, p.userId, event, p.sig)) return null;
  await setRemind(db, p.userId, event, false, p.now);
  return event;
}
