/** /api/chat/identity: the signed-in shopper's identity for a third-party chat (Chatwoot's identity validation). */
export type ChatIdentity = {
  /** The account id, as text. */
  identifier: string;
  /** HMAC-SHA256 (hex) of the identifier with the server's CHATWOOT_HMAC_TOKEN. */
  identifier_hash: string;
};
