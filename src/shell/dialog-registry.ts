/**
 * The app's one typed dialog registry: each dialog type with its props, its layer and whether it may be
 * open more than once. The shell's global dialogs and the alert modal live here, and a feature adds its
 * dialogs the same way: a type here, its component in DialogManager.tsx. Opening and closing (the modal
 * service) goes through dialog-store.ts.
 */
import type { TitleBody } from '../lib/title-body';
import type { AlertModalParams } from '../ui/AlertModal';
import { MODAL_BASE_Z_INDEX } from '../ui/Modal';
import type { PreparedNotice } from './rules';

export interface DialogPropsMap {
  maintenance: { notice: PreparedNotice };
  serviceBlock: TitleBody;
  retryConnect: { attempt: number; onRetry: () => void };
  networkDelay: Record<string, never>;
  message: TitleBody;
  tooManyRequests: Record<string, never>;
  alert: AlertModalParams;
}

export type DialogType = keyof DialogPropsMap;

export type DialogRequest = { [K in DialogType]: { type: K; props: DialogPropsMap[K] } }[DialogType];

/** chart spec §9: service block 9000, retry 9997, maintenance 9999. */
export const FIXED_LAYERS: Partial<Record<DialogType, number>> = {
  serviceBlock: 9000,
  retryConnect: 9997,
  maintenance: 9999,
};

/** Generic modals stack at this z-index plus their index. */
export const GENERIC_MODAL_BASE_Z = MODAL_BASE_Z_INDEX;

/** Types of which each opening stacks a new dialog; the others are updated in place when reopened. */
export const STACKING_DIALOGS: ReadonlySet<DialogType> = new Set<DialogType>(['alert']);
