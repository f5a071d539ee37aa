import { afterEach, describe, expect, test, vi } from 'vitest';
import { readStoredText, writeStoredText } from '../../../src/state/local-storage';
import { memoryStorage } from '../../fixtures/storage';

function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('refused', 'SecurityError');
  };
  return { ...memoryStorage(), getItem: refuse, setItem: refuse };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local storage that never throws', () => {
  test('what is written reads back; a missing key reads as null', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(readStoredText('tradedeck.test')).toBeNull();
    writeStoredText('tradedeck.test', '{"version":1}');
    expect(readStoredText('tradedeck.test')).toBe('{"version":1}');
  });

  test('refused storage reads as null and a refused write only tells onRefused', () => {
    vi.stubGlobal('localStorage', refusingStorage());
    expect(readStoredText('tradedeck.test')).toBeNull();
    const onRefused = vi.fn();
    expect(() => writeStoredText('tradedeck.test', 'x')).not.toThrow();
    writeStoredText('tradedeck.test', 'x', onRefused);
    expect(onRefused).toHaveBeenCalledWith(expect.any(DOMException));
  });

  test('no storage at all (a worker, Node) reads as null and writes nothing', () => {
    vi.stubGlobal('localStorage', undefined);
    const onRefused = vi.fn();
    expect(readStoredText('tradedeck.test')).toBeNull();
    writeStoredText('tradedeck.test', 'x', onRefused);
    expect(onRefused).not.toHaveBeenCalled();
  });
});

describe("the tab's sessionStorage", () => {
  test('what is written there reads back from there, not from localStorage', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    writeStoredText('tradedeck.test', 'tab', undefined, 'sessionStorage');
    expect(readStoredText('tradedeck.test', 'sessionStorage')).toBe('tab');
    expect(readStoredText('tradedeck.test')).toBeNull();
  });

  test('refused, it reads as null and a write only tells onRefused', () => {
    vi.stubGlobal('sessionStorage', refusingStorage());
    const onRefused = vi.fn();
    expect(readStoredText('tradedeck.test', 'sessionStorage')).toBeNull();
    writeStoredText('tradedeck.test', 'x', onRefused, 'sessionStorage');
    expect(onRefused).toHaveBeenCalledWith(expect.any(DOMException));
  });
});
