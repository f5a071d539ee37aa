import type { DialogPropsMap, DialogType } from '../dialog-registry';

/** What DialogManager hands each dialog: its registry props, its layer, whether it is on top, and close. */
export type DialogComponentProps<K extends DialogType> = DialogPropsMap[K] & {
  layer: number;
  active: boolean;
  close: () => void;
};
