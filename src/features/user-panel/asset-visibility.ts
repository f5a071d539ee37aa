/**
 * The asset-visibility toggle of the user panel (shell spec §4, §9: persisted locally, default ON), kept
 * as a versioned record under the key of the project's reading (contract/spec-readings.md); bad stored data
 * reads as ON. The panel reads it each time it opens, so a change in another window shows on the next.
 */
import { useState } from 'react';
import { z } from 'zod';
import { lazySchema } from '../../../contract/lazy-schema';
import { versionedRecord } from '../../state/versioned-record';

export const ASSET_VISIBILITY_KEY = 'tradedeck.userPanel.assetsVisible';

export const assetVisibilityRecord = versionedRecord({
  key: ASSET_VISIBILITY_KEY,
  version: 1,
  defaults: { visible: true },
  fields: lazySchema(() => z.object({ visible: z.boolean().catch(true) })),
});

/** The stored choice, and its setter that stores the new one. */
export function useAssetVisibility(): [visible: boolean, setVisible: (visible: boolean) => void] {
  const [visible, setVisible] = useState(() => assetVisibilityRecord.read().visible);
  return [
    visible,
    (next) => {
      setVisible(next);
      assetVisibilityRecord.write({ visible: next });
    },
  ];
}
