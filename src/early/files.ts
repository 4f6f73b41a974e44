/** "<lang>:<group>" → the string bundle's chunk name (index.html carries them packed: dict-files.ts). */
export type DictFiles = Record<string, string>;

/** A built file's url from its name as the early script lists it ("item-index-C1Q8xXSj"): <base>assets/<name>.<ext>. */
export const assetUrl = (assets: string, name: string, ext: 'js' | 'css'): string => `${assets}assets/${name}.${ext}`;
/** What the early script of index.html tells the app about the build: where assets live and the string bundles' files. */
export type BuiltFiles = { assets: string; dicts: DictFiles };

type WithFiles = { __BUILT_FILES__?: BuiltFiles };

/** Kept by the early script (src/early/start.ts) for the app. */
export const keepBuiltFiles = (files: BuiltFiles): void => void ((globalThis as WithFiles).__BUILT_FILES__ = files);

/** The build's files, when index.html carried them (not on Vite's dev server, nor in tests). */
export const builtFiles = (): BuiltFiles | null => (globalThis as WithFiles).__BUILT_FILES__ ?? null;
