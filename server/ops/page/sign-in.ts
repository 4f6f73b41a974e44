import { esc } from './escape';

export type SignInField = { label: string; name: string; type: 'email' | 'password' | 'hidden'; value?: string | number; autocomplete?: string };

/**
 * The sign-in form of an operator page: a heading, who may sign in, the error of the last try (role=alert, so a
 * script can put the server's message there too), the fields and one button. Posted, never put in a URL.
 */
export function signInForm(o: { heading: string; intro: string; action: string; fields: SignInField[]; submit: string; error?: string }): string {
  const fields = o.fields.map((f, i) => {
    const value = f.value === undefined ? '' : ` value="${esc(f.value)}"`;
    if (f.type === 'hidden') return `<input type="hidden" name="${esc(f.name)}"${value}>`;
    const auto = f.autocomplete ? ` autocomplete="${esc(f.autocomplete)}"` : '';
    return `<label>${esc(f.label)} <input type="${f.type}" name="${esc(f.name)}"${value}${auto} required${i === o.fields.findIndex((x) => x.type !== 'hidden') ? ' autofocus' : ''}></label>`;
  });
  return `<h1>${esc(o.heading)}</h1>
<p>${o.intro}</p>
<p class="err" role="alert">${o.error ? esc(o.error) : ''}</p>
<form class="sign-in" method="post" action="${esc(o.action)}">
${fields.join('\n')}
<button type="submit">${esc(o.submit)}</button>
</form>`;
}
