import { expect, test } from 'vitest';

test('WebGL2 is available in the test browser', () => {
  const gl = document.createElement('canvas').getContext('webgl2');
  expect(gl).not.toBeNull();
  expect(typeof SharedWorker).toBe('function');
});
