// Where a notification of each kind leads: an alert to its coin's chart, an order or a TWAP's end to the
// member's orders on its coin (the order history: an ended TWAP is open no more), a loan to the Plus buy status,
// a withdrawal to the deposit and withdrawal history.
import { expect, test } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../../contract/notifications';
import { noticeTarget } from '../../../../src/features/notifications/notice-target';
import type { NoticeTarget } from '../../../../src/shell';
import { SUBJECTS } from '../../../fixtures/notifications';

const TARGETS: Record<NotificationKind, NoticeTarget> = {
  alert: { page: 'chart', coin: 'BTC-KRW' },
  order: { page: 'orders', coin: 'ETH-KRW' },
  algo: { page: 'orders', coin: 'BTC-KRW' },
  plusBuyRisk: { page: 'plusBuy', coin: 'BTC-KRW' },
  autoRepayment: { page: 'plusBuy', coin: 'BTC-KRW' },
  loanExpiry: { page: 'plusBuy', coin: 'BTC-KRW' },
  withdrawal: { page: 'inoutHistory' },
};

test.each(NOTIFICATION_KINDS.map((kind) => [kind]))('%s', (kind) => {
  expect(noticeTarget(SUBJECTS[kind])).toEqual(TARGETS[kind]);
});
