/**
 * The one typed registry of the shell's global dialogs: each type's props and its layer. The components
 * are bound in DialogManager.tsx; opening and closing goes through dialog-store.ts.
 */
import type { PreparedNotice, TitleBody } from './rules';

export interface DialogPropsMap {
  maintenance: { notice: PreparedNotice };
  serviceBlock: TitleBody;
  retryConnect: { attempt: number; onRetry: () => void };
  networkDelay: Record<string, never>;
  message: TitleBody;
  tooManyRequests: Record<string, never>;
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
export const GENERIC_MODAL_BASE_Z = 100;
