import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { throttledLogin } from '../domain/account/login-throttle';
import { clientAddress } from '../http/client-address';
import type { ServerConfig } from '../config';
import { defineGroup, tokenOf } from '../http/endpoint';
import type { AppEnv, UserRow } from '../http/env';
import type { Db } from '../db';
import type { Lang } from '../i18n';
import { f, INT_MAX, readParams } from '../http/input';
import { BizError } from '../http/errors';
import { register } from '../domain/account/register';
import { CODE_EVENTS, codeLogin, requestCode, type CodeSender } from '../domain/account/codes';
import { captchaAnswer } from '../domain/account/captcha';
import { changeContact, changePassword, resetPassword, updateProfile } from '../domain/account/profile';
import { writeOff, writeOffBlockers } from '../domain/account/write-off';
import { currentSession, passwordLogin, startSession, userinfo, validEmail, validMobile } from '../domain/account/users';
import { userCentre } from '../domain/account/user-centre';
import { revokeToken } from '../domain/account/tokens';
import { rememberLocale } from '../domain/mail/prefs';
import captcha from './captcha';
import upload from './upload';
import opsOutbox from './ops-outbox';
import type { LoginData, WriteOffCheck } from '../../src/api/types/user';

const password = () => z.string().min(1).max(100);
const code = () => f.nonEmpty(10);
/** The image captcha's answer a sign-in carries once its address is asked for it (domain/account/login-throttle.ts). */
const imageCaptcha = () => f.text(10).optional();
/** The caller's own token (header, or the `token` field as FastAdmin accepts). */
const callerToken = async (c: Context) => tokenOf(c, await readParams(c));
/** `{ userinfo }` of a logged-in caller, answered with the session they called with. */
const withSession = async (db: Db, row: UserRow, lang: Lang, c: Context, now: number): Promise<LoginData> =>
  ({ userinfo: await userinfo(db, row, lang, await currentSession(db, await callerToken(c), now)) });

const user = defineGroup('/api/user', (on) => {
  on('login', { input: z.object({ account: f.nonEmpty(100), password: password(), image_captcha: imageCaptcha() }), msg: 'user.loginOk' }, async ({ db, input, lang, now, c }) => {
    const u = await throttledLogin(db, { kind: 'password', account: input.account, client: clientAddress(c) }, now(),
      () => passwordLogin(db, input.account, input.password), captchaAnswer(db, c, input.image_captcha, now()));
    await rememberLocale(db, u.id, lang, now());
    return { userinfo: await userinfo(db, u, lang, await startSession(db, u, now())) } satisfies LoginData;
  });

  on('emaillogin', { input: z.object({ email: f.nonEmpty(100), captcha: code(), image_captcha: imageCaptcha() }), msg: 'user.loginOk' }, async ({ db, input, lang, now, c }) => {
    const email = validEmail(input.email);
    const u = await throttledLogin(db, { kind: 'code', account: email, client: clientAddress(c) }, now(),
      () => codeLogin(db, email, input.captcha, now()), captchaAnswer(db, c, input.image_captcha, now()));
    await rememberLocale(db, u.id, lang, now());
    return { userinfo: await userinfo(db, u, lang, await startSession(db, u, now())) } satisfies LoginData;
  });

  on('register', {
    input: z.object({
      username: f.text(30).optional(), password: z.string().min(1).max(100), email: f.text(100).optional(), mobile: f.text(20).optional(),
      code: f.text(10).optional(), captcha: f.text(10).optional(), inviter: z.coerce.number().int().positive().max(INT_MAX).optional().catch(undefined),
      aff: f.text(16).optional().catch(undefined),
    }),
    msg: 'user.registerOk',
  }, async ({ db, input, lang, now, c }) => {
    const u = await register(db, c, input, now());
    await rememberLocale(db, u.id, lang, now());
    return { userinfo: await userinfo(db, u, lang, await startSession(db, u, now())) } satisfies LoginData;
  });

  on('info', { auth: 'required' }, async ({ db, user: u, lang, now, c }) => {
    await rememberLocale(db, u.id, lang, now()); // the app's start: e-mails follow a language chosen since sign-in
    return userCentre(db, u, lang, await currentSession(db, await callerToken(c), now()));
  });

  on('profile', {
    auth: 'required',
    input: z.object({
      nickname: f.nonEmpty(50).optional(), avatar: f.text(500).optional(), bio: f.text(200).optional(),
      gender: z.coerce.number().int().min(0).max(2).optional(),
    }),
    msg: 'user.profileOk',
  }, async ({ db, user: u, input, lang, now, c }) => {
    const row = await updateProfile(db, u, { ...input, gender: input.gender as 0 | 1 | 2 | undefined });
    return withSession(db, row, lang, c, now());
  });

  on('changepwd', {
    auth: 'required',
    input: z.object({ oldpassword: z.string().max(100).optional(), captcha: f.text(10).optional(), newpassword: z.string().min(1).max(100) }),
    msg: 'user.passwordOk',
  }, async ({ db, user: u, input, now, c }) => {
    await changePassword(db, u, await callerToken(c), input, now());
    return null;
  });

  /** What holds money or goods and must be done first (WriteOffCheck): the page asks before it asks for the password. */
  on('write_off_check', { auth: 'required', input: z.object({}) }, async ({ db, user: u, lang }) =>
    ({ blockers: await writeOffBlockers(db, u.id, u.moneyFen, lang) }) satisfies WriteOffCheck);

  on('write_off', { auth: 'required', input: z.object({ password: password() }), msg: 'user.writeOffOk' }, async ({ db, user: u, input, lang }) => {
    await writeOff(db, u, input.password, lang);
    return null;
  });

  on('logout', { auth: 'required', msg: 'user.logoutOk' }, async ({ db, c }) => {
    await revokeToken(db, await callerToken(c));
    return null;
  });

  on('resetpwd', {
    input: z.object({ type: z.enum(['email', 'mobile']).default('email'), email: f.text(100).optional(), mobile: f.text(20).optional(), captcha: code(), newpassword: z.string().min(1).max(100) }),
    msg: 'user.resetOk',
  }, async ({ db, input, now }) => {
    const target = input.type === 'email' ? input.email : input.mobile;
    if (!target) throw new BizError(input.type === 'email' ? 'forgetpassword.email' : 'forgetPassword.tel');
    await resetPassword(db, input.type, target, input.captcha, input.newpassword, now());
    return null;
  });

  on('changemobile', { auth: 'required', input: z.object({ mobile: f.nonEmpty(20), captcha: code() }), msg: 'user.mobileOk' }, async ({ db, user: u, input, lang, now, c }) => {
    const row = await changeContact(db, u, 'mobile', input.mobile, input.captcha, now());
    return withSession(db, row, lang, c, now());
  });

  on('changeemail', { auth: 'required', input: z.object({ email: f.nonEmpty(100), captcha: code() }), msg: 'user.emailOk' }, async ({ db, user: u, input, lang, now, c }) => {
    const row = await changeContact(db, u, 'email', input.email, input.captcha, now());
    return withSession(db, row, lang, c, now());
  });
});

const event = () => z.enum(CODE_EVENTS);

/** Who asks for a code: the device (Guid header) and the network address, with the hourly allowance of each. */
const senderOf = (c: Context, config: ServerConfig, lang?: Lang): CodeSender => ({
  device: (c.req.header('Guid') ?? '').slice(0, 64), address: clientAddress(c), limits: config.codeLimits, lang,
});

const ems = defineGroup('/api/ems', (on) => {
  on('send', { input: z.object({ event: event(), email: f.text(100).optional() }), msg: 'code.sent' }, async ({ db, input, now, config, c, lang }) => {
    if (!input.email) throw new BizError('forgetpassword.email');
    const email = validEmail(input.email);
    await requestCode(db, 'email', email, input.event, now(), senderOf(c, config, lang));
    return null;
  });
});

const sms = defineGroup('/api/sms', (on) => {
  on('send', { input: z.object({ event: event(), mobile: f.text(20).optional() }), msg: 'code.sent' }, async ({ db, input, now, config, c }) => {
    if (!input.mobile) throw new BizError('forgetPassword.tel');
    const mobile = validMobile(input.mobile);
    await requestCode(db, 'mobile', mobile, input.event, now(), senderOf(c, config));
    return null;
  });
});

/** The account group: user, ems, sms, plus the captcha image, upload and the outbox (level/lists: routes/points.ts; thirdlogin: routes/thirdlogin.ts). */
export default function account(app: Hono<AppEnv>) {
  for (const g of [user, ems, sms, captcha, upload, opsOutbox]) g(app);
}
