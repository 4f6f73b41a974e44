import { get, post } from './client';
import { THIRDLOGIN_ERRORS, type ThirdLoginError, type ThirdLoginExchange, type ThirdLoginLinked, type ThirdLoginStart } from './types/user';

/**
 * Third-party sign-in (issue 36): the round trip's one-time code, the shopper's linked providers. (The providers' list,
 * which the login page asks for at once, is in ./user: this module loads only when a round trip is under way.)
 */
/** The `tl=` code of a round trip; again with the proof (`password`, or an e-mail `captcha` of event emaillogin) for a confirm. */
export const exchangeThird = (code: string, proof: { password?: string; captcha?: string; image_captcha?: string } = {}) =>
  post<ThirdLoginExchange>('/api/thirdlogin/exchange', { code, ...proof }, { loading: true });
export const linkedThird = () => get<ThirdLoginLinked>('/api/thirdlogin/linked', {}, { toast: false });
/** The start address with a one-time link code, for the browser to go to. */
export const linkThird = (provider: string) => post<ThirdLoginStart>('/api/thirdlogin/link', { provider }, { loading: true });
export const unlinkThird = (provider: string) => post<null>('/api/thirdlogin/unlink', { provider }, { loading: true });

/** The lang key of a round trip's `tlerr=` reason: one of THIRDLOGIN_ERRORS, any other value as `failed`. */
export const thirdErrorKey = (reason: string): `third.err.${ThirdLoginError}` =>
  `third.err.${(THIRDLOGIN_ERRORS as readonly string[]).includes(reason) ? (reason as ThirdLoginError) : 'failed'}`;
