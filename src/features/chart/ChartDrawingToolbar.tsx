/**
 * The drawing section of the chart's left toolbar, as TradingView's: a button per group of tools
 * (DRAWING_GROUPS) showing the tool last picked from it — a click picks that tool again (and, pressed
 * while it is the active tool, puts it down), the small arrow at its edge opens the group's menu to the
 * right, over the chart — then the magnet (off → weak → strong), the Objects list's toggle, the shortcuts'
 * help and Delete all drawings.
 *
 * By keyboard each group's button is a menu button (WAI-ARIA's pattern): Enter, Space or ArrowRight opens
 * its menu on the active or last picked tool; ArrowUp and ArrowDown, Home and End move between the tools,
 * Enter or Space picks one, Escape or ArrowLeft closes the menu and gives the focus back to the button, and
 * Tab or a press elsewhere closes it. Each tool's item shows its shortcut (⌥ on a Mac).
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawingTool } from '../../../contract/drawings';
import { MAGNET_MODES, type MagnetMode } from '../../render/chart/drawing-geometry';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';
import { DrawingGlyph } from './DrawingGlyph';
import { DRAWING_GROUPS, DRAWING_TOOL_GROUP, toolsOf, type DrawingGroup } from './rules/drawing-toolbar';
import { isMacPlatform, toolShortcutLabel } from './rules/drawing-shortcuts';
import './drawings.css';

export interface ChartDrawingToolbarProps {
  activeTool: DrawingTool | null;
  chooseTool(tool: DrawingTool | null): void;
  magnet: MagnetMode;
  setMagnet(mode: MagnetMode): void;
  objectsShown: boolean;
  toggleObjects(): void;
  openShortcuts(): void;
  deleteAll(): void;
  hasDrawings: boolean;
  disabled: boolean;
}

type Picked = Readonly<Record<DrawingGroup, DrawingTool>>;

const FIRST_TOOLS = Object.fromEntries(DRAWING_GROUPS.map((group) => [group, toolsOf(group)[0]!])) as Picked;

/** The magnet's next mode on a press: off → weak → strong → off. */
function nextMagnet(mode: MagnetMode): MagnetMode {
  return MAGNET_MODES[(MAGNET_MODES.indexOf(mode) + 1) % MAGNET_MODES.length]!;
}

export function ChartDrawingToolbar(props: ChartDrawingToolbarProps) {
  const { t } = useTranslation();
  const { activeTool, disabled } = props;
  const [picked, setPicked] = useState<Picked>(FIRST_TOOLS);
  const [openGroup, setOpenGroup] = useState<DrawingGroup | null>(null);
  // A tool picked otherwise (its shortcut, or before this mounted) is its group's last picked too:
  // adjusted while rendering, as React has state follow a prop.
  const [seenTool, setSeenTool] = useState<DrawingTool | null>(null);
  if (seenTool !== activeTool) {
    setSeenTool(activeTool);
    if (activeTool !== null) setPicked((was) => ({ ...was, [DRAWING_TOOL_GROUP[activeTool]]: activeTool }));
  }
  const mac = isMacPlatform(navigator.platform);
  const magnetLabel = t('chart.drawings.magnet', { mode: t(`chart.drawings.magnetModes.${props.magnet}`) });

  const pick = (tool: DrawingTool) => {
    setPicked((was) => ({ ...was, [DRAWING_TOOL_GROUP[tool]]: tool }));
    props.chooseTool(tool);
  };

  return (
    <div className="td-drawing-tools" role="group" aria-label={t('chart.drawings.toolbar')}>
      {DRAWING_GROUPS.map((group) => (
        <ToolGroup
          key={group}
          group={group}
          tool={picked[group]}
          activeTool={activeTool}
          open={openGroup === group && !disabled}
          setOpen={(open) => setOpenGroup(open ? group : null)}
          pick={pick}
          putDown={() => props.chooseTool(null)}
          disabled={disabled}
          mac={mac}
        />
      ))}
      <hr className="td-drawing-tools__rule" />
      <button
        type="button"
        className="td-drawing-tools__button"
        data-mode={props.magnet}
        aria-label={magnetLabel}
        title={t('chart.drawings.magnetHint')}
        disabled={disabled}
        onClick={() => props.setMagnet(nextMagnet(props.magnet))}
      >
        <DrawingGlyph name="magnet" />
      </button>
      <button
        type="button"
        className="td-drawing-tools__button"
        aria-pressed={props.objectsShown}
        aria-label={t('chart.drawings.objects')}
        title={t('chart.drawings.objects')}
        disabled={disabled}
        onClick={props.toggleObjects}
      >
        <DrawingGlyph name="objects" />
      </button>
      <button
        type="button"
        className="td-drawing-tools__button"
        aria-label={t('chart.drawings.shortcuts')}
        title={t('chart.drawings.shortcuts')}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={props.openShortcuts}
      >
        <DrawingGlyph name="shortcuts" />
      </button>
      <button
        type="button"
        className="td-drawing-tools__button"
        aria-label={t('chart.drawings.deleteAll')}
        title={t('chart.drawings.deleteAll')}
        aria-haspopup="dialog"
        disabled={disabled || !props.hasDrawings}
        onClick={props.deleteAll}
      >
        <DrawingGlyph name="deleteAll" />
      </button>
    </div>
  );
}

interface ToolGroupProps {
  group: DrawingGroup;
  /** The tool the button shows and a click picks: the last picked from the group. */
  tool: DrawingTool;
  activeTool: DrawingTool | null;
  open: boolean;
  setOpen(open: boolean): void;
  pick(tool: DrawingTool): void;
  putDown(): void;
  disabled: boolean;
  mac: boolean;
}

function ToolGroup({ group, tool, activeTool, open, setOpen, pick, putDown, disabled, mac }: ToolGroupProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const tools = toolsOf(group);
  const pressed = activeTool !== null && DRAWING_TOOL_GROUP[activeTool] === group;
  const toolName = (each: DrawingTool) => t(`chart.drawings.tools.${each}`);
  const withShortcut = (each: DrawingTool) => {
    const shortcut = toolShortcutLabel(each, mac);
    return shortcut === null
      ? toolName(each)
      : t('chart.drawings.withShortcut', { name: toolName(each), shortcut });
  };

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  /** The menu's items exist once it renders: the focus goes to the active tool, else the one shown. */
  const focusOnOpen = (menu: HTMLDivElement | null) => {
    if (!menu || menu.contains(document.activeElement)) return;
    const focused = menu.querySelector<HTMLElement>(`[data-tool="${pressed ? activeTool : tool}"]`);
    focused?.focus();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click of the keyboard (Enter, Space: no pointer, detail 0) or on the arrow opens the menu; a
    // pointer's elsewhere on the button picks the tool shown, or puts the active one down.
    const onArrow = (event.target as Element).closest('.td-drawing-tools__more') !== null;
    if (event.detail === 0 || onArrow) setOpen(!open);
    else if (pressed) putDown();
    else pick(tool);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') setOpen(true);
    else if (event.key === 'Escape' && open) close();
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'Escape' || event.key === 'ArrowLeft') close();
    else if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else return;
    event.preventDefault();
    // The chart's own keys (Escape cancels a drawing) are not this menu's.
    event.stopPropagation();
  };

  return (
    <div
      ref={rootRef}
      className="td-drawing-tools__group"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="td-drawing-tools__button"
        aria-label={t(`chart.drawings.groups.${group}`)}
        title={t('chart.drawings.groupTitle', {
          group: t(`chart.drawings.groups.${group}`),
          tool: withShortcut(tool),
        })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <DrawingGlyph name={tool} />
        <span className="td-drawing-tools__more" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={focusOnOpen}
          id={menuId}
          className="td-drawing-tools__menu"
          role="menu"
          aria-label={t(`chart.drawings.groups.${group}`)}
          onKeyDown={onMenuKeyDown}
        >
          {tools.map((each) => {
            const shortcut = toolShortcutLabel(each, mac);
            return (
              <button
                key={each}
                type="button"
                role="menuitemradio"
                aria-checked={activeTool === each}
                aria-keyshortcuts={shortcut === null ? undefined : toolShortcutLabel(each, false)!}
                tabIndex={-1}
                className="td-drawing-tools__item"
                data-tool={each}
                onClick={() => {
                  pick(each);
                  close();
                }}
              >
                <DrawingGlyph name={each} />
                <span className="td-drawing-tools__name">{toolName(each)}</span>
                {/* Named by aria-keyshortcuts: shown, not read twice. */}
                {shortcut !== null && (
                  <kbd className="td-drawing-tools__key" aria-hidden="true">
                    {shortcut}
                  </kbd>
                )}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
