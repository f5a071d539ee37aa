/**
 * A menu button (WAI-ARIA menu button pattern) for the header's dropdowns and the all-menu: Enter, Space
 * or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move between items;
 * Escape (on an item or on the button) closes it and gives the focus back to the button. A dropdown may
 * also open while the mouse rests on it (hoverProps). It also closes when the focus or a pointer press
 * goes elsewhere and when the route changes.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useLocation } from 'react-router';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';

type FocusOnOpen = 'first' | 'last' | null;

const ITEM_SELECTOR = '[role="menuitem"]';

export function useMenuButton() {
  const { pathname } = useLocation();
  /** When and on which path the menu opened; null while closed. Another path closes it (route change). */
  const [opened, setOpened] = useState<{ at: number; pathname: string } | null>(null);
  // Adjusting state while rendering (React's pattern for state derived from a change): forgotten for good,
  // so that coming back to the path does not open it again.
  if (opened !== null && opened.pathname !== pathname) setOpened(null);
  const open = opened !== null && opened.pathname === pathname;
  const openedAt = open ? opened.at : null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusOnOpen>(null);
  /** Opened by a pointer resting on it: a click then keeps it open instead of closing it. */
  const byHover = useRef(false);
  const menuId = useId();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  const show = (focus: FocusOnOpen) => {
    focusOnOpen.current = focus;
    byHover.current = false;
    setOpened((current) => (current?.pathname === pathname ? current : { at: Date.now(), pathname }));
  };
  const close = (returnFocus: boolean) => {
    byHover.current = false;
    setOpened(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useOutsidePointerDown(rootRef, open, () => setOpened(null));

  // The menu is rendered only while open: its items exist once this effect runs.
  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    const all = items();
    (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // A dropdown opened by the mouse resting on it leaves the focus on its button: Escape closes it there too.
    if (event.key === 'Escape' && open) close(true);
    else if (event.key === 'ArrowDown') show('first');
    else if (event.key === 'ArrowUp') show('last');
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  // Tab (or a click on another control) moves the focus out: the menu closes behind it.
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setOpened(null);
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || open) return;
    focusOnOpen.current = null;
    byHover.current = true;
    setOpened({ at: Date.now(), pathname });
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    // Leaving with the keyboard on an item keeps it open: the focus would be lost. Focus left on the
    // button by an earlier click does not.
    if (event.pointerType !== 'mouse' || !byHover.current) return;
    if (!menuRef.current?.contains(document.activeElement)) close(false);
  };

  return {
    open,
    openedAt,
    show,
    close,
    rootProps: { ref: rootRef, onBlur: onRootBlur },
    /** For dropdowns that also open while the mouse rests on them (the main menu). */
    hoverProps: { onPointerEnter, onPointerLeave },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => {
        if (open && byHover.current) byHover.current = false;
        else if (open) close(false);
        else show('first');
      },
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
  };
}
