import type { DictFiles } from './files';

/**
 * The string bundles' files as index.html carries them: per language, per group, the bundle's content hash
 * ({"ru": {"item": "Cd-8_wZ"}}), each name rebuilt from the three as vite.config.ts chunkName gives it
 * ("lang-ru-item-Cd-8_wZ"). A third less of home's document than the names in full under "<lang>:<group>",
 * which repeat both. No run-time imports: the build runs this file too (scripts/vite/route-preload.ts).
 */
export type PackedDicts = Record<string, Record<string, string>>;

/** The bundles' files under "<lang>:<group>", from the packed list (the early script, src/early/start.ts). */
export function unpackDicts(packed: PackedDicts): DictFiles {
  const files: DictFiles = {};
  for (const lang in packed) for (const group in packed[lang]) files[`${lang}:${group}`] = `lang-${lang}-${group}-${packed[lang][group]}`;
  return files;
}

/**
 * The packed list of the bundles' files (the build). Throws when it does not read back as the files are named
 * (a bundle named otherwise): the early script and the app would ask for files that are not there.
 */
export function packDicts(files: DictFiles): PackedDicts {
  const packed: PackedDicts = {};
  for (const [key, name] of Object.entries(files)) {
    const [lang, group] = key.split(':');
    (packed[lang] ??= {})[group] = name.slice(`lang-${lang}-${group}-`.length);
  }
  const back = unpackDicts(packed);
  const wrong = [...new Set([...Object.keys(files), ...Object.keys(back)])].filter((key) => files[key] !== back[key]);
  if (wrong.length) throw new Error(`string bundles the packed list would misname: ${wrong.map((k) => `${k} (${files[k]})`).join(', ')}`);
  return packed;
}
