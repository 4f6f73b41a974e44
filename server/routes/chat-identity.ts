import { defineGroup } from '../http/endpoint';
import { chatIdentity } from '../domain/service/chat-identity';

/**
 * /api/chat/identity: the signed-in shopper's identifier and its HMAC for a third-party chat that validates
 * identities (Chatwoot); a visitor is refused (401), and without CHATWOOT_HMAC_TOKEN it answers code 0.
 */
export default defineGroup('/api/chat', (on) => {
  on('identity', { auth: 'required' }, ({ config, user }) => chatIdentity(config.chatwootHmacToken, user.id));
});
