import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { outbox } from '../domain/account/codes';
import { normEmail, normMobile } from '../domain/account/users';

/** `npm run ops -- outbox [target=…] [limit=…]`: the codes sent by e-mail or SMS, newest first. */
export default defineGroup('/ops', (on) => {
  on('outbox', { help: 'codes sent by e-mail/SMS (the dev outbox)', auth: 'ops', input: z.object({ target: f.text(100).optional(), limit: f.count(500).catch(50) }) }, async ({ db, input }) => {
    const target = input.target ? (input.target.includes('@') ? normEmail(input.target) : normMobile(input.target)) : undefined;
    return outbox(db, target, input.limit ?? 50);
  });
});
