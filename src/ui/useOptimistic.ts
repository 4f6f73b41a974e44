import { useRef, useState } from 'react';

/**
 * A setting shown changed at once while its save runs. A failed save puts back the last saved value (the
 * api client has already shown the server's message), unless a newer change of the same setting is on its way.
 */
export function useOptimistic<T>(initial: T): [T, (next: T, save: (value: T) => Promise<unknown>) => void] {
  const [shown, setShown] = useState(initial);
  const saved = useRef({ value: initial, id: 0 });
  const last = useRef(0);
  const change = (next: T, save: (value: T) => Promise<unknown>) => {
    const id = ++last.current;
    setShown(next);
    save(next).then(
      () => void (id > saved.current.id && (saved.current = { value: next, id })),
      () => void (id === last.current && setShown(saved.current.value)),
    );
  };
  return [shown, change];
}
