/**
 * Server HTML (a seller's item description, a news or help article) made safe to render with
 * dangerouslySetInnerHTML.
 *
 * The input is parsed by DOMParser into an inert document (no script runs, no image loads) and copied
 * node by node into a clean tree that keeps only:
 * - elements of ALLOWED_TAGS (other harmless elements are unwrapped: their text stays; DROPPED ones go
 *   with everything inside: script, style, iframe, svg, forms' controls …);
 * - attributes alt, width, height, colspan, rowspan, `href` on links and `src` (http/https or a
 *   site-relative /path) on images. A link's href is http/https (opened in a new tab without an opener),
 *   a page of this app ("#/pages/…" or "/pages/…", opened in place as "#/pages/…") or a mailto: address.
 *   Every other attribute (on*, style, class, id, target, srcset, data-*, …) and every other URL
 *   (javascript:, data:, vbscript:, other relative ones) is dropped.
 * Images get loading="lazy" and decoding="async".
 * No dependency: DOMParser is in every browser (and in happy-dom for the tests).
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'blockquote', 'pre', 'code', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'img', 'span', 'div', 'a',
]);

/** Removed together with their content. */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes',
  'svg', 'math', 'textarea', 'select', 'option', 'input', 'button', 'title', 'xmp', 'plaintext', 'head', 'meta', 'link', 'base',
  'audio', 'video', 'source', 'track', 'canvas', 'portal', 'dialog',
]);

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const NUMBER = /^\d{1,4}%?$/;
const SPAN = /^\d{1,3}$/;

/** Control characters and whitespace browsers ignore inside a URL scheme ("java\tscript:"). */
const squash = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');

/** An absolute http(s) URL. */
export const isHttpUrl = (url: string) => /^https?:\/\/[^/\\]/i.test(squash(url));
/** http(s), or a path on this site ("/uploads/a.png", not "//host" or "/\\host"). */
export const isImageUrl = (url: string) => isHttpUrl(url) || /^\/(?![/\\])/.test(squash(url));
/** A page of this app, as a link in content may name it: "#/pages/help/info?id=3" or "/pages/help/info?id=3" (no scheme, host, colon or quote). */
export const isAppLink = (url: string) => /^#?\/pages\/[^\s"'<>\\`:]*$/.test(squash(url));
/** A mailto: address (one, no headers that could add recipients or a body). */
const isMailto = (url: string) => /^mailto:[^\s"'<>\\?&,;:/]+@[^\s"'<>\\?&,;:/]+$/i.test(squash(url));

function copyAttributes(from: Element, to: Element, tag: string) {
  for (const { name, value } of Array.from(from.attributes)) {
    const v = value.trim();
    if (name === 'alt') to.setAttribute('alt', value);
    else if ((name === 'width' || name === 'height') && NUMBER.test(v)) to.setAttribute(name, v);
    else if ((name === 'colspan' || name === 'rowspan') && (tag === 'td' || tag === 'th') && SPAN.test(v)) to.setAttribute(name, v);
    else if (name === 'href' && tag === 'a' && isHttpUrl(v)) to.setAttribute('href', squash(v));
    else if (name === 'href' && tag === 'a' && isAppLink(v)) to.setAttribute('href', `#${squash(v).replace(/^#/, '')}`);
    else if (name === 'href' && tag === 'a' && isMailto(v)) to.setAttribute('href', squash(v));
    else if (name === 'src' && tag === 'img' && isImageUrl(v)) to.setAttribute('src', squash(v));
  }
}

function cleanInto(source: Node, target: Node, doc: Document) {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === 3) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== 1) continue; // comments, processing instructions, CDATA
    const el = node as Element;
    const tag = el.localName.toLowerCase();
    const html = !el.namespaceURI || el.namespaceURI === HTML_NS;
    if (!html || DROPPED.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanInto(el, target, doc);
      continue;
    }
    const out = doc.createElement(tag);
    copyAttributes(el, out, tag);
    if (tag === 'img') {
      if (!out.hasAttribute('src')) continue;
      out.setAttribute('loading', 'lazy');
      out.setAttribute('decoding', 'async');
    } else if (tag === 'a' && isHttpUrl(out.getAttribute('href') ?? '')) {
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    cleanInto(el, out, doc);
    target.appendChild(out);
  }
}

/** Safe HTML of the allowed tags and attributes only (see above); '' for empty or unparsable input. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const box = doc.createElement('div');
  cleanInto(doc.body, box, doc);
  return box.innerHTML;
}
