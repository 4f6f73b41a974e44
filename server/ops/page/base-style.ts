/** What every operator page's stylesheet starts with: the type, the heading, an error line and the sign-in form. */
export const BASE_CSS = `
body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#202124}
h1{font-size:20px;margin:0 0 8px}
.err{color:#d3261c}
form.sign-in{display:flex;flex-direction:column;gap:10px;max-width:360px}
form.sign-in label{display:flex;flex-direction:column;gap:4px}
form.sign-in input{font:inherit;min-height:40px;padding:4px 8px;box-sizing:border-box}
form.sign-in button{font:inherit;min-height:44px;align-self:flex-start;padding:0 16px}
`;
