import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { phonePerTest, codeFor, freshEmail, newShopper, ops } from './browser';

/**
 * Account journeys. Each test has a phone of its own (and a new one for its retry) and makes the shopper it needs:
 * none needs another's session or account.
 */
const phone = phonePerTest();

const hash = () => phone.page.evaluate(() => location.hash);
const stored = (key: string) => phone.page.evaluate((k) => localStorage.getItem(k), key);

async function logIn(account: string, password: string) {
  const { page } = phone;
  await page.getByLabel('E-mail, mobile or username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).tap();
}

async function logOut() {
  const { page, base } = phone;
  await page.goto(`${base}/wap/#/pages/setting/index`);
  await page.getByRole('button', { name: 'Log out' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).tap();
  await page.getByRole('search').waitFor();
  expect(await stored('token')).toBeNull();
}

/** A new shopper of the test's own, the phone's first page logged in as them (a log-out later stays logged out). */
async function loggedIn(tag: string, password?: string) {
  const shopper = await newShopper(tag, { password });
  await phone.context.addInitScript((tok) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', tok);
  }, shopper.token);
  return shopper;
}

describe('account journeys on a 360×640 touch screen', () => {
  it('registers with an e-mail code from the outbox and lands logged in', async () => {
    const { page, base } = phone;
    const me = { email: freshEmail('me'), password: 'secret-one' };
    await page.goto(`${base}/wap/#/pages/user/register?inviter=1`);
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await page.getByText('Invited by member #1').waitFor();
    // Bad input says what is wrong and keeps what was typed.
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    // Every field at fault says so at once, under it (issue 38); the code widget's, next to the form.
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.locator('#reg-email-error', { hasText: 'Please enter a valid e-mail address' }).waitFor();
    await page.locator('#reg-password-error', { hasText: 'The password must be at least 8 characters' }).waitFor();
    await page.locator('#reg-repassword-error', { hasText: 'Confirm password cannot be empty' }).waitFor();
    await page.locator('#form-error', { hasText: 'Verification code cannot be empty' }).waitFor();
    await page.getByLabel('Confirm password').fill('124');
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.locator('#form-error', { hasText: 'Please enter a valid e-mail address' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('123');
    await page.getByLabel('E-mail').fill('neo@example.com');
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.locator('#form-error', { hasText: 'The password must be at least 8 characters' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a-new-pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.locator('#form-error', { hasText: 'The two passwords do not match' }).waitFor();
    // An account that exists: the server's message, next to the form.
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Confirm password').fill('a-new-pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.locator('#form-error', { hasText: 'This e-mail is already registered' }).waitFor();

    await page.getByLabel('E-mail').fill(me.email);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await codeFor(me.email, 'register');
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByLabel('Confirm password').fill(me.password);
    await page.getByLabel('Verification code').fill(code === '000000' ? '999999' : '000000');
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.locator('#form-error', { hasText: 'The verification code is incorrect' }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(me.email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Register', exact: true }).tap();

    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    expect(await hash()).toBe('#/pages/user/registersuccess');
    expect(await stored('token')).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('link', { name: 'Go to my account' }).tap();
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    await page.getByRole('heading', { name: me.email.split('@')[0].replace(/[^A-Za-z0-9_]/g, '').slice(0, 24) }).waitFor();
    await page.getByText('ID ', { exact: false }).first().waitFor();
  });

  it('changes the avatar through the cropper', async () => {
    const { page, base } = phone;
    await loggedIn('avatar');
    await page.goto(`${base}/wap/#/pages/user/index`);
    await page.getByRole('link', { name: 'Profile' }).first().tap();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByRole('button', { name: 'Change avatar' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Change avatar' }).waitFor();
    const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 210, g: 40, b: 70 } } })
      .composite([{ input: await sharp({ create: { width: 160, height: 160, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer(), left: 40, top: 40 }])
      .png().toBuffer();
    await page.setInputFiles('#cropper-file', { name: 'me.png', mimeType: 'image/png', buffer: png });
    const stage = page.locator('.crop-stage');
    await stage.waitFor();
    // Drag a little, zoom, rotate.
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 5 });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Zoom in' }).tap();
    await dialog.getByRole('button', { name: 'Rotate' }).tap();
    expect(await stage.locator('img').evaluate((el) => (el as HTMLElement).style.transform)).toContain('rotate(90deg)');
    await dialog.getByRole('button', { name: 'Preview' }).tap();
    await dialog.getByRole('img', { name: 'Preview' }).waitFor();
    await dialog.getByLabel('Saturation').fill('-60');
    await dialog.getByRole('button', { name: 'Upload' }).tap();
    await dialog.waitFor({ state: 'detached' });
    const avatar = page.locator('.avatar-row img.avatar');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    const size = await avatar.evaluate(async (img) => {
      const el = img as HTMLImageElement;
      await el.decode();
      return [el.naturalWidth, el.naturalHeight];
    });
    expect(Math.max(...size)).toBeLessThanOrEqual(200);
    expect(JSON.parse((await stored('userInfo'))!).avatar).toMatch(/^\/uploads\//);
  });

  it('logs out, logs in, changes the password and logs in with the new one', async () => {
    const { page, base } = phone;
    const me = { ...(await loggedIn('changepw', 'secret-one')), next: 'secret-two' };
    await logOut();
    await page.goto(`${base}/wap/#/pages/user/login`);
    await logIn(me.email, me.password);
    await page.getByRole('search').waitFor();
    expect(await stored('token')).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(`${base}/wap/#/pages/user/changepwd`);
    await page.getByLabel('Current password').fill('wrong-old');
    await page.getByLabel('New password').fill(me.next);
    await page.getByLabel('Confirm password').fill(me.next);
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await page.locator('#form-error', { hasText: 'The old password is incorrect' }).waitFor();
    expect(await page.getByLabel('New password').inputValue()).toBe(me.next);
    await page.getByLabel('Current password').fill(me.password);
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();

    await logOut();
    await page.goto(`${base}/wap/#/pages/user/login`);
    await logIn(me.email, me.password);
    await page.locator('#form-error', { hasText: 'Incorrect account or password' }).waitFor();
    expect(await page.getByLabel('E-mail, mobile or username').inputValue()).toBe(me.email);
    await page.getByLabel('Password', { exact: true }).fill(me.next);
    await page.getByRole('button', { name: 'Log in', exact: true }).tap();
    await page.getByRole('search').waitFor();
    expect(await stored('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('deletes the account (write_off) after the password and a confirmation', async () => {
    const { page, base } = phone;
    const me = await loggedIn('delete', 'secret-two');
    await page.goto(`${base}/wap/#/pages/setting/index`);
    await page.getByRole('button', { name: 'Delete account' }).tap();
    await page.getByRole('button', { name: 'Delete my account' }).tap();
    await page.locator('#form-error', { hasText: 'Password cannot be empty' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('not-it');
    await page.getByRole('button', { name: 'Delete my account' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).tap();
    await page.locator('#form-error', { hasText: 'The password is incorrect' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Delete my account' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This cannot be undone').waitFor();
    await dialog.getByRole('button', { name: 'Delete my account' }).tap();
    await page.getByRole('search').waitFor();
    expect(await stored('token')).toBeNull();
    await page.goto(`${base}/wap/#/pages/user/login`);
    await logIn(me.email, me.password);
    await page.locator('#form-error', { hasText: 'Incorrect account or password' }).waitFor();
  });

  it('keeps an account holding ¥100: says what to do first, its page a tap away, and asks for no password', async () => {
    const { page, base } = phone;
    const me = await loggedIn('keeps');
    await ops('recharge', { user_id: me.userId, amount: '100' });
    await page.goto(`${base}/wap/#/pages/setting/index`);
    await page.getByRole('button', { name: 'Delete account' }).tap();
    const step = page.getByRole('link', { name: 'Withdraw or spend your balance of ¥100.00 first.' });
    await step.waitFor();
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    await step.tap();
    await expect.poll(hash).toBe('#/pages/member/cash/index');
    expect(await ops<{ balance: string }[]>('users', { email: me.email })).toMatchObject([{ email: me.email, balance: '100.00' }]);
  });

  it('sends a visitor from the user centre to login and back to the user centre', async () => {
    const { page, base } = phone;
    await page.goto(`${base}/wap/`);
    await page.getByRole('link', { name: 'Me', exact: true }).tap();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await hash()).toBe(`#/pages/user/login?redirect=${encodeURIComponent('/pages/user/index')}`);
    await logIn('demo@example.com', 'demo1234');
    await page.getByRole('heading', { name: 'Demo Shopper' }).waitFor();
    expect(await hash()).toBe('#/pages/user/index');
    await page.getByText('Balance').waitFor();
    await logOut();
  });

  it('recovers a password by e-mail code', async () => {
    const { page, base } = phone;
    const recover = await newShopper('recover', { password: 'first-pass1' });
    await page.goto(`${base}/wap/#/pages/user/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).tap();
    await page.getByRole('heading', { name: 'Reset password' }).first().waitFor();
    await page.getByRole('button', { name: 'Send code' }).tap();
    await page.locator('#form-error', { hasText: 'Please enter your e-mail' }).waitFor();
    await page.getByLabel('E-mail').fill(recover.email);
    // The register code went to this address moments ago: a reset code is another event's, sent at once (issue 25).
    await page.getByRole('button', { name: 'Send code' }).tap();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await codeFor(recover.email, 'resetpwd');
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await page.getByRole('button', { name: 'Reset password' }).tap();
    await page.locator('#form-error', { hasText: 'The password must be at least 8 characters' }).waitFor();
    await page.getByLabel('New password').fill('recovered-1');
    await page.getByLabel('Confirm password').fill('recovered-1');
    await page.getByRole('button', { name: 'Reset password' }).tap();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await logIn(recover.email, 'recovered-1');
    await page.getByRole('search').waitFor();
    expect(await stored('token')).toMatch(/^[0-9a-f]{64}$/);
  });
});
