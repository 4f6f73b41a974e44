import { useState } from 'react';
import type { ComponentChildren } from 'preact';
import { t, tn, type TKey } from '../../state/lang';
import { inlineMessage } from '../../api/client';
import { leaveLogin } from '../../router/to-login';
import { focusFirstInvalid, isEmail, isEmpty } from '../../lib/validate';
import { PASSWORD_MIN } from '../../lib/password-rule';
import './account.css';

/** A new password's hint, written from the rule the server enforces: "At least 8 characters". */
export const passwordHint = () => tn('user.passwordHint', PASSWORD_MIN);

/** A form's error: a local message (re-translated when the language changes) or the server's msg. */
export type FormError = {
  field?: string; key?: TKey; params?: Record<string, string | number>; label?: TKey; msg?: string;
  /** Said by the send-code button (ui/Captcha.tsx): a later send that goes through takes it back. */
  fromCode?: boolean;
};

/** The message in the current language (the field's name too, for "<field> cannot be empty"). */
export const errorText = (e: FormError) => (e.key ? t(e.key, e.label ? { ...e.params, field: t(e.label) } : e.params) : e.msg ?? '');

/** One rule per field, checked in order: required, then e-mail, then password length, then "same as". */
export type Rule = { field: string; label: TKey; required?: boolean; email?: boolean; password?: boolean; same?: string };

/**
 * The first problem of a form, or null: an empty field ("<label> cannot be empty"), a bad e-mail,
 * a password shorter than the server's minimum (lib/password-rule.ts), a confirmation that differs.
 */
export function checkForm(values: Record<string, string>, rules: Rule[]): FormError | null {
  for (const r of rules) {
    if (r.required !== false && isEmpty(values[r.field])) return { field: r.field, key: 'common.notEmpty', label: r.label };
  }
  for (const r of rules) {
    const v = values[r.field] ?? '';
    if (r.email && !isEmail(v)) return { field: r.field, key: 'user.emailBad' };
    if (r.password && v.length < PASSWORD_MIN) return { field: r.field, key: 'user.passwordShort', params: { n: PASSWORD_MIN } };
    if (r.same && v !== values[r.same]) return { field: r.field, key: 'user.passwordMismatch' };
  }
  return null;
}

/**
 * Once the error is on screen: the control named like the field at fault (the one marked invalid when
 * another form of the page has a field of that name) gets focus, scrolled clear of the navbar.
 */
export function focusField(field: string | undefined) {
  if (field) setTimeout(() => {
    const named = [...document.getElementsByName(field)];
    focusFirstInvalid([(named.find((e) => e.getAttribute('aria-invalid') === 'true') ?? named[0])?.id]);
  });
}

/**
 * A form's values and its error. `submit` checks the rules, then runs the call; a failure (local or
 * the server's translated msg, its toast taken back) stays next to the form, once, and the typed
 * values are never cleared. A local failure (`fail`, for a page's own checks too) also focuses its field.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof T) => (v: string) => setValues((s) => ({ ...s, [field]: v }));
  const fail = (bad: FormError) => {
    setError(bad);
    focusField(bad.field);
  };
  const submit = async (rules: Rule[], run: (v: T) => Promise<unknown>) => {
    if (busy) return;
    const bad = checkForm(values, rules);
    if (bad) return fail(bad);
    setError(null);
    setBusy(true);
    try {
      await run(values);
    } catch (e) {
      setError({ msg: inlineMessage(e) || t('error.unknown') });
    } finally {
      setBusy(false);
    }
  };
  /**
   * The send-code button's messages (ui/Captcha.tsx), shown beside `field`: "Please wait 55 s before requesting
   * another code" is no longer true once a later tap sent the code, so that send clears it (and only it).
   */
  const codeErrors = (field: string) => ({
    onError: (msg: string) => setError({ field, msg, fromCode: true }),
    onSent: () => setError((e) => (e?.fromCode ? null : e)),
  });
  return { values, set, setValues, error, setError, fail, busy, submit, codeErrors };
}

type FieldProps = {
  id: string;
  /** The form field it edits (matches FormError.field). */
  name: string;
  label: string;
  value: string;
  onInput: (v: string) => void;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  error?: FormError | null;
  placeholder?: string;
  /** The message the field points at when it is at fault (its own line, form-errors.tsx), else #form-error. */
  describedBy?: string;
  /** Under the input: the field's own message. */
  children?: ComponentChildren;
};

/** A labelled input; marked invalid (and pointing at the message) when the error is about it. */
export function Field({ id, name, label, value, onInput, type = 'text', autoComplete, inputMode, error, placeholder, describedBy = 'form-error', children }: FieldProps) {
  const bad = !!error && error.field === name;
  return (
    <div class="af">
      <label for={id}>{label}</label>
      <input id={id} name={name} class="input" type={type as "text"} value={value} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder}
        aria-invalid={bad || undefined} aria-describedby={bad ? describedBy : undefined}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)} />
      {children}
    </div>
  );
}

/** The form's current error, next to the form (and announced). */
export function ErrorLine({ error }: { error: FormError | null }) {
  return (
    <p id="form-error" class="form-error" role="alert">{error ? errorText(error) : ''}</p>
  );
}

export function Form({ onSubmit, children }: { onSubmit: () => void; children: ComponentChildren }) {
  return (
    <form class="aform" noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      {children}
    </form>
  );
}

/** Where to go after logging in: the `redirect` query when it is an in-app path, else home. */
export function safeRedirect(redirect: string | undefined): string {
  const r = (redirect ?? '').trim();
  return r.startsWith('/') && !r.startsWith('//') && !r.startsWith('/pages/user/login') ? r : '/';
}

/** Leaves the login/register flow for `redirect`, replacing the current entry. */
export const goAfterLogin = (redirect?: string) => leaveLogin(safeRedirect(redirect));

/** `?a=1&b=2` of the defined values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
