import { useEffect, useRef, useState } from 'react';
import { Stepper } from '../../ui/Stepper';

/** Taps (or keystrokes) within this time make one change — one call to the server, not one per tap. */
export const QUANTITY_SETTLE_MS = 400;

type Props = { id: string; value: number; max?: number; label: string; onChange: (n: number) => void };

/**
 * A cart line's quantity: the shared Stepper (1…max) showing each tap at once, sending the number
 * once the taps stop. The server's answer (`value`) then wins.
 */
export function Quantity({ id, value, max = 9999, label, onChange }: Props) {
  const [n, setN] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(onChange);
  sent.current = onChange;
  useEffect(() => setN(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (x: number) => {
    setN(x);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => x !== value && sent.current(x), QUANTITY_SETTLE_MS);
  };
  return (
    <span class="qty">
      <label for={id} class="sr-only">{label}</label>
      <Stepper id={id} value={n} max={Math.max(1, max)} onChange={change} />
    </span>
  );
}
