import { describe, expect, test } from 'vitest';
import { SHELL, type BlockStatus } from '../../../contract';
import { SERVICE_BLOCK_LAYER } from '../../../src/shell/dialog-registry';
import { blockCheckStep, blockedNoticeFor, type BlockCheck } from '../../../src/shell/endpoint-guard';
import { dialogLayers } from '../../../src/shell/rules';
import '../../../src/shell/shell-dialogs';

const MEMBER = 7;
const checked = (path: string, memNo = MEMBER): BlockCheck => ({ memNo, path });

describe('blockCheckStep: which route change asks the block status', () => {
  test.each<[string, number | null, string, BlockCheck | null, BlockCheck | null, BlockCheck | null]>([
    // name, member, pathname, last asked, asks now, remembered
    ['a guest never asks', null, '/assets/my', null, null, null],
    [
      'a guest forgets what was asked before logging out',
      null,
      '/assets/my',
      checked('/assets/my'),
      null,
      null,
    ],
    [
      'a member asks about a new path',
      MEMBER,
      '/assets/my',
      null,
      checked('/assets/my'),
      checked('/assets/my'),
    ],
    [
      'the path is lowercased',
      MEMBER,
      '/Trade/Order/BTC-KRW',
      null,
      checked('/trade/order/btc-krw'),
      checked('/trade/order/btc-krw'),
    ],
    [
      'the same path twice asks once',
      MEMBER,
      '/assets/my',
      checked('/assets/my'),
      null,
      checked('/assets/my'),
    ],
    [
      'the same path in other case is the same path',
      MEMBER,
      '/ASSETS/MY',
      checked('/assets/my'),
      null,
      checked('/assets/my'),
    ],
    [
      'another path asks again',
      MEMBER,
      '/insight',
      checked('/assets/my'),
      checked('/insight'),
      checked('/insight'),
    ],
    [
      'coming back to a path asks again',
      MEMBER,
      '/assets/my',
      checked('/insight'),
      checked('/assets/my'),
      checked('/assets/my'),
    ],
    [
      'another member on the same path asks',
      8,
      '/assets/my',
      checked('/assets/my'),
      checked('/assets/my', 8),
      checked('/assets/my', 8),
    ],
    [
      'a path longer than the call carries asks nothing',
      MEMBER,
      `/${'a'.repeat(SHELL.maxBlockPathLength)}`,
      checked('/x'),
      null,
      checked('/x'),
    ],
  ])('%s', (_name, memNo, pathname, last, check, remembered) => {
    expect(blockCheckStep(memNo, pathname, last)).toEqual({ check, last: remembered });
  });

  test('a path at the longest the call carries still asks', () => {
    const path = `/${'a'.repeat(SHELL.maxBlockPathLength - 1)}`;
    expect(blockCheckStep(MEMBER, path, null).check).toEqual(checked(path));
  });
});

describe('blockedNoticeFor: what the answer shows', () => {
  const PATH = '/membership';
  const shows = (title: string, body: string) => ({ title, body, path: PATH });
  test.each<[string, BlockStatus | null, ReturnType<typeof shows> | null]>([
    ['an open path shows nothing', { blocked: false, notice: null }, null],
    ['an open path with a notice still shows nothing', { blocked: false, notice: '점검 중' }, null],
    ['a failed call shows nothing', null, null],
    [
      'a blocked path shows its notice',
      { blocked: true, notice: '이 메뉴는 점검 중입니다.' },
      shows('', '이 메뉴는 점검 중입니다.'),
    ],
    ['the notice is trimmed', { blocked: true, notice: '  Closed today.  ' }, shows('', 'Closed today.')],
    [
      'a notice of "title||body" shows them apart',
      { blocked: true, notice: '멤버십 점검 안내||멤버십 메뉴는 점검 중입니다.' },
      shows('멤버십 점검 안내', '멤버십 메뉴는 점검 중입니다.'),
    ],
    [
      'a code left at its end is not shown',
      { blocked: true, notice: '점검 안내||점검 중입니다.: ENDPOINT_BLOCKED' },
      shows('점검 안내', '점검 중입니다.'),
    ],
    ['a blocked path without notice shows the default texts', { blocked: true, notice: null }, shows('', '')],
    ['a blank notice reads as none', { blocked: true, notice: '   ' }, shows('', '')],
  ])('%s', (_name, answer, shown) => {
    expect(blockedNoticeFor(answer, PATH)).toEqual(shown);
  });
});

describe('the blocked-endpoint notice layer', () => {
  test('sits at the service-block layer, above ordinary modals opened before or after it', () => {
    expect(dialogLayers(['message', 'blockedEndpoint', 'alert'])).toEqual([100, SERVICE_BLOCK_LAYER, 101]);
    expect(dialogLayers(['blockedEndpoint', 'maintenance'])).toEqual([SERVICE_BLOCK_LAYER, 9999]);
  });
});
