/**
 * Where a notification leads (the panel's click publishes it as the `openNoticeTarget` intent; the app
 * goes there): an alert to its coin's chart, an order or a TWAP to the member's orders on its coin, a
 * loan's risk band, auto-repayment or expiry to the Plus buy status, a withdrawal to the deposit and
 * withdrawal history.
 */
import type { NotificationSubject } from '../../../contract/notifications';
import type { NoticeTarget } from '../../shell';

export function noticeTarget(subject: NotificationSubject): NoticeTarget {
  switch (subject.kind) {
    case 'alert':
      return { page: 'chart', coin: subject.coin };
    case 'order':
    case 'algo':
      return { page: 'orders', coin: subject.coin };
    case 'plusBuyRisk':
    case 'autoRepayment':
    case 'loanExpiry':
      return { page: 'plusBuy', coin: subject.coin };
    case 'withdrawal':
      return { page: 'inoutHistory' };
  }
}
