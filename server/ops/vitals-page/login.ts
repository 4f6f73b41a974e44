import { htmlDocument } from './document';
import { signInForm } from '../page/sign-in';

/**
 * The login form of /ops/vitals: the operator token is typed once and posted (never put in a URL, which
 * would end up in logs and history); the server answers with a session cookie (domain/ops/ops-session.ts).
 */
export const loginPage = (days: number, error?: string) =>
  htmlDocument(
    'Field metrics — operator login',
    signInForm({
      heading: 'Field metrics',
      intro: "Operators only: type the server's operator token (<code>OPS_TOKEN</code>, else <code>DATA_DIR/ops-token</code>).",
      action: '/ops/vitals/login',
      fields: [{ type: 'hidden', name: 'days', label: '', value: days }, { type: 'password', name: 'token', label: 'Operator token', autocomplete: 'current-password' }],
      submit: 'Log in',
      error,
    }),
  );
