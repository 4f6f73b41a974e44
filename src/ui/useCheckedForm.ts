import { useState } from 'react';
import { t, type TKey } from '../state/lang';
import { focusFirstInvalid } from '../lib/validate';

/** A field's problem as a form's check finds it: which field, and the message key to show under it. */
export type FieldProblem<F extends string> = { field: F; key: TKey };

/**
 * A form checked in the page before it is sent (ship-for-me, seller settlement): the values, the one problem shown
 * inline (cleared as its field is edited), the server's refusal, and a submit that checks, focuses the first
 * invalid field (`idOf`) or sends — keeping what was typed whatever the answer. `send` answers the server's
 * message on a refusal ('' when it went through).
 */
export function useCheckedForm<V extends Record<F, string>, F extends string>(start: V, o: {
  check: (v: V) => FieldProblem<F> | null;
  idOf: (f: F) => string;
  send: (v: V) => Promise<string>;
  /** After a success: e.g. empty the form. */
  sent?: (set: (v: V) => void) => void;
}) {
  const [v, setV] = useState<V>(start);
  const [problem, setProblem] = useState<FieldProblem<F> | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (f: F) => (value: string) => {
    setV((s) => ({ ...s, [f]: value }));
    if (problem?.field === f) setProblem(null);
  };
  const msg = (f: F) => (problem?.field === f ? t(problem.key) : undefined);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    const bad = o.check(v);
    setProblem(bad);
    setError('');
    if (bad) return void setTimeout(() => focusFirstInvalid([o.idOf(bad.field)]));
    setBusy(true);
    try {
      const refused = await o.send(v);
      if (refused) setError(refused);
      else o.sent?.(setV);
    } finally {
      setBusy(false);
    }
  };
  return { v, set, msg, error, busy, submit };
}
