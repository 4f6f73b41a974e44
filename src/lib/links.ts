/** A run of plain text, or a web link found in it. */
export type TextPart = { text: string; href?: string };

/**
 * http(s) links, ending at a space, a quote, an angle bracket or CJK punctuation (。，「 …: Chinese text runs on without a
 * space); a trailing full stop, comma, bracket or quote belongs to the sentence, not the link.
 */
const LINK = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/**
 * Plain text cut into runs and the http(s) links in it, for rendering as text nodes and <a> elements — never as HTML
 * (a chat message: "<script>" in it is shown as those characters).
 */
export function textParts(s: string): TextPart[] {
  const out: TextPart[] = [];
  let at = 0;
  for (const m of s.matchAll(LINK)) {
    const href = m[0].replace(TRAILING, '');
    if (m.index! > at) out.push({ text: s.slice(at, m.index) });
    out.push({ text: href, href });
    at = m.index! + href.length;
  }
  if (at < s.length) out.push({ text: s.slice(at) });
  return out;
}
