import { get, post } from './client';
import type { CodeEvent, Gender, LoginData, ThirdLogin, WriteOffCheck } from './types/user';

/** Account calls (spec §7 "User", "Captcha and upload"). */
/** `image_captcha`: the picture's answer, once the server asked for it (a failure whose data is `{ captcha: 'image' }`). */
export const login = (account: string, password: string, image_captcha?: string) => post<LoginData>('/api/user/login', { account, password, image_captcha }, { loading: true });
export const emailLogin = (email: string, captcha: string, image_captcha?: string) => post<LoginData>('/api/user/emaillogin', { email, captcha, image_captcha }, { loading: true });
export const register = (form: { username?: string; password: string; email: string; mobile?: string; code?: string; captcha?: string; inviter?: string | number; aff?: string }) =>
  post<LoginData>('/api/user/register', form, { loading: true });
/** /api/user/info lives in ./user-centre (the shell calls it at boot; this module is for pages), upload in ./upload: not re-exported, so a page
 * that imports this module does not load their chunks too. Third-party sign-in: ./thirdlogin. */
export const updateProfile = (form: { nickname?: string; avatar?: string; gender?: Gender; bio?: string }) => post<LoginData>('/api/user/profile', form, { loading: true });
/** Without `oldpassword`: the first password of an account a provider created (issue 36). */
export const changePassword = (oldpassword: string | undefined, newpassword: string) => post<null>('/api/user/changepwd', { oldpassword, newpassword }, { loading: true });
/** Ends this session on the server (the client clears its token either way). */
export const logout = () => post<null>('/api/user/logout', {}, { toast: false });
export const writeOff = (password: string) => post<null>('/api/user/write_off', { password }, { loading: true });
/** What must be done before the account can be deleted (money held, goods on their way); empty when nothing. */
export const writeOffCheck = () => get<WriteOffCheck>('/api/user/write_off_check');
export const resetPassword = (form: { type: 'email' | 'mobile'; email?: string; mobile?: string; captcha: string; newpassword: string }) =>
  post<null>('/api/user/resetpwd', form, { loading: true });
export const changeMobile = (mobile: string, captcha: string) => post<LoginData>('/api/user/changemobile', { mobile, captcha }, { loading: true });
/** The providers to sign in with (issue 36; their buttons: pages/user/ThirdButtons.tsx); [] when none is configured. */
export const thirdLogins = () => get<ThirdLogin[]>('/api/thirdlogin/list', {}, { toast: false });
export const changeEmail = (email: string, captcha: string) => post<LoginData>('/api/user/changeemail', { email, captcha }, { loading: true });

/** Code requests (spec §3 "Code request": event, email, mobile, mobilecode). */
export const sendEmailCode = (event: CodeEvent, email: string) => post<null>('/api/ems/send', { event, email });
export const sendSmsCode = (event: CodeEvent, mobile: string, mobilecode = '') => post<null>('/api/sms/send', { event, mobile, mobilecode });

/** The image captcha's url; a new random `r` fetches a new image (spec §7). */
export const captchaUrl = (site = '') => `${site}/index.php?s=/captcha&r=${Math.random().toString(36).slice(2)}`;
