/**
 * The panel's settings: the slippage threshold past which the pre-trade estimate warns (default 1 %),
 * kept as a versioned record in localStorage; bad stored data reads as the default.
 */
import { useState } from 'react';
import { z } from 'zod';
import { lazySchema } from '../../../contract/lazy-schema';
import { versionedRecord } from '../../state/versioned-record';
import { SLIPPAGE_THRESHOLD } from './rules';

export const orderPanelSettingsRecord = versionedRecord({
  key: 'tradedeck.orderPanel.settings',
  version: 1,
  defaults: { slippageWarnPercent: SLIPPAGE_THRESHOLD.default },
  fields: lazySchema(() =>
    z.object({
      slippageWarnPercent: z
        .number()
        .min(SLIPPAGE_THRESHOLD.min)
        .max(SLIPPAGE_THRESHOLD.max)
        .catch(SLIPPAGE_THRESHOLD.default),
    }),
  ),
});

/** The stored threshold in %, and its setter that stores the new one. */
export function useSlippageThreshold(): [percent: number, setPercent: (percent: number) => void] {
  const [percent, setPercent] = useState(() => orderPanelSettingsRecord.read().slippageWarnPercent);
  return [
    percent,
    (next) => {
      setPercent(next);
      orderPanelSettingsRecord.write({ slippageWarnPercent: next });
    },
  ];
}
