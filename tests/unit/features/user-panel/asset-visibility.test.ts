import { describe, expect, test } from 'vitest';
import {
  ASSET_VISIBILITY_KEY,
  assetVisibilityRecord,
} from '../../../../src/features/user-panel/asset-visibility';

describe('the asset visibility record', () => {
  test('kept under the key of the reading', () => {
    expect(ASSET_VISIBILITY_KEY).toBe('tradedeck.userPanel.assetsVisible');
  });

  test.each([
    [null, true],
    ['{"version":1,"visible":false}', false],
    ['{"version":1,"visible":true}', true],
    ['{"version":1,"visible":"no"}', true],
    ['{"version":2,"visible":false}', true],
    ['not json', true],
    ['false', true],
  ])('%j reads as visible: %s', (raw, expected) => {
    expect(assetVisibilityRecord.parse(raw).visible).toBe(expected);
  });

  test('round trip', () => {
    expect(assetVisibilityRecord.parse(assetVisibilityRecord.serialize({ visible: false }))).toEqual({
      visible: false,
    });
  });
});
