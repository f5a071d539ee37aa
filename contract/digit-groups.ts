/**
 * A whole number as the contract's messages write it: digits in groups of three with commas
 * (1,000,000), as `toLocaleString('en-US')` writes an integer. Written by hand because the message tables
 * are built at module load, where a first `toLocaleString` sets up ICU's number formatting (about 20 ms on
 * the chart popup's load, measured in Chromium) for a few constant figures.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`groupDigits takes a safe integer, not ${value}`);
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
