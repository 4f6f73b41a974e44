import { useState } from 'react';
import { t, type TKey } from '../../state/lang';
import { inlineMessage } from '../../api/client';
import { isEmail, isEmpty } from '../../lib/validate';
import { PASSWORD_MIN } from '../../lib/password-rule';
import { Field as OneField, errorText, focusField, type FormError, type Rule } from './form';

/**
 * Every field at fault says so at once (issue 38): the account forms' useForm, Field and ErrorLine. form.tsx keeps
 * the one-message-at-a-time form of the other pages (pay password, delete account, profile), whose routes have no
 * room in their byte budget for this.
 */

/** A field's first problem, checked in order: empty, then e-mail, then password length, then "same as". */
function checkRule(values: Record<string, string>, r: Rule): FormError | null {
  const v = values[r.field] ?? '';
  const key: TKey | '' = r.required !== false && isEmpty(values[r.field]) ? 'common.notEmpty'
    : r.email && !isEmail(v) ? 'user.emailBad'
    : r.password && v.length < PASSWORD_MIN ? 'user.passwordShort'
    : r.same && v !== values[r.same] ? 'user.passwordMismatch' : '';
  return key ? { field: r.field, key, label: r.label, params: { n: PASSWORD_MIN } } : null;
}

/**
 * Every field at fault, in the rules' order, each with its first problem: an empty field ("<label> cannot be empty"),
 * a bad e-mail, a password shorter than the server's minimum (lib/password-rule.ts), a confirmation that differs.
 */
export const checkAll = (values: Record<string, string>, rules: Rule[]): FormError[] =>
  rules.map((r) => checkRule(values, r)).filter((e): e is FormError => !!e);

/**
 * A form's values and its errors. `submit` checks the rules, then runs the call. A local check reports every
 * field at fault at once (each said under its field, the first focused); a failure of the call (the server's
 * translated msg, its toast taken back) stays next to the form. The typed values are never cleared; editing a
 * field takes its own message back.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormError[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof T) => (v: string) => {
    setValues((s) => ({ ...s, [field]: v }));
    setErrors((l) => l.filter((e) => e.field !== field));
  };
  const submit = async (rules: Rule[], run: (v: T) => Promise<unknown>) => {
    if (busy) return;
    const bad = checkAll(values, rules);
    setErrors(bad);
    if (bad.length) return focusField(bad[0].field);
    setBusy(true);
    try {
      await run(values);
    } catch (e) {
      setErrors([{ msg: inlineMessage(e) || t('error.unknown') }]);
    } finally {
      setBusy(false);
    }
  };
  /**
   * The send-code button's messages (ui/Captcha.tsx), shown beside `field`: "Please wait 55 s before requesting
   * another code" is no longer true once a later tap sent the code, so that send clears it, and what an earlier
   * check said of the contact and of the code (the contact took a code: it is not empty; the code is on its way).
   */
  const codeErrors = (field: string) => ({
    onError: (msg: string) => setErrors([{ field, msg, fromCode: true }]),
    onSent: () => setErrors((l) => l.filter((e) => !e.fromCode && e.field !== field && e.field !== 'captcha')),
  });
  return { values, set, errors, busy, submit, codeErrors };
}

type FieldProps = Omit<Parameters<typeof OneField>[0], 'error' | 'describedBy' | 'children'> & { error: FormError[] };

/** A labelled input; when an error is about it, marked invalid, its message right under it and pointed at. */
export function Field({ error, ...p }: FieldProps) {
  const mine = error.find((e) => e.field === p.name);
  const id = `${p.id}-error`;
  return <OneField {...p} error={mine} describedBy={id}>{mine && <p id={id} class="field-error">{errorText(mine)}</p>}</OneField>;
}

/** The code widgets' inputs (ui/Captcha.tsx): no line of their own, their check is said next to the form. */
const CODE_FIELDS = ['captcha', 'image_captcha'];

/**
 * The form's errors that no Field says (the server's, a code widget's), next to the form and announced. When every
 * one is said under its field, the first is still here for the announcement, out of sight.
 */
export function ErrorLine({ error }: { error: FormError[] }) {
  const elsewhere = error.filter((e) => !e.field || CODE_FIELDS.includes(e.field));
  return (
    <p id="form-error" class={elsewhere[0] || !error[0] ? 'form-error' : 'form-error sr-only'} role="alert">{(elsewhere[0] ? elsewhere : error.slice(0, 1)).map(errorText).join(' ')}</p>
  );
}
