/**
 * The modal service: which dialogs of the registry are open, in opening order. Reopening a type that is
 * open updates it in place (keeping its place and identity), except for stacking types such as alerts,
 * which open one more. Entries are kept as plain (non-proxied) values because their props may hold
 * callbacks.
 */
import { proxy, ref, subscribe } from 'valtio';
import {
  dialogDefinition,
  type DialogPropsMap,
  type DialogRequest,
  type DialogType,
} from './dialog-registry';

export type DialogEntry = DialogRequest & { id: number };

export const dialogState = proxy<{ entries: DialogEntry[] }>({ entries: [] });

let nextId = 1;

/** Opens (or updates) a dialog; answers its id, for closeDialogById. Its type must be registered. */
export function openDialog(request: DialogRequest): number {
  const at = dialogDefinition(request.type).stacks
    ? -1
    : dialogState.entries.findIndex((open) => open.type === request.type);
  const existing = dialogState.entries[at];
  const entry = ref({ ...request, id: existing?.id ?? nextId++ });
  if (existing) dialogState.entries[at] = entry;
  else dialogState.entries.push(entry);
  return entry.id;
}

/**
 * Opens a dialog that reports its answer through a callback of its props (`ask` builds the request around
 * `answer`) and resolves once the dialog is gone, however it closed (the shell closing every dialog
 * included), with the last answer it reported, or `unanswered`. How a caller awaits a dialog it opened by
 * type, e.g. whether the reader agreed to a terms document.
 */
export function openDialogForAnswer<T>(
  ask: (answer: (value: T) => void) => DialogRequest,
  unanswered: T,
): Promise<T> {
  return new Promise((resolve) => {
    let outcome = unanswered;
    const id = openDialog(
      ask((value) => {
        outcome = value;
      }),
    );
    const stop = subscribe(dialogState, () => {
      if (dialogState.entries.some((entry) => entry.id === id)) return;
      stop();
      resolve(outcome);
    });
  });
}

/** Closes the most recently opened dialog of a type. */
export function closeDialog(type: DialogType): void {
  const at = dialogState.entries.findLastIndex((open) => open.type === type);
  if (at >= 0) dialogState.entries.splice(at, 1);
}

export function closeDialogById(id: number): void {
  const at = dialogState.entries.findIndex((open) => open.id === id);
  if (at >= 0) dialogState.entries.splice(at, 1);
}

/** The props of the most recently opened dialog of a type, or undefined when none is open. */
export function openDialogProps<K extends DialogType>(type: K): DialogPropsMap[K] | undefined {
  return dialogState.entries.findLast((open) => open.type === type)?.props as DialogPropsMap[K] | undefined;
}

export function isDialogOpen(type: DialogType): boolean {
  return dialogState.entries.some((open) => open.type === type);
}

export function closeAllDialogs(): void {
  dialogState.entries.splice(0);
}
