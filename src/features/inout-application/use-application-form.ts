/**
 * A form's values and which fields the member has been to: a field's problem shows once they leave it or
 * change it (never on a form they have not touched yet), and the submit waits until there is none.
 */
import { useState } from 'react';

export interface ApplicationForm<V> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Several fields changed at once. */
  update: (change: Partial<V>) => void;
  /** The member left the field. */
  leave: (field: keyof V) => void;
  /** Whether the field's problem is shown. */
  visited: (field: keyof V) => boolean;
}

/** `initial` is called once, on the first render. */
export function useApplicationForm<V>(initial: () => V): ApplicationForm<V> {
  const [values, setValues] = useState(initial);
  const [visitedFields, setVisited] = useState<ReadonlySet<keyof V>>(() => new Set());
  const leave = (field: keyof V) =>
    setVisited((current) => (current.has(field) ? current : new Set(current).add(field)));
  const update = (change: Partial<V>) => {
    setValues((current) => ({ ...current, ...change }));
    setVisited((current) => new Set([...current, ...(Object.keys(change) as (keyof V)[])]));
  };
  return {
    values,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      leave(field);
    },
    update,
    leave,
    visited: (field) => visitedFields.has(field),
  };
}
