/**
 * Renders the open dialogs of the one registry, each at its layer (chart spec §9): fixed layers for
 * service block, retry and maintenance; 100 + index for the others. The top-most one holds the focus.
 * A simple dialog is rendered by SimpleDialog from its definition, the others by their own component,
 * which may load on demand (React.lazy): nothing shows for the moment it takes.
 */
import { Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import {
  dialogDefinition,
  isSimpleDialog,
  type DialogComponentProps,
  type DialogPropsMap,
  type DialogType,
} from './dialog-registry';
import { closeDialogById, dialogState, type DialogEntry } from './dialog-store';
import { dialogLayers } from './rules';
import { SimpleDialog } from './SimpleDialog';

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
  const definition = dialogDefinition(type);
  const frame = { layer, active, close: () => closeDialogById(id) };
  if (isSimpleDialog(definition))
    return <SimpleDialog key={id} name={type} definition={definition} props={props} {...frame} />;
  const Component = definition.component as ComponentType<DialogComponentProps<DialogPropsMap[K]>>;
  return (
    <Suspense key={id} fallback={null}>
      {/* The key also on the component: without it TS cannot check a spread generic props type. */}
      <Component key={id} {...props} {...frame} />
    </Suspense>
  );
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
