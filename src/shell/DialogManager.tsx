/**
 * Renders the open dialogs of the one registry, each at its layer (chart spec §9): fixed layers for
 * service block, retry and maintenance; 100 + index for the others. The top-most one holds the focus.
 */
import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { DialogPropsMap, DialogType } from './dialog-registry';
import { closeDialogById, dialogState, type DialogEntry } from './dialog-store';
import { dialogLayers } from './rules';
import { AlertDialog } from './dialogs/AlertDialog';
import type { DialogComponentProps } from './dialogs/dialog-props';
import { MaintenanceDialog } from './dialogs/MaintenanceDialog';
import { MessageDialog } from './dialogs/MessageDialog';
import { NetworkDelayDialog } from './dialogs/NetworkDelayDialog';
import { RetryConnectDialog } from './dialogs/RetryConnectDialog';
import { ServiceBlockDialog } from './dialogs/ServiceBlockDialog';
import { TooManyRequestsDialog } from './dialogs/TooManyRequestsDialog';

const DIALOG_COMPONENTS: { [K in DialogType]: ComponentType<DialogComponentProps<K>> } = {
  maintenance: MaintenanceDialog,
  serviceBlock: ServiceBlockDialog,
  retryConnect: RetryConnectDialog,
  networkDelay: NetworkDelayDialog,
  message: MessageDialog,
  tooManyRequests: TooManyRequestsDialog,
  alert: AlertDialog,
};

interface LayeredEntry {
  entry: DialogEntry;
  layer: number;
}

/** Open dialogs with their layers, lowest first. */
function layerEntries(entries: readonly DialogEntry[]): LayeredEntry[] {
  const layers = dialogLayers(entries.map((entry) => entry.type));
  return entries
    .map((entry, index) => ({ entry, layer: layers[index] ?? 0 }))
    .sort((a, b) => a.layer - b.layer);
}

function renderDialog<K extends DialogType>(
  id: number,
  type: K,
  props: DialogPropsMap[K],
  layer: number,
  active: boolean,
) {
  const Component = DIALOG_COMPONENTS[type] as ComponentType<DialogComponentProps<K>>;
  return <Component key={id} {...props} layer={layer} active={active} close={() => closeDialogById(id)} />;
}

export function DialogManager() {
  const { entries } = useSnapshot(dialogState);
  const layered = layerEntries(entries as readonly DialogEntry[]);
  return (
    <>
      {layered.map(({ entry, layer }, index) =>
        renderDialog(entry.id, entry.type, entry.props, layer, index === layered.length - 1),
      )}
    </>
  );
}
