/** Dictionaries split by group at build time (scripts/vite/dictionaries.ts). */
declare module 'virtual:lang/en/shell' {
  const dict: Record<string, unknown>;
  export default dict;
}
declare module 'virtual:lang/loaders' {
  export const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
}
