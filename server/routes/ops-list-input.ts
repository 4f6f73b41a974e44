import { z } from 'zod';
import { f } from '../http/input';

/**
 * The fields of an operator list (`npm run ops -- orders status=1 email=…`): one status (every status when
 * omitted), one shopper's e-mail, how many rows (50, at most 500). Lists answer newest first.
 */
export const listInput = z.object({
  status: z.coerce.number().int().min(-2).max(5).optional(),
  email: f.text(255).optional(),
  limit: f.count(500).catch(50),
});

/** A list without statuses: e-mail and limit. */
export const listInputNoStatus = listInput.omit({ status: true });
