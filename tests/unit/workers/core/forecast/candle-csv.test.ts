import { describe, expect, test } from 'vitest';
import { CandleCsvError, parseCandleCsv } from '../../../../../workers/core/forecast';

const HEADER = 'time,open,high,low,close,volume';

describe('parseCandleCsv', () => {
  test('reads the columns, with CRLF, a BOM and a trailing blank line', () => {
    const series = parseCandleCsv(`\uFEFF${HEADER}\r\n60,10,12,9,11,1.5\r\n120,11,11.5,10,10.5,0\r\n\r\n`);
    expect(series.length).toBe(2);
    expect(Array.from(series.time.subarray(0, 2))).toEqual([60, 120]);
    expect(Array.from(series.high.subarray(0, 2))).toEqual([12, 11.5]);
    expect(series.volume[1]).toBe(0);
  });

  test.each([
    ['a wrong header', 'date,open,high,low,close,volume\n1,1,1,1,1,1', /expected the header/],
    ['an empty file', '', /expected the header/],
    ['no bars', `${HEADER}\n`, /no bars/],
    ['a missing field', `${HEADER}\n60,1,2,0.5,1`, /line 2: expected 6 fields/],
    ['a word', `${HEADER}\n60,1,2,0.5,one,1`, /line 2: every field must be a number/],
    ['an empty field', `${HEADER}\n60,1,2,,1,1`, /line 2: every field must be a number/],
    ['time going back', `${HEADER}\n120,1,2,0.5,1,1\n60,1,2,0.5,1,1`, /line 3: time 60 is not after/],
    ['a duplicate time', `${HEADER}\n60,1,2,0.5,1,1\n60,1,2,0.5,1,1`, /line 3/],
    ['high below the close', `${HEADER}\n60,1,2,0.5,3,1`, /line 2: inconsistent bar: high 2 is below/],
    ['low above the open', `${HEADER}\n60,1,2,1.5,2,1`, /line 2: inconsistent bar: low 1.5 is above/],
    ['negative volume', `${HEADER}\n60,1,2,0.5,1,-1`, /line 2: inconsistent bar: volume -1 is negative/],
    ['an infinite price', `${HEADER}\n60,1,Infinity,0.5,1,1`, /line 2: every field must be a number/],
  ])('rejects %s', (_, text, message) => {
    expect(() => parseCandleCsv(text)).toThrow(CandleCsvError);
    expect(() => parseCandleCsv(text)).toThrow(message);
  });

  test('names the file before the line when given one', () => {
    expect(() => parseCandleCsv(`${HEADER}\n60,1,2,0.5,3,1`, { source: 'a.csv' })).toThrow(
      /^a\.csv: line 2: inconsistent bar/,
    );
  });

  test('checks that every bar opens on its length when given one', () => {
    expect(parseCandleCsv(`${HEADER}\n60,1,2,0.5,1,1\n180,1,2,0.5,1,1`, { barSeconds: 60 }).length).toBe(2);
    expect(() => parseCandleCsv(`${HEADER}\n60,1,2,0.5,1,1\n90,1,2,0.5,1,1`, { barSeconds: 60 })).toThrow(
      /line 3: time 90 is not the open of a 60 s bar/,
    );
  });
});
