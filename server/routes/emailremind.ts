import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { REMIND_EVENTS, remindList, setRemind, setRemindDefault } from '../domain/account/email-remind';

/** /api/emailremind/*: where reminder e-mails go and which events send one. */
export default defineGroup('/api/emailremind', (on) => {
  on('lists', { auth: 'required' }, ({ db, user, t, now }) => remindList(db, user.id, t, now()));

  on('setDefault', { auth: 'required', msg: 'remind.saved', input: z.object({ id: f.id() }) }, async ({ db, user, input, now }) => {
    await setRemindDefault(db, user.id, input.id, now());
    return null;
  });

  on('setRemind', { auth: 'required', msg: 'remind.saved', input: z.object({ event: z.enum(REMIND_EVENTS), status: f.int().min(0).max(1) }) }, async ({ db, user, input, now }) => {
    await setRemind(db, user.id, input.event, input.status === 1, now());
    return null;
  });
});
