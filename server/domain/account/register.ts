import type { Context } from 'hono';
import type { Db } from '../../db';
import type { UserRow } from '../../http/env';
import { BizError } from '../../http/errors';
import { checkCaptcha } from './captcha';
import { consumeCode } from './codes';
import type { Channel } from './users';
import { checkNewAccount, createUser, setting } from './users';
import { linkToAffiliate } from '../affiliate/programme';

export type Registration = { username?: string; password: string; email?: string; mobile?: string; code?: string; captcha?: string; inviter?: number;
  /** The code of the affiliate link the shopper came through (`aff=CODE`): an approved affiliate earns commission on their goods. */
  aff?: string };

/**
 * A new account. The contact it registers with is config `register_type` ('email' default, or
 * 'mobile'); the proof is config `captcha_type`: 'code' (the code sent to that contact with event
 * register, field `code`), 'image' (field `captcha` against the session's image captcha) or 'none'.
 * Everything else is checked before a code or captcha is spent.
 */
export async function register(db: Db, c: Context, r: Registration, now: number): Promise<UserRow> {
  const via: Channel = (await setting(db, 'register_type', 'email')) === 'mobile' ? 'mobile' : 'email';
  const account = await checkNewAccount(db, { ...r, username: r.username || undefined, email: r.email || undefined, mobile: r.mobile || undefined, via });
  const proof = await setting(db, 'captcha_type', 'code');
  if (proof === 'code') {
    if (!r.code) throw new BizError('error.required', { field: 'code' });
    const target = via === 'email' ? account.email : account.mobile;
    await consumeCode(db, via, target ?? '', 'register', r.code, now);
  } else if (proof === 'image') {
    if (!r.captcha) throw new BizError('error.required', { field: 'captcha' });
    if (!(await checkCaptcha(db, c, r.captcha, now))) throw new BizError('captcha.wrong');
  }
  const user = await createUser(db, account, now);
  const affiliateId = await linkToAffiliate(db, user.id, r.aff);
  return affiliateId ? { ...user, affiliateId } : user;
}
