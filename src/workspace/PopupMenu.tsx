/**
 * A small menu that opens under the element that asked for it (the panel menu button, a tab's link chip):
 * role="menu" with groups of items, arrow keys and Home/End between items, Escape or a press outside to
 * close. It takes the focus when it opens (on the current choice, if it offers choices) and gives it
 * back to its anchor when closed by key.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useOutsidePointerDown } from '../ui/use-outside-pointer-down';

export interface MenuItem {
  key: string;
  label: string;
  /** For a choice among the items of a group (menuitemradio): whether it is the current one. */
  checked?: boolean;
  /** A colour swatch beside the label (link groups). */
  swatch?: string;
  onSelect(): void;
}

export interface MenuGroup {
  key: string;
  /** Shown above the group's items and names the group; a menu of one group may go without. */
  label?: string;
  items: readonly MenuItem[];
}

export interface PopupMenuProps {
  label: string;
  groups: readonly MenuGroup[];
  anchor: HTMLElement;
  onClose(): void;
}

export function PopupMenu({ label, groups, anchor, onClose }: PopupMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOutsidePointerDown(ref, true, onClose);
  const box = anchor.getBoundingClientRect();

  // The current choice of a menu of choices has the focus, else the first item.
  useEffect(() => {
    const menu = ref.current;
    (
      menu?.querySelector<HTMLElement>('[aria-checked="true"]') ??
      menu?.querySelector<HTMLElement>('[role^="menuitem"]')
    )?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      onClose();
      anchor.focus();
    } else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className="td-menu"
      role="menu"
      aria-label={label}
      style={{ left: box.left, top: box.bottom + 2 }}
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => (
        <div key={group.key} role="group" aria-label={group.label} className="td-menu__group">
          {group.label !== undefined && (
            <div className="td-menu__heading" aria-hidden="true">
              {group.label}
            </div>
          )}
          {group.items.map((item) => (
            <button
              key={item.key}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              className="td-menu__item"
              onClick={() => {
                item.onSelect();
                onClose();
              }}
            >
              {item.swatch !== undefined && (
                <span className="td-menu__swatch" data-link={item.swatch} aria-hidden="true" />
              )}
              {item.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
