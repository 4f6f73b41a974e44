import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { REMIND_EVENTS, remindList, setRemind, setRemindDefault } from '../domain/account/email-remind';
import { rememberLocale } from '../domain/mail/prefs';

/** The currency the page shows amounts in (the e-mails show theirs in it too); a malformed one is as if absent. */
const currencyInput = z.object({ currency: z.string().trim().regex(/^[A-Za-z]{3}$/).optional().catch(undefined) });

/** /api/emailremind/*: where reminder e-mails go and which events send one; the e-mails' language and currency are the page's. */
export default defineGroup('/api/emailremind', (on) => {
  on('lists', { auth: 'required', input: currencyInput }, async ({ db, user, input, lang, t, now }) => {
    await rememberLocale(db, user.id, lang, now(), input.currency);
    return remindList(db, user.id, t, now());
  });

  on('setDefault', { auth: 'required', msg: 'remind.saved', input: z.object({ id: f.id() }) }, async ({ db, user, input, now }) => {
    await setRemindDefault(db, user.id, input.id, now());
    return null;
  });

  on('setRemind', { auth: 'required', msg: 'remind.saved', input: z.object({ event: z.enum(REMIND_EVENTS), status: f.int().min(0).max(1) }) }, async ({ db, user, input, now }) => {
    await setRemind(db, user.id, input.event, input.status === 1, now());
    return null;
  });
});
