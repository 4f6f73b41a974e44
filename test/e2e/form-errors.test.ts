import { describe, it, expect } from 'vitest';
import { phonePerTest, codeFor, freshEmail, newShopper } from './browser';

/**
 * Account forms at 360×640, touch (issue 38 §3, §4): every field at fault says so at once, under it, the first
 * focused; a reset-password e-mail that took a code has no stale "cannot be empty"; the login's e-mail code way
 * keeps the e-mail typed on the password way. Each test has its phone and makes its own account.
 */
const phone = phonePerTest();

/** Whether the element is inside the 360×640 screen (not clipped at either side). */
const onScreen = (sel: string) => phone.page.locator(sel).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= innerWidth;
});

describe('account forms: every problem at once (issue 38)', () => {
  it('register with a bad e-mail, a 3-character password and a different confirmation: all three marked and said at once, the first focused, nothing lost', async () => {
    const { page, base } = phone;
    await page.goto(`${base}/wap/#/pages/user/register`);
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await page.getByLabel('E-mail').fill('neo@');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm password').fill('124');
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    const said = { 'reg-email': 'Please enter a valid e-mail address', 'reg-password': 'The password must be at least 8 characters', 'reg-repassword': 'The two passwords do not match' };
    for (const [id, text] of Object.entries(said)) {
      const field = page.locator(`#${id}`);
      await page.locator(`#${id}[aria-invalid=true]`).waitFor();
      const msg = page.locator(`#${await field.getAttribute('aria-describedby')}`);
      await msg.waitFor();
      expect(await msg.textContent()).toBe(text);
      expect(await onScreen(`#${id}-error`)).toBe(true);
    }
    // The code widget's own check is next to the form, visible too.
    await page.locator('#form-error', { hasText: 'Verification code cannot be empty' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'reg-email');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('neo@');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('123');
    expect(await page.getByLabel('Confirm password').inputValue()).toBe('124');
    // Editing a field takes its message back; the others stay.
    await page.getByLabel('E-mail').fill('neo@example.com');
    await page.locator('#reg-email-error').waitFor({ state: 'detached' });
    expect(await page.locator('#reg-email').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#reg-password-error').textContent()).toBe(said['reg-password']);
  });

  it('reset password: an empty submit, then an e-mail that took a code: no "cannot be empty" left under it', async () => {
    const { page, base } = phone;
    const me = await newShopper('formerr', { password: 'first-pass1' });
    await page.goto(`${base}/wap/#/pages/user/forgetpwd`);
    await page.getByRole('heading', { name: 'Reset password' }).first().waitFor();
    await page.getByRole('button', { name: 'Reset password' }).tap();
    await page.locator('#fp-email-error', { hasText: 'E-mail cannot be empty' }).waitFor();
    await page.getByLabel('E-mail').fill(me.email);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await codeFor(me.email, 'resetpwd');
    expect(await page.locator('#fp-email').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#fp-email-error').count()).toBe(0);
    expect(await page.getByText('E-mail cannot be empty').count()).toBe(0);
    expect(await page.getByText('Verification code cannot be empty').count()).toBe(0);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(me.email);
  });

  it('login: the e-mail typed on Password is still there on E-mail code', async () => {
    const { page, base } = phone;
    const email = freshEmail('switch');
    await page.goto(`${base}/wap/#/pages/user/login`);
    await page.getByLabel('E-mail, mobile or username').fill(email);
    await page.getByRole('button', { name: 'E-mail code' }).tap();
    await page.locator('#login-email').waitFor();
    expect(await page.locator('#login-email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Password', exact: true }).tap();
    expect(await page.getByLabel('E-mail, mobile or username').inputValue()).toBe(email);
  });
});
