/**
 * Every indicator of the chart's library at its defaults, live over 5,000 bars: what one tick in the
 * open bar costs them all together in the chart worker (each re-steps the last bar from its kept state),
 * and what an appended bar costs. The peer is trading-signals, whose indicators also keep a state and
 * take `update(value, replace)` (a tick replaces the last input): the same indicators where it has them
 * (the anchored VWAP as a second VWAP, the volume pane as an SMA of volume), on the same bars and ticks.
 */
import {
  ADX,
  ATR,
  BollingerBands,
  CCI,
  EMA,
  IchimokuCloud,
  KeltnerChannels,
  MACD,
  MFI,
  OBV,
  PSAR,
  RSI,
  SMA,
  StochasticOscillator,
  StochasticRSI,
  VWAP,
  WMA,
} from 'trading-signals';
import { INDICATORS, runOf, type IndicatorRun } from '../../workers/core/indicators';
import { benchRecord, type BenchSection } from '../report';
import { compare } from '../timing';
import { generateBars } from './data';

const BARS = 5_000;
const TICKS = 20_000;
const APPENDS = 5_000;

/** A bar as trading-signals' candle-input indicators take it. */
interface PeerCandle {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** trading-signals' counterparts, each fed what it reads from a bar. */
function peerIndicators(): ((candle: PeerCandle, replace: boolean) => void)[] {
  const sma = new SMA(9);
  const ema = new EMA(9);
  const wma = new WMA(9);
  const bollinger = new BollingerBands(20, 2);
  const vwap = new VWAP();
  const anchored = new VWAP();
  const keltner = new KeltnerChannels({ atrInterval: 10, emaInterval: 20, multiplier: 2 });
  const ichimoku = new IchimokuCloud({ conversionInterval: 9, baseInterval: 26, spanBInterval: 52 });
  const psar = new PSAR({ accelerationStep: 0.02, accelerationMax: 0.2 });
  const rsi = new RSI(14);
  const macd = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const stochastic = new StochasticOscillator({ kPeriod: 14, kSlowingPeriod: 1, dPeriod: 3 });
  const stochRsi = new StochasticRSI(14);
  const atr = new ATR(14);
  // It keeps the last `interval` candles and reads the one before the last: 2 is the least that works.
  const obv = new OBV(2);
  const cci = new CCI(20);
  const mfi = new MFI(14);
  const adx = new ADX(14);
  const volume = new SMA(20);
  return [
    (c, r) => sma.update(c.close, r),
    (c, r) => ema.update(c.close, r),
    (c, r) => wma.update(c.close, r),
    (c, r) => bollinger.update(c.close, r),
    (c, r) => vwap.update(c, r),
    (c, r) => anchored.update(c, r),
    (c, r) => keltner.update(c, r),
    (c, r) => ichimoku.update(c, r),
    (c, r) => psar.update(c, r),
    (c, r) => rsi.update(c.close, r),
    (c, r) => macd.update(c.close, r),
    (c, r) => stochastic.update(c, r),
    (c, r) => stochRsi.update(c.close, r),
    (c, r) => atr.update(c, r),
    (c, r) => obv.update(c, r),
    (c, r) => cci.update(c, r),
    (c, r) => mfi.update(c, r),
    (c, r) => adx.update(c, r),
    (c, r) => volume.update(c.volume, r),
  ];
}

export async function runIndicatorBench(): Promise<BenchSection[]> {
  const series = generateBars(BARS + APPENDS);
  const candle = (i: number): PeerCandle => ({
    open: series.open[i]!,
    high: series.high[i]!,
    low: series.low[i]!,
    close: series.close[i]!,
    volume: series.volume[i]!,
  });
  const last = BARS - 1;
  const base = candle(last);

  let runs: IndicatorRun[] = [];
  const resetOurs = () => {
    runs = INDICATORS.map((definition) => runOf(definition));
    for (const run of runs) run.reset(series, BARS);
  };
  let peers: ((candle: PeerCandle, replace: boolean) => void)[] = [];
  const resetPeer = () => {
    peers = peerIndicators();
    for (let i = 0; i < BARS; i += 1) {
      const bar = candle(i);
      for (const update of peers) update(bar, false);
    }
  };

  /** Tick `k` of the open bar: its close walks inside a widening range, its volume grows. */
  const tickPrice = (k: number) => base.close * (1 + (((k * 7919) % 200) - 100) * 1e-5);
  const tick = compare(
    {
      body: () => {
        let check = 0;
        for (let k = 0; k < TICKS; k += 1) {
          const price = tickPrice(k);
          series.close[last] = price;
          series.high[last] = Math.max(series.high[last]!, price);
          series.low[last] = Math.min(series.low[last]!, price);
          series.volume[last] = base.volume + k * 0.001;
          for (const run of runs) run.update(series, BARS, last);
          check += runs[0]!.lines[0]![last]!;
        }
        return check;
      },
      ops: TICKS,
      prepare: () => {
        series.close[last] = base.close;
        series.high[last] = base.high;
        series.low[last] = base.low;
        series.volume[last] = base.volume;
        resetOurs();
      },
    },
    {
      body: () => {
        const bar = { ...base };
        for (let k = 0; k < TICKS; k += 1) {
          const price = tickPrice(k);
          bar.close = price;
          bar.high = Math.max(bar.high, price);
          bar.low = Math.min(bar.low, price);
          bar.volume = base.volume + k * 0.001;
          for (const update of peers) update(bar, true);
        }
        return bar.close;
      },
      ops: TICKS,
      prepare: resetPeer,
    },
    { rounds: 5, roundMs: 300, warmMs: 300 },
  );
  series.close[last] = base.close;
  series.high[last] = base.high;
  series.low[last] = base.low;
  series.volume[last] = base.volume;

  const append = compare(
    {
      body: () => {
        for (let n = BARS + 1; n <= BARS + APPENDS; n += 1)
          for (const run of runs) run.update(series, n, n - 1);
        return runs[0]!.lines[0]![BARS + APPENDS - 1]!;
      },
      ops: APPENDS,
      prepare: resetOurs,
    },
    {
      body: () => {
        for (let i = BARS; i < BARS + APPENDS; i += 1) {
          const bar = candle(i);
          for (const update of peers) update(bar, false);
        }
        return APPENDS;
      },
      ops: APPENDS,
      prepare: resetPeer,
    },
    { rounds: 5, roundMs: 300, warmMs: 300 },
  );

  const peer = 'trading-signals 8 (update with replace)';
  return [
    {
      title: `Indicators: all ${INDICATORS.length} of the library at their defaults, live over ${BARS.toLocaleString('en-US')} bars`,
      peerName: peer,
      records: [
        benchRecord({
          name: `all ${INDICATORS.length} indicators, one tick in the open bar`,
          unit: 'µs',
          value: tick.ours / 1000,
          peer,
          peerValue: tick.peer / 1000,
          ratio: tick.speedup,
          better: 'lower',
          target: { on: 'value', value: 50 },
        }),
        benchRecord({
          name: `all ${INDICATORS.length} indicators, an appended bar`,
          unit: 'µs',
          value: append.ours / 1000,
          peer,
          peerValue: append.peer / 1000,
          ratio: append.speedup,
          better: 'lower',
        }),
      ],
      notes: [
        'Ours: each indicator re-steps the last bar from the state its earlier bars left (IndicatorRun.update); a bar is Float64Array columns. Peer: the same indicators in trading-signals where it has them (the anchored VWAP as a second VWAP, the volume pane as an SMA of volume), fed candle objects, update(value, true) per tick.',
      ],
    },
  ];
}
