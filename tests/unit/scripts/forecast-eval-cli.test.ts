import { describe, expect, test } from 'vitest';
import { EXIT_BAD_INPUT, parseEvalArgs, runForecastEvalCli } from '../../../scripts/forecast-eval-cli';
import { README_BEGIN, README_END } from '../../../scripts/forecast-eval-table';
import { brownianCandles } from '../../../bench/forecast/synthetic-candles';
import type { CandleSeries } from '../../../workers/core/base/series';

function toCsv(series: CandleSeries, timeScale = 1): string {
  const lines = ['time,open,high,low,close,volume'];
  for (let i = 0; i < series.length; i++) {
    lines.push(
      [
        series.time[i]! * timeScale,
        series.open[i],
        series.high[i],
        series.low[i],
        series.close[i],
        series.volume[i],
      ].join(','),
    );
  }
  return lines.join('\n');
}

const README = `# Project\n\n${README_BEGIN}\nold table\n${README_END}\n\nafter\n`;

function run(args: string[], files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const code = runForecastEvalCli(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
    listCsv: (dir) => {
      const names = Object.keys(files)
        .filter((path) => path.startsWith(`${dir}/`) && path.endsWith('.csv'))
        .map((path) => path.slice(dir.length + 1));
      if (names.length === 0 && !Object.keys(files).some((path) => path.startsWith(`${dir}/`)))
        throw new Error(`ENOENT: ${dir}`);
      return names;
    },
    writeFile: (path, text) => (written[path] = text),
    readmePath: 'README.md',
    defaultDataDir: 'market',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err, written };
}

describe('parseEvalArgs', () => {
  test('file, interval and stride; or the whole folder', () => {
    expect(parseEvalArgs(['a.csv', '--interval', '60', '--stride', '50'])).toEqual({
      file: 'a.csv',
      interval: '60',
      stride: 50,
      data: undefined,
    });
    expect(parseEvalArgs([])).toEqual({ file: undefined, interval: undefined, stride: 100, data: undefined });
    expect(parseEvalArgs(['--data', 'dir'])).toMatchObject({ file: undefined, data: 'dir' });
  });
});

describe('runForecastEvalCli on one file', () => {
  const csv = toCsv(brownianCandles(3600, 2));

  test('prints skill ± 2 SE, each peer and how far ahead of it, and the deciles against their noise floor', () => {
    const { code, out } = run(['bars.csv', '--stride', '200'], { 'bars.csv': csv });
    expect(code).toBe(0);
    const text = out.join('\n');
    // 3,600 bars leave fewer than 1,000 after the chart's 3,000: the reduced plan, said so.
    expect(text).toMatch(
      /1800 bars forecast out of sample, 10 fits, each on the last 1800 bars, refit every 180 bars.*REDUCED/,
    );
    expect(text).toMatch(/up {4}P\(high > previous high\): skill \+0\.\d{4} ± 0\.\d{4} /);
    for (const peer of ['lags', 'standard'])
      expect(text).toMatch(
        new RegExp(
          `peer ${peer}( \\(stronger\\))?: skill [+−]0\\.\\d{4} ± 0\\.\\d{4} {2}forecast ahead [+−]0\\.\\d{4} ± 0\\.\\d{4}`,
        ),
      );
    expect(out.filter((line) => line.includes('(stronger)'))).toHaveLength(2);
    expect(text).toMatch(/worst decile error 0\.\d{4} against its floor 0\.\d{4}; /);
    expect(text).toMatch(/down {2}P\(low < previous low\): skill/);
    expect(out.filter((line) => /^\s+\d+\s+180\s/.test(line))).toHaveLength(20);
  });

  test('prints the mean error per KST slot: hours below 60 minutes, the bars’ own slots from 60 on', () => {
    const minutes = run(['bars.csv', '--stride', '200'], { 'bars.csv': csv }).out;
    const start = minutes.indexOf('time of day (KST slot: mean outcome − forecast ± 2 standard errors)');
    expect(start).toBeGreaterThan(0);
    // 24 hours, six a line, per side.
    const slotLines = minutes.slice(start + 1);
    expect(slotLines).toHaveLength(8);
    expect(slotLines[0]).toMatch(/^ {2}up {4}00h [+−]0\.\d{3} ± 0\.\d{3} {3}01h /);
    expect(slotLines[4]).toMatch(/^ {2}down {2}00h /);
    expect(slotLines.join(' ').match(/\d{2}h /g)).toHaveLength(48);

    // A file of 4-hourly bars (its own interval, 240 minutes): six slots a day.
    const fourHourly = brownianCandles(1200, 3);
    for (let i = 0; i < fourHourly.length; i++) fourHourly.time[i] = 15 * 3600 + i * 4 * 3600;
    const { code, out } = run(['four.csv'], { 'four.csv': toCsv(fourHourly) });
    expect(code).toBe(0);
    const slots = out.slice(out.indexOf(out.find((line) => line.startsWith('time of day'))!) + 1);
    expect(slots.map((line) => line.match(/\d{2}h/g))).toEqual([
      ['00h', '04h', '08h', '12h', '16h', '20h'],
      ['00h', '04h', '08h', '12h', '16h', '20h'],
    ]);
  });

  test.each([
    ['a missing file', ['missing.csv'], /cannot read missing.csv/],
    ['a bad header', ['bad.csv'], /expected the header/],
    ['a bad row', ['row.csv'], /line 3/],
    ['an interval outside the list', ['bars.csv', '--interval', '7'], /--interval must be one of/],
    ['daily as the interval', ['bars.csv', '--interval', '1D'], /--interval must be one of/],
    ['an interval without a value', ['bars.csv', '--interval'], /needs a value/],
    ['a bad stride', ['bars.csv', '--stride', '0'], /--stride/],
    ['an unknown option', ['bars.csv', '--fast'], /unknown option/],
    ['two files', ['bars.csv', 'other.csv'], /one file only/],
    ['an interval without a file', ['--interval', '60'], /--interval needs a FILE/],
    ['a file and a folder', ['bars.csv', '--data', 'dir'], /not both/],
    ['too few bars after aggregation', ['bars.csv', '--interval', '720'], /too few to score/],
    ['an interval shorter than the bars', ['hourly.csv', '--interval', '5'], /shorter than the file's bars/],
  ])('%s → exit code 2 with a clear message', (_, args, message) => {
    const { code, err, out } = run(args, {
      'bars.csv': csv,
      'bad.csv': 'date,o,h,l,c,v\n1,1,1,1,1,1',
      'row.csv': 'time,open,high,low,close,volume\n60,1,2,0.5,1,1\n120,1,2,x,1,1',
      'hourly.csv': toCsv(brownianCandles(400, 2), 60),
    });
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(message);
  });
});

describe('runForecastEvalCli on the whole folder', () => {
  test('every file × interval, short ones marked, the table written between the README markers', () => {
    const { code, out, written } = run([], {
      // 1-minute bars make every forecast interval; 4,500 of them leave only short series above 1 minute.
      'market/minutes.csv': toCsv(brownianCandles(4500, 4)),
      'README.md': README,
    });
    expect(code).toBe(0);
    const rows = out.filter((line) => line.startsWith('| minutes '));
    expect(rows.map((line) => line.split(' | ')[0])).toEqual(
      ['1m (own)', '3m', '5m', '10m', '15m', '30m', '1h', '240m', '360m', '720m'].map(
        (i) => `| minutes ${i}`,
      ),
    );
    // The 1-minute row is scored by the chart's plan; 3-minute bars (1,501: the generated minutes do not
    // start on a 3-minute KST boundary) by a reduced one, marked; 240 minutes makes 20 bars: too short.
    expect(rows[0]).toMatch(/^\| minutes 1m \(own\) \| 4500 \| 1500 \| \+0\.\d{4} ± /);
    expect(rows[1]).toMatch(/^\| minutes 3m \| 1501 \| 751 ◦ \(history 750\) \| /);
    expect(rows[7]).toMatch(/^\| minutes 240m \| 20 \| too short \|/);
    expect(out.at(-1)).toMatch(
      /^1 rows with at least 1,000 scored bars, 2 sides\. Against the stronger peer of each side \(lags on \d, standard on \d\): \d ahead or level within 2 SE, \d behind\. Calibration: \d of 2 sides have a decile over its noise floor; chance alone would give about 0\.1 .*Binomial\(2, 0\.05\), at most 1 in 95 % of cases/,
    );
    const readme = written['README.md']!;
    expect(readme.startsWith(`# Project\n\n${README_BEGIN}\n\n| file | bars |`)).toBe(true);
    expect(readme).not.toContain('old table');
    expect(readme.endsWith(`${README_END}\n\nafter\n`)).toBe(true);
  });

  test.each([
    ['no folder', [], {}, /no market data folder at market/],
    ['an empty folder', ['--data', 'empty'], { 'empty/notes.txt': '' }, /no \.csv files in empty/],
    [
      'a README without the markers',
      [],
      { 'market/a.csv': toCsv(brownianCandles(300, 1)), 'README.md': '# x' },
      /README has no/,
    ],
  ])('%s → exit code 2 with a clear message, nothing written', (_, args, files, message) => {
    const { code, err, written } = run(args, files);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err.join('\n')).toMatch(message);
    expect(written).toEqual({});
  });
});
