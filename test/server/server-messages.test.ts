import { describe, it, expect } from 'vitest';
import { allMessages, LANGS } from '../../server/i18n';

/** The values a message names, e.g. "{carrier},{number}". */
const named = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

describe("the server's messages (server/i18n)", () => {
  const dict = allMessages();
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang}: every English message is there, naming the same values`, () => {
      const keys = Object.keys(dict.en);
      expect(keys.filter((k) => !(k in dict[lang]))).toEqual([]);
      expect(keys.filter((k) => k in dict[lang] && named(dict[lang][k]) !== named(dict.en[k]))).toEqual([]);
    });
  }
});
