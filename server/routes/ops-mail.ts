import { z } from 'zod';
import { defineGroup } from '../http/endpoint';
import { f } from '../http/input';
import { normEmail } from '../domain/account/users';
import { opsMail, retryMail } from '../domain/mail/outbox';

/**
 * `npm run ops -- mail [status=…] [email=…] [limit=…]`: the e-mail outbox (issue 27), newest first — by default what
 * is not sent yet and what failed, with the last error; `mail_retry id=…` sends a failed one again.
 */
export default defineGroup('/ops', (on) => {
  on('mail', {
    help: 'e-mails not sent yet and failed ones, newest first, with the last error (status=pending|sending|failed|sent|all; email=… the recipient)',
    auth: 'ops',
    input: z.object({ status: z.enum(['pending', 'sending', 'failed', 'sent', 'all']).optional(), email: f.text(255).optional(), limit: f.count(500).catch(50) }),
  }, ({ db, input }) => opsMail(db, { status: input.status, to: input.email ? normEmail(input.email) : undefined, limit: input.limit ?? 50 }));

  on('mail_retry', { help: 'send a failed e-mail again, its attempts counted afresh', auth: 'ops', input: z.object({ id: f.id() }) },
    ({ db, input, now }) => retryMail(db, input.id, now()));
});
