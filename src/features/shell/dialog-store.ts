/**
 * Which global dialogs are open, at most one per type: opening a type that is open updates it in place.
 * Entries are kept as plain (non-proxied) values because their props may hold callbacks.
 */
import { proxy, ref } from 'valtio';
import type { DialogRequest, DialogType } from './dialog-registry';

export type DialogEntry = DialogRequest & { id: number };

export const dialogState = proxy<{ entries: DialogEntry[] }>({ entries: [] });

let nextId = 1;

export function openDialog(request: DialogRequest): void {
  const entry = ref({ ...request, id: nextId++ });
  const at = dialogState.entries.findIndex((open) => open.type === request.type);
  if (at >= 0) dialogState.entries[at] = entry;
  else dialogState.entries.push(entry);
}

export function closeDialog(type: DialogType): void {
  const at = dialogState.entries.findIndex((open) => open.type === type);
  if (at >= 0) dialogState.entries.splice(at, 1);
}

export function isDialogOpen(type: DialogType): boolean {
  return dialogState.entries.some((open) => open.type === type);
}

export function closeAllDialogs(): void {
  dialogState.entries.splice(0);
}
