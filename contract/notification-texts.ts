/**
 * A notification's title and body in both languages (contract/notifications.ts), written by the exchange when
 * it stores one: the toast, the OS notification, the panel and the SMS stand-in all say these words. Pure:
 * the subject in, the texts out; numbers as the exchange's messages write them (digits grouped by three).
 */
import type { AlertCondition, AlertOp } from './alerts';
import { TWAP_STOP_MESSAGES } from './algo-orders';
import { groupDigits } from './digit-groups';
import type { RiskBand } from './credit-codes';
import type { CoinKey } from './markets';
import type { AlgoNoticeState, AlgoSubject, NotificationSubject, OrderNoticeEvent } from './notifications';
import { PLUS_BUY } from './plus-buy';
import type { Texts } from './texts';
import type { OrderSide, OrderType } from './trading';

export interface NotificationTexts {
  title: Texts;
  body: Texts;
}

/**
 * A number as a notification writes it: the whole part grouped by three, at most 8 decimals with trailing
 * zeros dropped (1234567.5 → 1,234,567.5; 0.00012 → 0.00012), never an exponent.
 */
export function noticeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const [whole, fraction = ''] = Math.abs(value).toFixed(8).split('.');
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${groupDigits(Number(whole))}${decimals ? `.${decimals}` : ''}`;
}

/** BTC-KRW → BTC/KRW, as the coin list and the chart's title write a coin on its market. */
function pair(coin: CoinKey): string {
  return coin.replace('-', '/');
}

/** BTC-KRW → BTC: the coin a quantity is counted in. */
function base(coin: CoinKey): string {
  return coin.slice(0, coin.indexOf('-'));
}

/** A price with the coin's market: 100,000,000 KRW. */
function priced(coin: CoinKey, price: number): string {
  return `${noticeNumber(price)} ${coin.slice(coin.indexOf('-') + 1)}`;
}

const OP_TEXTS: Record<AlertOp, Texts> = {
  crosses: { ko: '{v} 돌파', en: 'crossed {v}' },
  crossesUp: { ko: '{v} 상향 돌파', en: 'rose through {v}' },
  crossesDown: { ko: '{v} 하향 돌파', en: 'fell through {v}' },
  greaterThan: { ko: '{v} 초과', en: 'above {v}' },
  lessThan: { ko: '{v} 미만', en: 'below {v}' },
};

function opText(op: AlertOp, value: string): Texts {
  return { ko: OP_TEXTS[op].ko.replace('{v}', value), en: OP_TEXTS[op].en.replace('{v}', value) };
}

/** What an alert's condition says, as a phrase after the coin ("BTC/KRW price rose through 100,000,000"). */
export function alertConditionText(coin: CoinKey, condition: AlertCondition): Texts {
  const name = pair(coin);
  switch (condition.kind) {
    case 'price': {
      const op = opText(condition.op, noticeNumber(condition.value));
      return { ko: `${name} 가격 ${op.ko}`, en: `${name} price ${op.en}` };
    }
    case 'move': {
      const { percent, minutes } = condition;
      const size = `${noticeNumber(percent)}%`;
      const ko = { up: '상승', down: '하락', either: '변동' }[condition.direction];
      const en = { up: 'rose', down: 'fell', either: 'moved' }[condition.direction];
      return {
        ko: `${name} 가격이 ${minutes}분 안에 ${size} ${ko}`,
        en: `${name} price ${en} ${size} within ${minutes} min`,
      };
    }
    case 'drawing': {
      const op = opText(condition.op, '');
      return {
        ko: `${name} 가격이 그림의 선을 ${op.ko.trim()}`,
        en: `${name} price ${op.en.trim()} a drawing's line`,
      };
    }
    case 'indicator': {
      const { indicator, line, target } = condition;
      const period = Object.values(indicator.params).filter((value) => typeof value === 'number');
      const label = `${indicator.kind.toUpperCase()}${period.length > 0 ? `(${period.join(', ')})` : ''}`;
      const subject = line === indicator.kind ? label : `${label} ${line}`;
      const against = 'value' in target ? noticeNumber(target.value) : target.line;
      const op = opText(condition.op, against);
      return {
        ko: `${name} ${condition.interval} ${subject} ${op.ko}`,
        en: `${name} ${condition.interval} ${subject} ${op.en}`,
      };
    }
    case 'forecast': {
      const level = `${noticeNumber(Math.round(condition.level * 1000) / 10)}%`;
      return condition.side === 'up'
        ? {
            ko: `${name} 예측 상승 확률 ${level} 도달`,
            en: `${name} forecast chance of a rise reached ${level}`,
          }
        : {
            ko: `${name} 예측 하락 확률 ${level} 도달`,
            en: `${name} forecast chance of a fall reached ${level}`,
          };
    }
  }
}

const ORDER_TITLES: Record<OrderNoticeEvent, Texts> = {
  filled: { ko: '주문 체결', en: 'Order filled' },
  partiallyFilled: { ko: '주문 일부 체결', en: 'Order partly filled' },
  triggered: { ko: '예약 주문 발동', en: 'Stop order triggered' },
  cancelled: { ko: '주문 취소됨', en: 'Order cancelled' },
};

const SIDE_TEXTS: Record<OrderSide, Texts> = {
  buy: { ko: '매수', en: 'buy' },
  sell: { ko: '매도', en: 'sell' },
};
const TYPE_TEXTS: Record<OrderType, Texts> = {
  limit: { ko: '지정가', en: 'limit' },
  market: { ko: '시장가', en: 'market' },
  stopLimit: { ko: '예약 지정가', en: 'stop-limit' },
  best: { ko: '최유리', en: 'best-price' },
};

const ALGO_TITLES: Record<AlgoNoticeState, Texts> = {
  completed: { ko: 'TWAP 주문 완료', en: 'TWAP order completed' },
  stopped: { ko: 'TWAP 주문 중지', en: 'TWAP order stopped' },
};

/**
 * A TWAP's end: the parent (coin, side, id), what its slices filled at what average, and for a stop the
 * reason in words (the same sentence the order panel shows: TWAP_STOP_MESSAGES).
 */
function algoTexts(subject: AlgoSubject): NotificationTexts {
  const { coin, side, algoId } = subject;
  const twap = {
    ko: `${pair(coin)} TWAP ${SIDE_TEXTS[side].ko}(${algoId})`,
    en: `TWAP ${algoId} (${pair(coin)} ${SIDE_TEXTS[side].en})`,
  };
  const quantity = `${noticeNumber(subject.filledQuantity)} ${base(coin)}`;
  const filled =
    subject.avgPrice === null || subject.filledQuantity <= 0
      ? { ko: '체결된 수량이 없습니다.', en: 'nothing filled.' }
      : {
          ko: `${quantity} 체결, 평균 ${priced(coin, subject.avgPrice)}.`,
          en: `${quantity} filled at an average of ${priced(coin, subject.avgPrice)}.`,
        };
  const reason = subject.stopReason === null ? null : TWAP_STOP_MESSAGES[subject.stopReason];
  return {
    title: ALGO_TITLES[subject.state],
    body: {
      ko: `${twap.ko}: ${filled.ko}${reason ? ` ${reason.ko}` : ''}`,
      en: `${twap.en}: ${filled.en}${reason ? ` ${reason.en}` : ''}`,
    },
  };
}

const BAND_TEXTS: Record<RiskBand, Texts> = {
  low: { ko: '낮음', en: 'low' },
  medium: { ko: '보통', en: 'medium' },
  high: { ko: '높음', en: 'high' },
  veryHigh: { ko: '매우 높음', en: 'very high' },
};

/** A notification's title and body, from its subject. */
export function notificationTexts(subject: NotificationSubject): NotificationTexts {
  switch (subject.kind) {
    case 'alert': {
      const what = alertConditionText(subject.coin, subject.condition);
      const at = priced(subject.coin, subject.price);
      const note = subject.message === '' ? '' : `\n${subject.message}`;
      return {
        title: { ko: `${pair(subject.coin)} 알림`, en: `${pair(subject.coin)} alert` },
        body: { ko: `${what.ko} (현재 ${at})${note}`, en: `${what.en} (now ${at})${note}` },
      };
    }
    case 'order': {
      const { coin, side, orderType } = subject;
      const order = {
        ko: `${pair(coin)} ${TYPE_TEXTS[orderType].ko} ${SIDE_TEXTS[side].ko}`,
        en: `${pair(coin)} ${TYPE_TEXTS[orderType].en} ${SIDE_TEXTS[side].en}`,
      };
      const filled = noticeNumber(subject.filledQuantity);
      const quantity = noticeNumber(subject.quantity);
      const average = subject.avgFillPrice === null ? null : priced(coin, subject.avgFillPrice);
      const detail =
        subject.event === 'triggered'
          ? {
              ko: `${priced(coin, subject.price)}에 주문이 들어갔습니다`,
              en: `placed at ${priced(coin, subject.price)}`,
            }
          : {
              ko: `${filled} / ${quantity} 체결${average ? `, 평균 ${average}` : ''}`,
              en: `${filled} of ${quantity} filled${average ? `, average ${average}` : ''}`,
            };
      return {
        title: ORDER_TITLES[subject.event],
        body: { ko: `${order.ko}: ${detail.ko}`, en: `${order.en}: ${detail.en}` },
      };
    }
    case 'algo':
      return algoTexts(subject);
    case 'plusBuyRisk': {
      const band = BAND_TEXTS[subject.band];
      const level = `${noticeNumber(subject.level)}%`;
      const auto = `${PLUS_BUY.autoRepayLevel}%`;
      return {
        title: { ko: `플러스 매수 위험 ${band.ko}`, en: `Plus buy risk ${band.en}` },
        body: {
          ko: `${pair(subject.coin)} 대출(${subject.loanId})의 상환 비율이 ${level}입니다. ${auto} 이하가 되면 자동 상환됩니다.`,
          en: `Loan ${subject.loanId} on ${pair(subject.coin)} is at ${level}. At ${auto} or below it repays itself by selling.`,
        },
      };
    }
    case 'autoRepayment': {
      const loan = {
        ko: `${pair(subject.coin)} 대출(${subject.loanId})`,
        en: `loan ${subject.loanId} on ${pair(subject.coin)}`,
      };
      if (subject.stage === 'started')
        return {
          title: { ko: '플러스 매수 자동 상환 시작', en: 'Plus buy auto-repayment started' },
          body: {
            ko: `${loan.ko}의 상환 비율이 ${PLUS_BUY.autoRepayLevel}% 이하가 되어 구매한 자산을 나누어 매도합니다.`,
            en: `The level of ${loan.en} reached ${PLUS_BUY.autoRepayLevel}%: its coin is being sold in portions.`,
          },
        };
      return {
        title: { ko: '플러스 매수 자동 상환 완료', en: 'Plus buy auto-repayment finished' },
        body: closedBody(loan, subject.shortfall),
      };
    }
    case 'loanExpiry': {
      const loan = {
        ko: `${pair(subject.coin)} 대출(${subject.loanId})`,
        en: `loan ${subject.loanId} on ${pair(subject.coin)}`,
      };
      if (subject.stage === 'soon')
        return {
          title: { ko: '플러스 매수 만기 임박', en: 'Plus buy loan expires soon' },
          body: {
            ko: `${loan.ko}의 남은 금액 ${noticeNumber(subject.outstanding)} KRW가 만기에 상환됩니다. 원화가 부족하면 구매한 자산을 시장가로 매도합니다.`,
            en: `${capital(loan.en)} (${noticeNumber(subject.outstanding)} KRW owed) is repaid at expiry, by selling its coin at market if KRW falls short.`,
          },
        };
      return {
        title: { ko: '플러스 매수 만기 상환', en: 'Plus buy loan repaid at expiry' },
        body: closedBody(loan, subject.shortfall),
      };
    }
    case 'withdrawal':
      return {
        title: { ko: '출금 상태 변경', en: 'Withdrawal update' },
        body: {
          ko: `${noticeNumber(subject.amount)} ${subject.coinType} 출금: ${subject.state.ko}`,
          en: `Withdrawal of ${noticeNumber(subject.amount)} ${subject.coinType}: ${subject.state.en}`,
        },
      };
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function closedBody(loan: Texts, shortfall: number): Texts {
  return shortfall > 0
    ? {
        ko: `${loan.ko}이 상환되었습니다. 부족한 ${noticeNumber(shortfall)} KRW는 채무가 되어 입금이나 매도 대금으로 먼저 상환됩니다.`,
        en: `${capital(loan.en)} was repaid. ${noticeNumber(shortfall)} KRW it fell short is now a debt, paid first from KRW that reaches you.`,
      }
    : { ko: `${loan.ko}이 모두 상환되었습니다.`, en: `${capital(loan.en)} was repaid in full.` };
}
