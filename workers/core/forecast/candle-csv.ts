/**
 * Reads candle CSV text with the header `time,open,high,low,close,volume` (time = bar open in unix
 * seconds, ascending) into a CandleSeries. Errors name the line (and the file, when given), so a bad file
 * is easy to fix. The forecast evaluation and the simulator's replay of recorded markets
 * (server/sources/replay) read candle files through it.
 */
import { createSeries, type CandleSeries } from '../base/series';

export const CANDLE_CSV_HEADER = 'time,open,high,low,close,volume';

export class CandleCsvError extends Error {
  override name = 'CandleCsvError';
}

export interface CandleCsvOptions {
  /** The file's name, put before every error. */
  source?: string;
  /** When given, every bar's open time must be a multiple of it (bars of that length, aligned). */
  barSeconds?: number;
}

export function parseCandleCsv(text: string, options: CandleCsvOptions = {}): CandleSeries {
  const { source, barSeconds } = options;
  const fail = (message: string) =>
    new CandleCsvError(source === undefined ? message : `${source}: ${message}`);
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').trim();
  if (header !== CANDLE_CSV_HEADER) {
    throw fail(`expected the header "${CANDLE_CSV_HEADER}", found "${header.slice(0, 80)}"`);
  }
  const series = createSeries(lines.length);
  let n = 0;
  for (let lineIndex = 1; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!.trim();
    if (line === '') continue;
    const fields = line.split(',');
    const lineNo = lineIndex + 1;
    if (fields.length !== 6) throw fail(`line ${lineNo}: expected 6 fields, found ${fields.length}`);
    const values = fields.map((field) => (field.trim() === '' ? Number.NaN : Number(field)));
    const [time, open, high, low, close, volume] = values as [number, number, number, number, number, number];
    if (!values.every(Number.isFinite)) throw fail(`line ${lineNo}: every field must be a number`);
    if (n > 0 && time <= series.time[n - 1]!) {
      throw fail(`line ${lineNo}: time ${time} is not after the previous bar's`);
    }
    if (barSeconds !== undefined && time % barSeconds !== 0) {
      throw fail(`line ${lineNo}: time ${time} is not the open of a ${barSeconds} s bar`);
    }
    if (high < Math.max(open, close))
      throw fail(`line ${lineNo}: inconsistent bar: high ${high} is below the open or the close`);
    if (low > Math.min(open, close))
      throw fail(`line ${lineNo}: inconsistent bar: low ${low} is above the open or the close`);
    if (volume < 0) throw fail(`line ${lineNo}: inconsistent bar: volume ${volume} is negative`);
    series.time[n] = time;
    series.open[n] = open;
    series.high[n] = high;
    series.low[n] = low;
    series.close[n] = close;
    series.volume[n] = volume;
    n++;
  }
  if (n === 0) throw fail('the file has no bars');
  series.length = n;
  return series;
}
