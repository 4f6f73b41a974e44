/** Who wants to know that an operator changed a config row in this process (the storefront's page cache). */
const listeners = new Set<() => void>();

/** Calls `f` after every config change made by this process; answers the unsubscribe. */
export function whenConfigChanges(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Tells this process's listeners; another process sees a change within its own page lifetime (a minute). */
export function configChanged(): void {
  for (const f of listeners) f();
}
