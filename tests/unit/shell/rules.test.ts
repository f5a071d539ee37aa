import { describe, expect, test } from 'vitest';
import type { ConnectionStatus } from '../../../src/api/feed-types';
import type { StatusType } from '../../../src/api/status';
import type { DialogType } from '../../../src/shell/dialog-registry';
import {
  blockOkTarget,
  dialogLayers,
  prepareServiceCheckNotice,
  retryDialogVisible,
  safeLink,
  shellActionFor,
  shouldShowToast,
} from '../../../src/shell/rules';

describe('prepareServiceCheckNotice', () => {
  test('keeps the parts, converts line breaks, drops empty info pairs', () => {
    const notice = prepareServiceCheckNotice({
      title: ' System maintenance ',
      text: 'We are upgrading.\\nBack soon.',
      subText: 'Thank you',
      infoTitle1: 'When',
      infoText1: '02:00–04:00 KST',
      infoTitle2: '',
      infoText2: '',
      infoTitle3: 'What',
      infoText3: 'Deposits\nWithdrawals',
      infoTitle4: '',
      infoText4: '',
      url: 'https://notice.example/123',
    });
    expect(notice.title).toBe('System maintenance');
    expect(notice.textHtml).toContain('We are upgrading.');
    expect(notice.textHtml).toContain('Back soon.');
    expect(notice.infos).toHaveLength(2);
    expect(notice.url).toBe('https://notice.example/123');
  });

  test.each([null, undefined, 'text', 42, [], { title: 7, text: { a: 1 } }])(
    'bad data %j gives an empty notice',
    (data) => {
      const notice = prepareServiceCheckNotice(data);
      expect(notice.title).toBe('');
      expect(notice.infos).toEqual([]);
      expect(notice.url).toBeNull();
    },
  );

  test('hostile markup never comes out live (Node has no DOM: it is escaped)', () => {
    const notice = prepareServiceCheckNotice({
      text: '<img src=x onerror=alert(1)>',
      infoTitle1: '<script>alert(1)</script>',
      infoText1: 'x',
      url: 'javascript:alert(1)',
    });
    expect(notice.textHtml).not.toMatch(/<img/i);
    expect(notice.infos[0]?.titleHtml).not.toMatch(/<script/i);
    expect(notice.url).toBeNull();
  });
});

describe('safeLink', () => {
  test.each([
    ['https://notice.example/a', 'https://notice.example/a'],
    ['http://notice.example', 'http://notice.example/'],
    ['/feed/event', '/feed/event'],
    ['//evil.example', null],
    // Browsers read a backslash as a slash and drop tabs: both would leave the site.
    ['/\\evil.example/x', null],
    ['/\t/evil.example/x', '/x'],
    ['https://app.example/trade', '/trade'],
    ['mailto:help@example.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['', null],
  ])('%j → %j', (url, expected) => {
    expect(safeLink(url, 'app.example')).toBe(expected);
  });
});

describe('blockOkTarget', () => {
  test.each([
    ['/insight', '/'],
    ['/', '/'],
    ['/assets/my', '/'],
    ['/inout/deposit/KRW', null],
    ['/inout/withdraw/BTC', null],
    ['/inout/statement', null],
    ['/trade/order/BTC-KRW', null],
    ['/react/trade/order/BTC-KRW', null],
    ['/inout/application/deposit', '/'],
  ])('OK on %s → %j', (path, expected) => {
    expect(blockOkTarget(path)).toBe(expected);
  });
});

describe('retryDialogVisible', () => {
  test.each<[ConnectionStatus, number | null, number, boolean]>([
    ['offline', null, 0, true],
    ['open', null, 10_000, false],
    ['connecting', null, 10_000, false],
    ['reconnecting', 1_000, 1_000, false],
    ['reconnecting', 1_000, 3_999, false],
    ['reconnecting', 1_000, 4_000, true],
    ['reconnecting', null, 10_000, false],
  ])('%s since %j at %i → %s', (status, since, now, expected) => {
    expect(retryDialogVisible(status, since, now)).toBe(expected);
  });
});

describe('dialogLayers', () => {
  test.each<[DialogType[], number[]]>([
    [
      ['maintenance', 'retryConnect', 'serviceBlock'],
      [9999, 9997, 9000],
    ],
    [
      ['message', 'networkDelay', 'tooManyRequests'],
      [100, 101, 102],
    ],
    [
      ['message', 'maintenance', 'tooManyRequests'],
      [100, 9999, 101],
    ],
    [[], []],
  ])('%j → %j', (types, expected) => {
    expect(dialogLayers(types)).toEqual(expected);
  });

  test('maintenance is above retry, which is above the service block', () => {
    const [block, retry, maintenance] = dialogLayers(['serviceBlock', 'retryConnect', 'maintenance']);
    expect(maintenance).toBeGreaterThan(retry!);
    expect(retry).toBeGreaterThan(block!);
  });
});

describe('shouldShowToast', () => {
  test.each([
    [null, 0, true],
    [1_000, 1_200, false],
    [1_000, 1_499, false],
    [1_000, 1_500, true],
    [1_000, 5_000, true],
  ])('last %j, now %i → %s', (last, now, expected) => {
    expect(shouldShowToast(last, now)).toBe(expected);
  });
});

describe('shellActionFor', () => {
  test.each<[StatusType, string, string]>([
    ['Pause', '', 'dialog:maintenance'],
    ['ServerError', 'boom', 'toast:serverError'],
    ['Error', 'Title||Body', 'dialog:message'],
    ['Timeout', '', 'dialog:networkDelay'],
    ['Requests', '', 'dialog:tooManyRequests'],
    ['Block', 'Blocked||Why', 'dialog:serviceBlock'],
    ['Session', '', 'endSession'],
    ['Queue', '', 'queue'],
    ['Connectivity', '', 'none'],
    ['None', '', 'none'],
  ])('%s → %s', (statusType, message, expected) => {
    const action = shellActionFor({ statusType, message, data: null });
    const label =
      action.kind === 'dialog'
        ? `dialog:${action.request.type}`
        : action.kind === 'toast'
          ? `toast:${action.key}`
          : action.kind;
    expect(label).toBe(expected);
  });

  test('an Error message is split into title and body', () => {
    const action = shellActionFor({
      statusType: 'Error',
      message: 'Order refused||Not enough KRW.',
      data: null,
    });
    expect(action).toEqual({
      kind: 'dialog',
      request: { type: 'message', props: { title: 'Order refused', body: 'Not enough KRW.' } },
    });
  });

  test('a service block shows its message without the codes the answer carries', () => {
    const action = shellActionFor({
      statusType: 'Block',
      code: 'BLOCK',
      message: '서비스 이용 제한||고객센터로 문의해 주세요.: SERVICE_BLOCK',
      data: { blockType: 'SERVICE_BLOCK' },
    });
    expect(action).toEqual({
      kind: 'dialog',
      request: {
        type: 'serviceBlock',
        props: { title: '서비스 이용 제한', body: '고객센터로 문의해 주세요.' },
      },
    });
  });

  test('a Pause carries the prepared notice', () => {
    const action = shellActionFor({
      statusType: 'Pause',
      message: '',
      data: { title: 'Maintenance', url: '/feed/event' },
    });
    expect(
      action.kind === 'dialog' && action.request.type === 'maintenance' && action.request.props.notice,
    ).toMatchObject({
      title: 'Maintenance',
      url: '/feed/event',
    });
  });
});
