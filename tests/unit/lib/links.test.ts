import { describe, expect, test } from 'vitest';
import { classifyLink, type LinkKind } from '../../../src/lib/links';

const HOST = 'app.tradedeck.test:5173';

describe('classifyLink', () => {
  test.each<[string, LinkKind]>([
    ['/trade/order/BTC_KRW', { kind: 'internal', path: '/trade/order/BTC_KRW' }],
    ['/notice?id=3#top', { kind: 'internal', path: '/notice?id=3#top' }],
    ['  /padded  ', { kind: 'internal', path: '/padded' }],
    ['http://app.tradedeck.test:5173/assets/my', { kind: 'internal', path: '/assets/my' }],
    ['https://APP.tradedeck.test:5173/x?y=1', { kind: 'internal', path: '/x?y=1' }],
    ['https://app.tradedeck.test/x', { kind: 'external', href: 'https://app.tradedeck.test/x' }],
    ['https://help.example.com/faq', { kind: 'external', href: 'https://help.example.com/faq' }],
    [
      'https://app.tradedeck.test.evil.example:5173/',
      { kind: 'external', href: 'https://app.tradedeck.test.evil.example:5173/' },
    ],
    ['https://app.tradedeck.test:5173.evil.example/', { kind: 'blocked' }],
    ['//evil.example/path', { kind: 'blocked' }],
    ['/\\evil.example', { kind: 'blocked' }],
    ['mailto:help@example.com', { kind: 'external', href: 'mailto:help@example.com' }],
    ['tel:+82-2-000-0000', { kind: 'external', href: 'tel:+82-2-000-0000' }],
    ['javascript:alert(1)', { kind: 'blocked' }],
    ['JaVaScRiPt:alert(1)', { kind: 'blocked' }],
    ['java\tscript:alert(1)', { kind: 'blocked' }],
    ['  javascript:alert(1)', { kind: 'blocked' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'blocked' }],
    ['vbscript:msgbox(1)', { kind: 'blocked' }],
    ['file:///etc/passwd', { kind: 'blocked' }],
    ['relative/path', { kind: 'blocked' }],
    ['', { kind: 'blocked' }],
    ['http://', { kind: 'blocked' }],
  ])('%j → %j', (href, expected) => {
    expect(classifyLink(href, HOST)).toEqual(expected);
  });

  test('without a current host nothing absolute is in-app', () => {
    expect(classifyLink('https://app.tradedeck.test/x', '')).toEqual({
      kind: 'external',
      href: 'https://app.tradedeck.test/x',
    });
  });
});
