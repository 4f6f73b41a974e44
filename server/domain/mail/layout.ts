/**
 * An e-mail's two parts from one list of blocks: plain text, and HTML in the shop's look (its bar, colours and
 * primary button, as the storefront's shell and the share links' pages have them), inline styles only, one
 * column that reads on a phone. Every text is escaped; links are the server's own.
 */
export type Block =
  | { p: string }
  /** A code or number to copy, large. */
  | { code: string }
  /** Label and value pairs (an order's number and total). */
  | { facts: [string, string][] }
  | { button: string; href: string }
  /** Small print, with an optional link after it. */
  | { small: string; link?: { label: string; href: string } };

export type Mail = { subject: string; text: string; html: string };

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const RED = '#df0d34';
const FONT = 'system-ui,-apple-system,\'Segoe UI\',Roboto,\'PingFang SC\',\'Microsoft YaHei\',sans-serif';

function textOf(b: Block): string {
  if ('p' in b) return b.p;
  if ('code' in b) return `    ${b.code}`;
  if ('facts' in b) return b.facts.map(([k, v]) => `${k}: ${v}`).join('\n');
  if ('button' in b) return `${b.button}:\n${b.href}`;
  return b.link ? `${b.small}\n${b.link.label}: ${b.link.href}` : b.small;
}

function htmlOf(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px">${esc(b.p)}</p>`;
  if ('code' in b) return `<p style="margin:0 0 16px;font-size:28px;font-weight:600;letter-spacing:4px">${esc(b.code)}</p>`;
  if ('facts' in b) {
    const rows = b.facts.map(([k, v]) => `<tr><td style="padding:4px 16px 4px 0;color:#6b6b70">${esc(k)}</td><td style="padding:4px 0;font-weight:600">${esc(v)}</td></tr>`).join('');
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  if ('button' in b) {
    return `<p style="margin:8px 0 24px"><a href="${esc(b.href)}" style="display:inline-block;padding:12px 24px;border-radius:22px;background:${RED};color:#fff;font-weight:500;text-decoration:none">${esc(b.button)}</a></p>`;
  }
  const link = b.link ? ` <a href="${esc(b.link.href)}" style="color:#6b6b70">${esc(b.link.label)}</a>` : '';
  return `<p style="margin:0 0 8px;font-size:13px;color:#6b6b70">${esc(b.small)}${link}</p>`;
}

/** The e-mail of `blocks` under the shop's name, in `lang` (the HTML's lang attribute: "zh-cn" → "zh-CN"). */
export function layout(o: { site: string; lang: string; subject: string; blocks: Block[] }): Mail {
  const text = [...o.blocks.map(textOf), `— ${o.site}`].join('\n\n');
  const htmlLang = o.lang.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);
  const html = `<!doctype html><html lang="${esc(htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(o.subject)}</title></head><body style="margin:0;background:#f5f5f7;font:15px/1.45 ${FONT};color:#1a1a1a">` +
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:16px 8px">' +
    '<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#fff;border-radius:12px">' +
    `<tr><td style="padding:14px 20px;border-bottom:1px solid #ececef;font-size:17px;font-weight:600"><span style="color:${RED}">&#9632;</span> ${esc(o.site)}</td></tr>` +
    `<tr><td style="padding:20px">${o.blocks.map(htmlOf).join('')}</td></tr></table></td></tr></table></body></html>`;
  return { subject: o.subject, text, html };
}
