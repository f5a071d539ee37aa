/**
 * Tab bar (chart spec §2, §3): each tab either navigates by internal route (`to`), by a full-page link
 * (`href`), by a replace-style route (`replace`), or runs a click action (`onClick`). Routing goes through
 * the caller's `onNavigate` (src/ui knows no router). A tablist with roving focus: arrows, Home and End
 * move between tabs and activate them.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import './blocks.css';

export type TabItem = { key: string; text: string } & (
  { to: string } | { href: string } | { replace: string } | { onClick: () => void }
);

export interface TabBarProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab when the caller controls it (e.g. from the route). */
  activeKey?: string;
  defaultActiveKey?: string;
  onNavigate?: (path: string, options: { replace: boolean }) => void;
  /** Loads a full page; `location.assign` unless replaced (tests, embedding hosts). */
  loadPage?: (href: string) => void;
  onChange?: (key: string) => void;
}

const defaultLoadPage = (href: string) => globalThis.location.assign(href);

/** Where an arrow, Home or End key moves from tab `index` among `count`, or null for other keys. */
function tabIndexAfterKey(index: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function TabBar({
  label,
  items,
  activeKey,
  defaultActiveKey,
  onNavigate,
  loadPage = defaultLoadPage,
  onChange,
}: TabBarProps) {
  const [own, setOwn] = useState(defaultActiveKey ?? items[0]?.key);
  const selected = activeKey ?? own;
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const activate = (item: TabItem) => {
    setOwn(item.key);
    onChange?.(item.key);
    if ('to' in item) onNavigate?.(item.to, { replace: false });
    else if ('replace' in item) onNavigate?.(item.replace, { replace: true });
    else if ('href' in item) loadPage(item.href);
    else item.onClick();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexAfterKey(index, items.length, event.key);
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    tabs.current.get(item.key)?.focus();
    activate(item);
  };

  return (
    <div role="tablist" aria-label={label} className="td-tabs">
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(element) => {
              if (element) tabs.current.set(item.key, element);
              else tabs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            className={`td-tab${isSelected ? ' td-tab--selected' : ''}`}
            aria-selected={isSelected}
            tabIndex={isSelected || (selected === undefined && index === 0) ? 0 : -1}
            onClick={() => activate(item)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.text}
          </button>
        );
      })}
    </div>
  );
}
