import { describe, it, expect } from 'vitest';
import { textParts } from '../../src/lib/links';

describe('textParts: plain text and its http(s) links', () => {
  it('cuts links out of text; the sentence\'s own punctuation stays text', () => {
    expect(textParts('See https://a.example/x?y=1. Then (http://b.example/p), ok')).toEqual([
      { text: 'See ' }, { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' }, { text: '. Then (' },
      { text: 'http://b.example/p', href: 'http://b.example/p' }, { text: '), ok' },
    ]);
    expect(textParts('看这里https://c.example/商品。好吗？')).toEqual([{ text: '看这里' }, { text: 'https://c.example/商品', href: 'https://c.example/商品' }, { text: '。好吗？' }]);
  });

  it('leaves everything else as text: other schemes, www without a scheme, markup', () => {
    for (const s of ['javascript:alert(1)', 'www.x.example', '<a href="https://x.example">x</a>', 'data:text/html,hi', '']) {
      expect(textParts(s).filter((p) => p.href).map((p) => p.href)).toEqual(s.startsWith('<a') ? ['https://x.example'] : []);
    }
    expect(textParts('<a href="https://x.example">x</a>').map((p) => p.text).join('')).toBe('<a href="https://x.example">x</a>');
  });
});
