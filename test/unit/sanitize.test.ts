import { describe, it, expect } from 'vitest';
import { sanitizeHtml, isHttpUrl, isImageUrl } from '../../src/lib/sanitize';

/** The cleaned HTML parsed again, as the page will render it. */
const parsed = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};
/** Every attribute name left anywhere in the output. */
const attrs = (box: Element) => Array.from(box.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).map((a) => a.name));

describe('sanitizeHtml: what stays', () => {
  it('keeps the allowed tags, text and structure', () => {
    const html = '<h2>Title</h2><p>Hello <b>bold</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u><br>next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><div><span>in span</span></div>' +
      '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="1">a</td><td>b</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the seeded description shape and makes its image lazy', () => {
    const out = sanitizeHtml('<p><strong>Dress</strong>.</p><ul><li>Weight: 520 g</li></ul><p><img src="/static/goods/4-1.webp" width="800" height="800" alt="Dress"></p>');
    expect(out).toBe('<p><strong>Dress</strong>.</p><ul><li>Weight: 520 g</li></ul><p><img src="/static/goods/4-1.webp" width="800" height="800" alt="Dress" loading="lazy" decoding="async"></p>');
  });

  it('keeps http(s) links and opens them without an opener', () => {
    const a = parsed('<a href="https://shop.example/item?id=1" title="x" class="y">shop</a>').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://shop.example/item?id=1');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.hasAttribute('title')).toBe(false);
    expect(a.hasAttribute('class')).toBe(false);
  });

  it('unwraps harmless unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<section><font color="red">red <b>bold</b></font></section><center>mid</center>')).toBe('red <b>bold</b>mid');
  });

  it('answers empty text for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('sanitizeHtml: XSS payloads', () => {
  const payloads: [string, string][] = [
    ['script tag', '<p>a</p><script>alert(1)</script><p>b</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>'],
    ['onerror on img', '<img src="x" onerror="alert(1)">'],
    ['onerror on valid img', '<img src="/a.png" onerror="alert(1)" onload="alert(2)">'],
    ['onclick on a div', '<div onclick="alert(1)" onmouseover="alert(2)">x</div>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: with entity tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['javascript: mixed case, spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['javascript: image', '<img src="javascript:alert(1)">'],
    ['protocol-relative image', '<img src="//evil.example/a.png">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['svg onload', '<svg onload="alert(1)"><script>alert(2)</script></svg>'],
    ['svg animate', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['embed', '<embed src="javascript:alert(1)">'],
    ['form action', '<form action="javascript:alert(1)"><button>go</button><input type="submit" formaction="javascript:alert(1)"></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="javascript:alert(1)//">'],
    ['link import', '<link rel="stylesheet" href="javascript:alert(1)">'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['comment breakout', '<!--<img src=x onerror=alert(1)>-->'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x">'],
    ['textarea breakout', '<textarea></textarea><img src=x onerror=alert(1)></textarea>'],
    ['title breakout', '<title><img src=x onerror=alert(1)></title>'],
    ['nested tag confusion', '<<script>script>alert(1)<</script>/script>'],
    ['attribute quote breakout', '<img src="/a.png" alt="x&quot; onerror=&quot;alert(1)">'],
    ['video poster', '<video poster="javascript:alert(1)"><source src="x" onerror="alert(1)"></video>'],
  ];

  it.each(payloads)('%s: nothing executable is left', (_name, html) => {
    const out = sanitizeHtml(html);
    const box = parsed(html);
    expect(box.querySelector('script, style, iframe, object, embed, svg, math, form, input, button, meta, base, link, template, textarea, video, source')).toBeNull();
    expect(attrs(box).filter((n) => n.startsWith('on') || n === 'style' || n === 'srcset' || n === 'srcdoc' || n === 'formaction' || n === 'action')).toEqual([]);
    for (const el of Array.from(box.querySelectorAll('[href]'))) expect(isHttpUrl(el.getAttribute('href')!)).toBe(true);
    for (const el of Array.from(box.querySelectorAll('[src]'))) expect(isImageUrl(el.getAttribute('src')!)).toBe(true);
    expect(out).not.toMatch(/javascript:|vbscript:|data:text|<script|<iframe|<svg|<math|<style/i);
  });

  it('keeps the text around a dropped script and the text of an alt that tried to break out', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    const img = parsed('<img src="/a.png" alt="x&quot; onerror=&quot;alert(1)">').querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('x" onerror="alert(1)');
    expect(img.hasAttribute('onerror')).toBe(false);
  });

  it('drops images without an allowed src and links keep their text without an href', () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="a">')).toBe('');
    expect(sanitizeHtml('<a href="javascript:alert(1)">text</a>')).toBe('<a>text</a>');
  });
});

describe('URL rules', () => {
  it('href: http and https only', () => {
    expect(isHttpUrl('http://a.example')).toBe(true);
    expect(isHttpUrl('HTTPS://a.example/x')).toBe(true);
    for (const u of ['javascript:alert(1)', 'java\nscript:alert(1)', '/relative', 'mailto:a@b.c', '//host/x', 'ftp://x', 'https:/\\evil']) expect(isHttpUrl(u)).toBe(false);
  });
  it('src: http(s) or site-relative', () => {
    expect(isImageUrl('/uploads/a.png')).toBe(true);
    expect(isImageUrl('https://cdn.example/a.png')).toBe(true);
    for (const u of ['//evil/a.png', '/\\evil/a.png', 'a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)']) expect(isImageUrl(u)).toBe(false);
  });
});
