/**
 * The palette's key in a window: Ctrl+K (Cmd+K on macOS) opens the palette, whose code and texts load on
 * the first press (a lazy chunk), so the page's first bytes do not carry them. Mounted once per window
 * (the workspace, a pop-out) with what its commands may do there (actions.ts).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CommandPaletteHostActions } from './actions';
import { isMacPlatform, isPaletteHotkey } from './rules/hotkey';

const CommandPalette = lazy(() => import('./CommandPalette'));

function platform(): string {
  const nav = globalThis.navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform ?? nav.platform ?? '';
}

export interface CommandPaletteHostProps {
  actions: CommandPaletteHostActions;
}

export function CommandPaletteHost({ actions }: CommandPaletteHostProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const mac = isMacPlatform(platform());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isPaletteHotkey(event, mac)) return;
      // The browser's own Ctrl+K (its search box) gives way.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette actions={actions} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
