import { describe, expect, test } from 'vitest';
import { mountedElements } from '../../../src/ui/mounted-elements';

describe('mountedElements', () => {
  test('all the refs’ elements by name once every one is mounted', () => {
    const root = { id: 'root' };
    const plot = { id: 'plot' };
    expect(mountedElements({ root: { current: root }, plot: { current: plot } })).toEqual({ root, plot });
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
  ])('null while any ref is still %s', (_name, missing) => {
    expect(mountedElements({ root: { current: { id: 'root' } }, plot: { current: missing } })).toBeNull();
  });

  test('no refs: an empty set of elements', () => {
    expect(mountedElements({})).toEqual({});
  });
});
