/**
 * The chart's three SMAs (15 and 60 on close, 20 on volume) over 5,000 bars: a full computation, an
 * update of the last bar and an appended bar, against technicalindicators' SMA.calculate and nextValue
 * (the library's own incremental path, which can only append) on the same values.
 */
import { SMA } from 'technicalindicators';
import { RollingSma, smaInto } from '../../workers/core/chart/moving-average';
import { benchRecord, type BenchSection } from '../report';
import { compare } from '../timing';
import { generateBars } from './data';

const BARS = 5_000;
const APPENDS = 20_000;
const UPDATES = 100_000;

export async function runMovingAverageBench(): Promise<BenchSection[]> {
  const series = generateBars(BARS + APPENDS);
  const close = series.close;
  const volume = series.volume;
  const closeArray = Array.from(close.subarray(0, BARS));
  const volumeArray = Array.from(volume.subarray(0, BARS));
  const out15 = new Float64Array(BARS);
  const out60 = new Float64Array(BARS);
  const out20 = new Float64Array(BARS);

  const full = compare(
    {
      body: () => {
        smaInto(close, BARS, 15, out15);
        smaInto(close, BARS, 60, out60);
        smaInto(volume, BARS, 20, out20);
        return out15[BARS - 1]! + out60[BARS - 1]! + out20[BARS - 1]!;
      },
      ops: 1,
    },
    {
      body: () =>
        SMA.calculate({ period: 15, values: closeArray }).length +
        SMA.calculate({ period: 60, values: closeArray }).length +
        SMA.calculate({ period: 20, values: volumeArray }).length,
      ops: 1,
    },
  );

  // Live state at 5,000 bars, for ours and the peer.
  const sma15 = new RollingSma(15);
  const sma60 = new RollingSma(60);
  const sma20 = new RollingSma(20);
  let peer15: SMA;
  let peer60: SMA;
  let peer20: SMA;
  const resetOurs = () => {
    sma15.reset(close, BARS);
    sma60.reset(close, BARS);
    sma20.reset(volume, BARS);
  };
  const resetPeer = () => {
    peer15 = new SMA({ period: 15, values: closeArray });
    peer60 = new SMA({ period: 60, values: closeArray });
    peer20 = new SMA({ period: 20, values: volumeArray });
  };
  resetOurs();
  resetPeer();

  // A trade moves the last bar: its close and volume change, the three averages follow.
  const lastClose = close[BARS - 1]!;
  const lastVolume = volume[BARS - 1]!;
  const lastBar = compare(
    {
      body: () => {
        let check = 0;
        for (let i = 0; i < UPDATES; i += 1) {
          close[BARS - 1] = lastClose + (i & 7);
          volume[BARS - 1] = lastVolume + (i & 3);
          sma15.update(close, BARS, BARS - 1);
          sma60.update(close, BARS, BARS - 1);
          sma20.update(volume, BARS, BARS - 1);
          check += sma15.values[BARS - 1]!;
        }
        return check;
      },
      ops: UPDATES,
      prepare: resetOurs,
    },
    {
      body: () => {
        let check = 0;
        for (let i = 0; i < UPDATES; i += 1) {
          check += peer15.nextValue(lastClose + (i & 7)) ?? 0;
          peer60.nextValue(lastClose + (i & 7));
          peer20.nextValue(lastVolume + (i & 3));
        }
        return check;
      },
      ops: UPDATES,
      prepare: resetPeer,
    },
  );
  close[BARS - 1] = lastClose;
  volume[BARS - 1] = lastVolume;

  const append = compare(
    {
      body: () => {
        for (let n = BARS + 1; n <= BARS + APPENDS; n += 1) {
          sma15.update(close, n, n - 1);
          sma60.update(close, n, n - 1);
          sma20.update(volume, n, n - 1);
        }
        return sma60.values[BARS + APPENDS - 1]!;
      },
      ops: APPENDS,
      prepare: resetOurs,
    },
    {
      body: () => {
        let check = 0;
        for (let n = BARS; n < BARS + APPENDS; n += 1) {
          peer15.nextValue(close[n]!);
          check += peer60.nextValue(close[n]!) ?? 0;
          peer20.nextValue(volume[n]!);
        }
        return check;
      },
      ops: APPENDS,
      prepare: resetPeer,
    },
  );

  const peer = 'technicalindicators SMA';
  return [
    {
      title: `Moving averages: SMA 15 and 60 on close, SMA 20 on volume, over ${BARS.toLocaleString('en-US')} bars`,
      peerName: peer,
      records: [
        benchRecord({
          name: 'three SMAs, full (peer: SMA.calculate)',
          unit: 'µs',
          value: full.ours / 1000,
          peer,
          peerValue: full.peer / 1000,
          ratio: full.speedup,
          better: 'lower',
          target: { on: 'ratio', value: 10 },
        }),
        benchRecord({
          name: 'three SMAs, last-bar update (peer: nextValue)',
          unit: 'ns',
          value: lastBar.ours,
          peer,
          peerValue: lastBar.peer,
          ratio: lastBar.speedup,
          better: 'lower',
          target: { on: 'value', value: 1000 },
        }),
        benchRecord({
          name: 'three SMAs, appended bar (peer: nextValue)',
          unit: 'ns',
          value: append.ours,
          peer,
          peerValue: append.peer,
          ratio: append.speedup,
          better: 'lower',
          target: { on: 'value', value: 1000 },
        }),
      ],
      notes: [
        'technicalindicators cannot revise its last value: its nextValue appends, so it stands in for both updates.',
      ],
    },
  ];
}
