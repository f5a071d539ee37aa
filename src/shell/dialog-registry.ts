/**
 * The app's one typed dialog registry: the dialog types, their layers and how a dialog is defined. It
 * knows no dialog but the generic alert: the shell (shell-dialogs.ts), each feature and the workspace
 * declare their own types by extending DialogPropsMap (declaration merging) and define them in a table,
 * and the composition root registers the tables (registerDialogs). Opening and closing (the modal
 * service) goes through dialog-store.ts; DialogManager renders what is open.
 */
import type { ParseKeys, TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { AlertModalParams } from '../ui/AlertModal';
import { MODAL_BASE_Z_INDEX } from '../ui/Modal';

/** Each dialog type with its props. Extend it where the dialog is declared (`declare module`). */
export interface DialogPropsMap {
  alert: AlertModalParams;
}

export type DialogType = keyof DialogPropsMap;

export type DialogRequest = { [K in DialogType]: { type: K; props: DialogPropsMap[K] } }[DialogType];

/**
 * chart spec §9: the blocking dialogs sit at fixed layers above every other modal. The blocked-endpoint
 * notice (shell spec §8) shares the service-block layer: it is the same kind of refusal, so no modal a
 * page opens afterwards may cover it, while maintenance and the lost connection still outrank it.
 */
export const SERVICE_BLOCK_LAYER = 9000;
/**
 * The queue-wait skin covers the page and every modal, the service-block dialog included (a member in
 * line is not in yet), while the lost connection and maintenance still show above it. The spec gives it
 * no number; this one is the project's.
 */
export const QUEUE_WAIT_LAYER = 9500;
export const RETRY_CONNECT_LAYER = 9997;
export const MAINTENANCE_LAYER = 9999;

/** Generic modals stack at this z-index plus their index. */
export const GENERIC_MODAL_BASE_Z = MODAL_BASE_Z_INDEX;

// Typed by the shell's own declarations (shell-dialogs.ts): only these have a layer of their own.
export const FIXED_LAYERS: Partial<Record<DialogType, number>> = {
  serviceBlock: SERVICE_BLOCK_LAYER,
  blockedEndpoint: SERVICE_BLOCK_LAYER,
  queueWait: QUEUE_WAIT_LAYER,
  retryConnect: RETRY_CONNECT_LAYER,
  maintenance: MAINTENANCE_LAYER,
};

/** An i18n key, or the text made from the dialog's props; resolved at render so language switches apply. */
export type DialogText<P> = ParseKeys | ((t: TFunction, props: P) => string);

export interface DialogActionContext {
  /** Client-side navigation (the router's). */
  navigate: (path: string) => void;
  pathname: string;
}

export interface DialogButton<P> {
  label: DialogText<P>;
  press?: (props: P, context: DialogActionContext) => void;
  /** The dialog stays open after the press (e.g. retry, reload); otherwise the press closes it. */
  staysOpen?: boolean;
}

/**
 * A dialog that is only data: a title, a body (sanitised when shown: it may be server text), an optional
 * note under it, and one or two buttons, the main one last. SimpleDialog renders every such dialog.
 */
export interface SimpleDialogDefinition<P> {
  title: DialogText<P>;
  body: DialogText<P>;
  /** A small line under the body; an empty text shows none. */
  note?: DialogText<P>;
  buttons: readonly [DialogButton<P>] | readonly [DialogButton<P>, DialogButton<P>];
  /** Whether the close button and Escape dismiss it. */
  dismissable: boolean;
  /** Heard whenever the user closes it, by a button or by dismissing it (not when code closes it). */
  onClosed?: (props: P) => void;
  /** Closes by itself this long after it opened (as code closes it: onClosed is not heard). */
  closesAfterMs?: number;
  /** Heard when it closes by itself (closesAfterMs), with where the member is then. */
  onExpired?: (props: P, context: DialogActionContext) => void;
  stacks?: boolean;
}

/** What DialogManager hands a dialog component: its props, its layer, whether it is on top, and close. */
export type DialogComponentProps<P> = P & {
  layer: number;
  active: boolean;
  close: () => void;
};

/** A dialog that needs its own component (the maintenance notice, the alert with in-app links). */
export interface ComponentDialogDefinition<P> {
  component: ComponentType<DialogComponentProps<P>>;
  stacks?: boolean;
}

/** `stacks`: each opening stacks one more; otherwise reopening updates the open one in place. */
export type DialogDefinition<P> = SimpleDialogDefinition<P> | ComponentDialogDefinition<P>;

/** Some types' definitions: an owner's table. */
export type DialogTable = { [K in DialogType]?: DialogDefinition<DialogPropsMap[K]> };

/** Every type's definition: the assembled map, so a declared type without a row does not compile. */
export type DialogMap = Required<DialogTable>;

const registered: DialogTable = {};

/** Adds the definitions of a table (the composition root registers the assembled map). */
export function registerDialogs(table: DialogTable): void {
  Object.assign(registered, table);
}

export function dialogDefinition<K extends DialogType>(type: K): DialogDefinition<DialogPropsMap[K]> {
  const definition = registered[type] as DialogDefinition<DialogPropsMap[K]> | undefined;
  if (!definition) throw new Error(`Dialog "${type}" is not registered: add its table to src/app/dialogs.ts`);
  return definition;
}

export function isSimpleDialog<P>(definition: DialogDefinition<P>): definition is SimpleDialogDefinition<P> {
  return !('component' in definition);
}
