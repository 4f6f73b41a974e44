import { htmlDocument } from './document';
import { esc } from './escape';

/**
 * The login form of /ops/vitals: the operator token is typed once and posted (never put in a URL, which
 * would end up in logs and history); the server answers with a session cookie (domain/ops/ops-session.ts).
 */
export const loginPage = (days: number, error?: string) =>
  htmlDocument(
    'Field metrics — operator login',
    `<h1>Field metrics</h1>
<p>Operators only: type the server's operator token (<code>OPS_TOKEN</code>, else <code>DATA_DIR/ops-token</code>).</p>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/ops/vitals/login">
<input type="hidden" name="days" value="${days}">
<label>Operator token <input type="password" name="token" autocomplete="current-password" required autofocus></label>
<button type="submit">Log in</button>
</form>`,
  );
