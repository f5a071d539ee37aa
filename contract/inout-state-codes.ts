/**
 * Deposit and withdrawal records' state codes (chart spec §4), apart from inout-states.ts (which re-exports
 * them, with what each code means for each kind of record) because that file defines zod schemas: the feed
 * worker checks a withdrawal notification's code with this list and must not load zod (as credit-codes.ts).
 */

/** Every state code the spec names (§4). */
export const STATE_CODES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '11',
  '14',
  '20',
  '22',
  '24',
  '25',
  '26',
  '32',
  '33',
  '34',
  '41',
  '43',
  '44',
] as const;
export type StateCode = (typeof STATE_CODES)[number];
