import { describe, expect, test } from 'vitest';
import { EXIT_BAD_INPUT, parseEvalArgs, runForecastEvalCli } from '../../../scripts/forecast-eval-cli';
import { brownianCandles } from '../../../bench/forecast/synthetic-candles';
import type { CandleSeries } from '../../../workers/core/chart/series';

function toCsv(series: CandleSeries): string {
  const lines = ['time,open,high,low,close,volume'];
  for (let i = 0; i < series.length; i++) {
    lines.push(
      [series.time, series.open, series.high, series.low, series.close, series.volume]
        .map((c) => c[i])
        .join(','),
    );
  }
  return lines.join('\n');
}

function run(args: string[], files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runForecastEvalCli(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

describe('parseEvalArgs', () => {
  test('file, interval and stride', () => {
    expect(parseEvalArgs(['a.csv', '--interval', '60', '--stride', '50'])).toEqual({
      file: 'a.csv',
      interval: '60',
      stride: 50,
    });
    expect(parseEvalArgs(['a.csv'])).toMatchObject({ file: 'a.csv', interval: undefined });
  });
});

describe('runForecastEvalCli', () => {
  const csv = toCsv(brownianCandles(3600, 2));

  test('prints Brier, skill and the decile tables for both probabilities', () => {
    const { code, out } = run(['bars.csv', '--stride', '200'], { 'bars.csv': csv });
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/600 bars forecast out of sample/);
    expect(text).toMatch(
      /up {4}P\(high > previous high\): Brier 0\.\d{4} {2}reference 0\.\d{4} {2}skill 0\.\d{4}/,
    );
    expect(text).toMatch(/down {2}P\(low < previous low\): Brier/);
    expect(out.filter((line) => /^\s+\d+\s+60\s/.test(line))).toHaveLength(20);
  });

  test.each([
    ['no file', [], /no file given/],
    ['a missing file', ['missing.csv'], /cannot read missing.csv/],
    ['a bad header', ['bad.csv'], /expected the header/],
    ['a bad row', ['row.csv'], /line 3/],
    ['an interval outside the list', ['bars.csv', '--interval', '7'], /--interval must be one of/],
    ['daily as the interval', ['bars.csv', '--interval', '1D'], /--interval must be one of/],
    ['an interval without a value', ['bars.csv', '--interval'], /needs a value/],
    ['a bad stride', ['bars.csv', '--stride', '0'], /--stride/],
    ['an unknown option', ['bars.csv', '--fast'], /unknown option/],
    [
      'too few bars after aggregation',
      ['bars.csv', '--interval', '60'],
      /the walk-forward needs more than 3000/,
    ],
    ['an interval shorter than the bars', ['hourly.csv', '--interval', '5'], /shorter than the file's bars/],
  ])('%s → exit code 2 with a clear message', (_, args, message) => {
    const hourly = csv.replace(/^(\d+)/gm, (t) => String(Number(t) * 60));
    const { code, err, out } = run(args, {
      'bars.csv': csv,
      'bad.csv': 'date,o,h,l,c,v\n1,1,1,1,1,1',
      'row.csv': 'time,open,high,low,close,volume\n60,1,2,0.5,1,1\n120,1,2,x,1,1',
      'hourly.csv': hourly,
    });
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(message);
  });
});
