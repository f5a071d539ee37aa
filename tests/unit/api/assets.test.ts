import { describe, expect, test } from 'vitest';
import { ASSETS } from '../../fixtures/assets';
import type { LowRateFrame } from '../../../src/api/feed-types';
import { followAssetChanges } from '../../../src/api/assets';
import { applyAssetChange } from '../../../src/lib/asset-valuation';
import { createQueryClient, queryKeys } from '../../../src/api/query';

const CHANGES = [
  { coinType: 'C0100', symbol: 'KRW', coinBalance: 40_000_000, lockedBalance: 5_000_000, avgBuyAmt: 1 },
  { coinType: 'C0101', symbol: 'BTC', coinBalance: 0.45, lockedBalance: 0.1, avgBuyAmt: 125_000_000 },
  { coinType: 'C0102', symbol: 'ETH', coinBalance: 0, lockedBalance: 0, avgBuyAmt: 0 },
  { coinType: 'C0108', symbol: 'SOL', coinBalance: 10, lockedBalance: 0, avgBuyAmt: 300_000 },
];

describe('following socket asset changes', () => {
  test('followers fold frames into the cached answer; two followers give the same answer as one', () => {
    const client = createQueryClient();
    const listeners = new Set<(frame: LowRateFrame) => void>();
    const feed = {
      onLowRate(listener: (frame: LowRateFrame) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const emit = (frame: LowRateFrame) => listeners.forEach((listener) => listener(frame));
    const frame: LowRateFrame = { ch: 'assetChange', seq: 1, t: 0, rows: CHANGES };

    emit(frame);
    expect(client.getQueryData(queryKeys.assets)).toBeUndefined(); // nothing cached: nothing to fold into

    client.setQueryData(queryKeys.assets, ASSETS);
    const stops = [followAssetChanges(feed, client), followAssetChanges(feed, client)];
    emit(frame);
    expect(client.getQueryData(queryKeys.assets)).toEqual(applyAssetChange(ASSETS, CHANGES));

    stops.forEach((stop) => stop());
    expect(listeners.size).toBe(0);
  });
});
