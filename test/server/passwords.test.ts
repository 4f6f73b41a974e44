import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './harness';
import { newShopper } from './fixtures';
import { users } from '../../server/db/schema';
import { hashPassword, needsRehash, setPasswordCost, verifyPassword, PRODUCTION_COST } from '../../server/domain/account/passwords';
import { registerShopper } from './account-helpers';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/lib/password-rule';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => setPasswordCost(12));

describe('password rules for new passwords (issue 17)', () => {
  it('refuses fewer than 8 characters and the most common passwords, allows long passphrases, translated', async () => {
    const short = await h.call('/api/user/register', { email: 'short@example.com', password: 'abc1234', code: '1' });
    expect(short.msg).toBe('The password must be 8 to 128 characters');
    const common = await h.call('/api/user/register', { email: 'common@example.com', password: 'Password123', code: '1' }, { lang: 'ru' });
    expect(common.msg).toBe('Это один из самых распространённых паролей: выберите другой');
    const long = await registerShopper(h, { password: 'correct horse battery staple '.repeat(3).trim() });
    expect(long.token).toBeTruthy();
  });

  it('the rule is the storefront\'s hint: PASSWORD_MIN − 1 characters refused, PASSWORD_MIN accepted (issue 25: the hint said 6)', async () => {
    const tooShort = 'k7#q'.repeat(8).slice(0, PASSWORD_MIN - 1);
    expect((await h.call('/api/user/register', { email: 'hint@example.com', password: tooShort, code: '1' })).msg)
      .toBe(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
    const s = await registerShopper(h, { password: 'k7#q'.repeat(8).slice(0, PASSWORD_MIN) });
    expect(s.token).toBeTruthy();
  });

  it('changing to a short or common password is refused the same way; the demo account still logs in with its seeded password', async () => {
    const s = await registerShopper(h, { password: 'first-pass-1' });
    const r = await h.call('/api/user/changepwd', { oldpassword: 'first-pass-1', newpassword: 'qwerty123', renewpassword: 'qwerty123' }, { token: s.token });
    expect(r.msg).toBe('This password is one of the most common ones: choose another');
    expect((await h.call('/api/user/login', { account: 'demo@example.com', password: 'demo1234' })).code).toBe(1);
  });
});

describe('scrypt at N = 2^17 in production, older hashes rehashed at login', () => {
  it('hashes at the production cost by default and verifies', async () => {
    setPasswordCost(PRODUCTION_COST);
    const stored = await hashPassword('a long enough passphrase');
    expect(stored.split('$').slice(0, 2)).toEqual(['scrypt', '17']);
    expect(await verifyPassword('a long enough passphrase', stored)).toBe(true);
    expect(await verifyPassword('a long enough passphrasE', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('a hash of the first format (N = 2^14) still logs in, and that login rehashes it at today\'s cost', async () => {
    setPasswordCost(12);
    const { user } = await newShopper(h.db);
    // The first format: "scrypt$<salt>$<hash>", N = 2^14.
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('old-secret-pass', salt, 32).toString('hex')}`;
    await h.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
    setPasswordCost(PRODUCTION_COST);
    expect(needsRehash(legacy)).toBe(true);
    const login = await h.call('/api/user/login', { account: user.email!, password: 'old-secret-pass' });
    expect(login.code).toBe(1);
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash.split('$').slice(0, 2)).toEqual(['scrypt', '17']);
    expect((await h.call('/api/user/login', { account: user.email!, password: 'old-secret-pass' })).code).toBe(1);
  });
});
