import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { addStaff, disableStaff, listStaff } from '../domain/staff/staff-accounts';

/**
 * Operator calls for the chat's staff accounts (header X-Ops-Token):
 *   staff_add name email [password]   add a staff member (no password: one is generated and shown once)
 *   staff_list                        every staff member
 *   staff_disable id                  they can no longer sign in; their sessions end
 */
export default defineGroup('/ops', (on) => {
  on('staff_add', {
    help: 'add a staff member for the chat console (no password: one is generated and shown once; hand it over)',
    auth: 'ops', input: z.object({ name: f.nonEmpty(100), email: f.nonEmpty(200), password: z.string().max(200).optional() }),
  }, async ({ db, input, now }) => addStaff(db, { name: input.name, email: input.email, password: input.password || undefined }, now()));

  on('staff_list', { help: 'every staff member of the chat console', auth: 'ops' }, async ({ db }) => listStaff(db));

  on('staff_disable', {
    help: 'disable a staff member: they can no longer sign in, and their sessions end now',
    auth: 'ops', input: z.object({ id: f.id() }),
  }, async ({ db, input }) => disableStaff(db, input.id));
});
