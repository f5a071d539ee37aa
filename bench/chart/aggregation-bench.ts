/**
 * Candle aggregation: 1,000,000 trades into 1-minute candles, and those 1-minute candles into every longer
 * interval, against plain candle objects (candle-objects.ts) on the same data in the same process.
 */
import { aggregateSeries, aggregateTrades } from '../../workers/core/chart/aggregate';
import { CANDLE_INTERVALS } from '../../contract/intervals';
import { benchRecord, formatNumber, type BenchSection } from '../report';
import { compare } from '../timing';
import { candleObjectsToInterval, tradesToCandleObjects } from './candle-objects';
import { generateTrades } from './data';

const TRADES = 1_000_000;
const LONGER = CANDLE_INTERVALS.filter((interval) => interval !== '1');

export async function runAggregationBench(): Promise<BenchSection[]> {
  const trades = generateTrades(TRADES, 2);
  const minutes = aggregateTrades(trades, '1');
  const minuteObjects = tradesToCandleObjects(trades, '1');
  if (
    minuteObjects.length !== minutes.length ||
    minuteObjects.at(-1)?.close !== minutes.close[minutes.length - 1]
  )
    throw new Error('the aggregation peer and the core disagree on the bench data');

  const fromTrades = compare(
    { body: () => aggregateTrades(trades, '1').length, ops: TRADES },
    { body: () => tradesToCandleObjects(trades, '1').length, ops: TRADES },
    { rounds: 7, roundMs: 300 },
  );
  const bars = minutes.length * LONGER.length;
  const fromMinutes = compare(
    {
      body: () => LONGER.reduce((sum, interval) => sum + aggregateSeries(minutes, interval).length, 0),
      ops: bars,
    },
    {
      body: () =>
        LONGER.reduce((sum, interval) => sum + candleObjectsToInterval(minuteObjects, interval).length, 0),
      ops: bars,
    },
  );
  const perSecond = (ns: number) => 1e9 / ns;
  return [
    {
      title: `Candle aggregation: ${formatNumber(TRADES)} trades → ${formatNumber(minutes.length)} 1-minute candles → ${LONGER.join(', ')}`,
      peerName: 'candle objects',
      records: [
        benchRecord({
          name: 'trades → 1-minute candles',
          unit: 'trades/s',
          value: perSecond(fromTrades.ours),
          peer: 'candle objects',
          peerValue: perSecond(fromTrades.peer),
          ratio: fromTrades.speedup,
          better: 'higher',
          target: { on: 'value', value: 20_000_000 },
        }),
        benchRecord({
          name: '1-minute → every longer interval',
          unit: '1-min bars/s',
          value: perSecond(fromMinutes.ours),
          peer: 'candle objects',
          peerValue: perSecond(fromMinutes.peer),
          ratio: fromMinutes.speedup,
          better: 'higher',
        }),
      ],
    },
  ];
}
