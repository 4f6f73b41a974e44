import { useEffect, useState } from 'react';
import type { ComponentType } from 'preact';

/**
 * A component fetched the first time it is `wanted` (a sheet or dialog that opens on a tap), so it
 * stays out of the first load; null until it has arrived.
 */
export function useLazy<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | null {
  const [C, setC] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (wanted && !C) void load().then((c) => setC(() => c), () => {});
  }, [wanted]);
  return C;
}
