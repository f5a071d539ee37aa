/**
 * The outside-pointer dismiss shared by popups (select list, date picker, settings layers): while `active`,
 * a pointer pressed anywhere outside `ref`'s element calls `onOutside`. The document listener lives only
 * while active and is removed on unmount.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useOutsidePointerDown(
  ref: RefObject<Element | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, ref]);
}
