import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  candleFileName,
  CandleFileError,
  filePriceStep,
  readCandleFile,
  readReplayFiles,
} from '../../../../../server/sources/replay/candle-files';
import { CandleCsvError } from '../../../../../workers/core/forecast';

const SAMPLES = join(import.meta.dirname, '../../../../../server/sources/replay/samples');
/** A recorded cut with a real gap: Binance's maintenance of 2021-04-25. */
const GAP_FILE = join(import.meta.dirname, '../../../../fixtures/replay/btc-usdt-1m-2021-04-24.csv');
const HEADER = 'time,open,high,low,close,volume';
const scratch = mkdtempSync(join(tmpdir(), 'replay-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder of files (name → text) under the scratch folder. */
function folder(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('candleFileName', () => {
  test.each([
    ['btc-usdt-1m-2022q4.csv', 'BTC-USDT', 'USDT', 60],
    ['eth-usdt-1m.csv', 'ETH-USDT', 'USDT', 60],
    ['/data/market/btc-usdt-1h.csv', 'BTC-USDT', 'USDT', 3600],
    ['BTC-KRW-5m-upbit.csv', 'BTC-KRW', 'KRW', 300],
    ['btc-usdt-1d.csv', 'BTC-USDT', 'USDT', 86_400],
  ])('%s is %s, %s s bars', (path, key, marketSymbol, barSeconds) => {
    expect(candleFileName(path)).toMatchObject({ key, marketSymbol, barSeconds });
  });

  test.each([
    ['btc-usd-bitstamp-1h.csv', /USD is not a market of the exchange/],
    ['btc-usdt-1x.csv', /does not say/],
    ['btc--1m.csv', /does not say/],
    ['prices.csv', /does not say the coin, market and bar length/],
    ['btc-usdt.csv', /does not say/],
    ['btc-usdt-1m.txt', /does not say/],
  ])('%s is refused', (path, message) => {
    expect(() => candleFileName(path)).toThrow(CandleFileError);
    expect(() => candleFileName(path)).toThrow(message);
  });
});

describe('readCandleFile', () => {
  const dir = folder('single', {
    'btc-usdt-1h.csv': `${HEADER}\n3600,1,2,0.5,1,1\n`,
    'btc-usdt-1m-bad.csv': `${HEADER}\n60,1,2,0.5,1,1\n120,1,0.9,0.5,1,1\n`,
    'btc-usdt-1m-odd.csv': `${HEADER}\n60,1,2,0.5,1,1\n150,1,2,0.5,1,1\n`,
    'btc-usdt-1m-head.csv': `t,o,h,l,c,v\n60,1,2,0.5,1,1\n`,
  });

  test('refuses a file whose name says bars other than 1 minute, saying only 1-minute files are replayable', () => {
    expect(() => readCandleFile(join(dir, 'btc-usdt-1h.csv'))).toThrow(
      'btc-usdt-1h.csv: only 1-minute files are replayable',
    );
  });

  test.each([
    ['btc-usdt-1m-bad.csv', 'btc-usdt-1m-bad.csv: line 3: inconsistent bar: high 0.9 is below'],
    ['btc-usdt-1m-odd.csv', 'btc-usdt-1m-odd.csv: line 3: time 150 is not the open of a 60 s bar'],
    ['btc-usdt-1m-head.csv', 'btc-usdt-1m-head.csv: expected the header'],
  ])('%s: the error names the file and the line', (file, message) => {
    expect(() => readCandleFile(join(dir, file))).toThrow(CandleCsvError);
    expect(() => readCandleFile(join(dir, file))).toThrow(message);
  });
});

describe('readReplayFiles', () => {
  test('the shipped sample: BTC-USDT and ETH-USDT 1-minute bars of the same 36 hours', () => {
    const { coins, skipped } = readReplayFiles(SAMPLES);
    expect(skipped).toEqual([]);
    expect(
      coins.map((coin) => [coin.key, coin.bars.length, coin.bars.time[0], coin.bars.time[2159]]),
    ).toEqual([
      ['BTC-USDT', 2160, 1735700400, 1735829940],
      ['ETH-USDT', 2160, 1735700400, 1735829940],
    ]);
  });

  test('a recorded gap stays a gap: 284 minutes without a bar', () => {
    const { coins } = readReplayFiles(GAP_FILE);
    expect(coins.map((coin) => [coin.key, coin.bars.length])).toEqual([['BTC-USDT', 1876]]);
    const btc = coins[0]!.bars;
    const steps = new Set<number>();
    for (let i = 1; i < btc.length; i++) steps.add(btc.time[i]! - btc.time[i - 1]!);
    // Binance's maintenance of 2021-04-25 04:01–08:44 UTC: 284 minutes without a bar.
    expect([...steps].sort((a, b) => a - b)).toEqual([60, 285 * 60]);
  });

  test('a single file is read as its coin', () => {
    const { coins } = readReplayFiles(join(SAMPLES, 'eth-usdt-1m-2025-01-01.csv'));
    expect(coins.map((coin) => [coin.key, coin.files])).toEqual([
      ['ETH-USDT', ['eth-usdt-1m-2025-01-01.csv']],
    ]);
  });

  test('a folder: files of one coin are joined in time order with the hole between them kept; others are skipped with the reason', () => {
    const dir = folder('joined', {
      'btc-usdt-1m-b.csv': `${HEADER}\n600,3,4,2,3,1\n660,3,5,3,4,2\n`,
      'btc-usdt-1m-a.csv': `${HEADER}\n60,1,2,0.5,1,1\n`,
      'btc-usdt-1h.csv': `${HEADER}\n3600,1,2,0.5,1,1\n`,
      'btc-usd-bitstamp-1d.csv': `${HEADER}\n86400,1,2,0.5,1,1\n`,
      'README.md': '# not a candle file',
    });
    const { coins, skipped } = readReplayFiles(dir);
    expect(coins).toHaveLength(1);
    expect(coins[0]!.files).toEqual(['btc-usdt-1m-a.csv', 'btc-usdt-1m-b.csv']);
    expect(Array.from(coins[0]!.bars.time.subarray(0, coins[0]!.bars.length))).toEqual([60, 600, 660]);
    expect(Array.from(coins[0]!.bars.high.subarray(0, coins[0]!.bars.length))).toEqual([2, 4, 5]);
    expect(skipped).toEqual([
      {
        file: 'btc-usd-bitstamp-1d.csv',
        reason: 'btc-usd-bitstamp-1d.csv: USD is not a market of the exchange (KRW, BTC, USDT)',
      },
      { file: 'btc-usdt-1h.csv', reason: 'only 1-minute files are replayable (60-minute bars)' },
    ]);
  });

  test('refuses two files of one coin that overlap, naming both', () => {
    const dir = folder('overlap', {
      'eth-usdt-1m-a.csv': `${HEADER}\n60,1,2,0.5,1,1\n120,1,2,0.5,1,1\n`,
      'eth-usdt-1m-b.csv': `${HEADER}\n120,1,2,0.5,1,1\n`,
    });
    expect(() => readReplayFiles(dir)).toThrow(
      'eth-usdt-1m-a.csv and eth-usdt-1m-b.csv: both hold bars of ETH-USDT at the same times',
    );
  });

  test('refuses a path that is not there', () => {
    expect(() => readReplayFiles(join(scratch, 'missing'))).toThrow(
      `${join(scratch, 'missing')}: no such file or folder`,
    );
  });

  test('refuses a folder with no 1-minute file', () => {
    const dir = folder('empty', { 'btc-usdt-1d.csv': `${HEADER}\n86400,1,2,0.5,1,1\n` });
    expect(() => readReplayFiles(dir)).toThrow('no 1-minute candle file to replay');
  });
});

describe('filePriceStep', () => {
  /** One coin of a file whose bars have these prices, each bar open = high = low = close. */
  const coinAt = (name: string, prices: readonly string[]) =>
    readReplayFiles(
      join(
        folder(name, {
          'btc-usdt-1m-x.csv': [
            HEADER,
            ...prices.map((price, i) => `${1735700400 + 60 * i},${price},${price},${price},${price},1`),
          ].join('\n'),
        }),
        'btc-usdt-1m-x.csv',
      ),
    ).coins;

  test('the shipped sample and the recorded gap step 0.01 (Binance’s step)', () => {
    expect(filePriceStep(readReplayFiles(SAMPLES).coins)).toBe(0.01);
    expect(filePriceStep(readReplayFiles(GAP_FILE).coins)).toBe(0.01);
  });

  test.each([
    ['whole prices', ['94123', '94124'], 1],
    ['one decimal', ['94123.5', '94124'], 0.1],
    ['the most decimals of any price', ['94123.45', '3362.612', '1'], 0.001],
    ['a step of 10⁻⁸ at most', ['0.0000000123', '0.5'], 1e-8],
    ['a price written in exponent form', ['1e-7', '2'], 1e-7],
  ] as const)('%s', (name, prices, step) => {
    expect(filePriceStep(coinAt(name.replace(/\W/g, '-'), prices))).toBe(step);
  });
});
