/**
 * Reads candle CSV text with the header `time,open,high,low,close,volume` (time = bar open in unix
 * seconds, ascending) into a CandleSeries. Errors name the line, so a bad file is easy to fix.
 */
import { createSeries, type CandleSeries } from '../base/series';

export const CANDLE_CSV_HEADER = 'time,open,high,low,close,volume';

export class CandleCsvError extends Error {
  override name = 'CandleCsvError';
}

export function parseCandleCsv(text: string): CandleSeries {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').trim();
  if (header !== CANDLE_CSV_HEADER) {
    throw new CandleCsvError(`expected the header "${CANDLE_CSV_HEADER}", found "${header.slice(0, 80)}"`);
  }
  const series = createSeries(lines.length);
  let n = 0;
  for (let lineIndex = 1; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!.trim();
    if (line === '') continue;
    const fields = line.split(',');
    const lineNo = lineIndex + 1;
    if (fields.length !== 6)
      throw new CandleCsvError(`line ${lineNo}: expected 6 fields, found ${fields.length}`);
    const values = fields.map((field) => (field.trim() === '' ? Number.NaN : Number(field)));
    const [time, open, high, low, close, volume] = values as [number, number, number, number, number, number];
    if (!values.every(Number.isFinite))
      throw new CandleCsvError(`line ${lineNo}: every field must be a number`);
    if (n > 0 && time <= series.time[n - 1]!) {
      throw new CandleCsvError(`line ${lineNo}: time ${time} is not after the previous bar's`);
    }
    if (!(low <= Math.min(open, close) && Math.max(open, close) <= high) || volume < 0) {
      throw new CandleCsvError(
        `line ${lineNo}: inconsistent bar (low ≤ open, close ≤ high and volume ≥ 0 needed)`,
      );
    }
    series.time[n] = time;
    series.open[n] = open;
    series.high[n] = high;
    series.low[n] = low;
    series.close[n] = close;
    series.volume[n] = volume;
    n++;
  }
  if (n === 0) throw new CandleCsvError('the file has no bars');
  series.length = n;
  return series;
}
