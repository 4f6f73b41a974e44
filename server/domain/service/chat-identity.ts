import { createHmac } from 'node:crypto';
import { BizError } from '../../http/errors';
import type { ChatIdentity } from '../../../src/api/types/chat-identity';

/**
 * A signed-in shopper's identity for a third-party chat (Chatwoot's "Identity validation"): the identifier is the
 * account id, its hash the HMAC-SHA256 (hex) of it with the inbox's secret (CHATWOOT_HMAC_TOKEN). The secret never
 * leaves the server; without it the chat stays anonymous and the call says so in the shopper's language.
 */
export function chatIdentity(secret: string | undefined, userId: number): ChatIdentity {
  if (!secret) throw new BizError('chat.identityOff');
  const identifier = String(userId);
  return { identifier, identifier_hash: createHmac('sha256', secret).update(identifier).digest('hex') };
}
