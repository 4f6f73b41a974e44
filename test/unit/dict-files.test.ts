import { describe, it, expect } from 'vitest';
import { packDicts, unpackDicts } from '../../src/early/dict-files';
import { builtFiles } from '../../src/early/files';
import { startEarly } from '../../src/early/start';

// As the build names the string bundles (vite.config.ts chunkName, 7-character hashes; English's shell strings ship in the shell).
const FILES = {
  'en:item': 'lang-en-item-Ab_9-xY', 'ru:item': 'lang-ru-item-Cd-8_wZ', 'zh-cn:item': 'lang-zh-cn-item-Ef7vV0q',
  'en:nav-account': 'lang-en-nav-account-Gh6uU1r', 'ru:nav-account': 'lang-ru-nav-account-Ij5tT2s', 'zh-cn:nav-account': 'lang-zh-cn-nav-account--k4sS3t',
  'ru:shell': 'lang-ru-shell-Lm3rR4u', 'zh-cn:shell': 'lang-zh-cn-shell-No2qQ5v',
};

describe('the string bundles\' files in index.html, packed (src/early/dict-files.ts)', () => {
  it('a hash per language and group, read back as the names the build gave', () => {
    const packed = packDicts(FILES);
    expect(packed).toEqual({
      en: { item: 'Ab_9-xY', 'nav-account': 'Gh6uU1r' },
      ru: { item: 'Cd-8_wZ', 'nav-account': 'Ij5tT2s', shell: 'Lm3rR4u' },
      'zh-cn': { item: 'Ef7vV0q', 'nav-account': '-k4sS3t', shell: 'No2qQ5v' },
    });
    expect(unpackDicts(packed)).toEqual(FILES);
  });

  it('the early script keeps the names in full for the app, which loads a bundle by "<lang>:<group>"', () => {
    startEarly({}, packDicts(FILES), [], '/shop/');
    expect(builtFiles()).toEqual({ assets: '/shop/', dicts: FILES });
  });

  it('the build stops rather than list files the early script would not find', () => {
    // A bundle named otherwise than "lang-<lang>-<group>-<hash>"; the loader map, which is not a bundle of a language.
    expect(() => packDicts({ ...FILES, 'en:copy': 'strings-en-copy-Ab_9-xY' })).toThrow(/en:copy \(strings-en-copy-Ab_9-xY\)/);
    expect(() => packDicts({ ...FILES, 'ru:copy': 'lang-ru-item-Cd-8_wZ' })).toThrow(/ru:copy/);
    expect(() => packDicts({ loaders: 'lang-loaders-Ab_9-xY' })).toThrow(/loaders/);
  });
});
