/**
 * The elements a panel hands to its imperative view (chart, coin list, live price), read from their refs in
 * an effect: all of them, or null while any is not mounted yet.
 */
import type { RefObject } from 'react';

export type MountedElements<R extends Record<string, RefObject<unknown>>> = {
  [K in keyof R]: NonNullable<R[K]['current']>;
};

export function mountedElements<R extends Record<string, RefObject<unknown>>>(
  refs: R,
): MountedElements<R> | null {
  const elements: Partial<Record<keyof R, unknown>> = {};
  for (const name of Object.keys(refs) as (keyof R)[]) {
    const element = refs[name]!.current;
    if (element === null || element === undefined) return null;
    elements[name] = element;
  }
  return elements as MountedElements<R>;
}
