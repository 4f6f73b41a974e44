import type { ThirdLoginError } from '../../../../src/api/types/user';

/**
 * Who a provider says its user is, once its answer is verified (the ID token or user-info of OpenID Connect and OAuth 2,
 * Telegram's signed data): the provider's stable id of them, the e-mail it vouches for (`emailVerified`), and names.
 */
export type ProviderIdentity = {
  /** The provider's stable id of its user (ID token `sub`, OAuth 2 user id, Telegram id), as text. */
  subject: string;
  /** The e-mail the provider gave, lower-cased; null when it gave none. */
  email: string | null;
  /** Whether the provider says it verified `email` (false when there is none). */
  emailVerified: boolean;
  /** A display name ('' when none): a new shopper's nickname, shown beside the linked provider. */
  name: string;
  /** A picture address the provider gave ('' when none). */
  avatar: string;
};

/**
 * A round trip that cannot sign anyone in: tampered, replayed or expired state, a wrong nonce, a code used twice, a bad
 * or foreign ID token, a provider error or cancel, an unverified e-mail, a Telegram payload with a wrong hash or an
 * old date. `reason` is what the page it ends on says (`tlerr=`, lang `third.err.<reason>`); `detail` is for the log
 * only (never a secret, never shown).
 */
export class ThirdLoginFault extends Error {
  constructor(readonly reason: ThirdLoginError, readonly detail: string = reason) {
    super(`thirdlogin: ${reason}: ${detail}`);
    this.name = 'ThirdLoginFault';
  }
}
