import { expect, test } from 'vitest';
import { blockPathsCovering } from '../../../../server/shell/block-paths';

test.each([
  ['/', ['/', '/*']],
  ['/assets/my', ['/assets/my', '/assets/*', '/*']],
  ['/inout/deposit/krw', ['/inout/deposit/krw', '/inout/deposit/*', '/inout/*', '/*']],
  ['/inout/', ['/inout/', '/inout/*', '/*']],
  ['/a//b', ['/a//b', '/a//*', '/a/*', '/*']],
])('%s is covered by %j', (path, covering) => {
  expect(blockPathsCovering(path)).toEqual(covering);
});
