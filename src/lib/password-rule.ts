/**
 * A new password's length, the one rule the server enforces (server/domain/account/users.ts validPassword) and
 * the forms check and hint ("At least 8 characters"): 8 at least (NIST SP 800-63B), long passphrases welcome.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
