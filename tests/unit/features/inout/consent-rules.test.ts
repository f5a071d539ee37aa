// The consents each inout form asks for before its request, and which are still missing.
import { describe, expect, test } from 'vitest';
import {
  FORM_CONSENTS,
  missingConsents,
  withConsent,
  type ConsentDocument,
  type ConsentForm,
} from '../../../../src/features/inout/consent-rules';

describe('missing consents', () => {
  test.each<[ConsentForm, readonly ConsentDocument[], readonly ConsentDocument[]]>([
    ['krwDeposit', [], ['cash']],
    ['krwDeposit', ['cash'], []],
    // A consent of another form does not count for this one.
    ['krwWithdraw', ['withdraw_transfer_agree'], ['cash']],
    [
      'coinWithdraw',
      ['withdraw_transfer_agree', 'transfer_personal_agree'],
      ['withdraw_transfer_precaution', 'withdraw_transfer_collect', 'withdraw_transfer_third'],
    ],
    ['coinWithdraw', [...FORM_CONSENTS.coinWithdraw], []],
  ])('%s with %j given misses %j', (form, given, missing) => {
    expect(missingConsents(form, new Set(given))).toEqual(missing);
  });

  test('a box ticked adds its consent, unticked takes it away, leaving the set it came from alone', () => {
    const before = new Set<ConsentDocument>(['cash']);
    const ticked = withConsent(before, 'withdraw_transfer_agree', true);
    expect([...ticked]).toEqual(['cash', 'withdraw_transfer_agree']);
    expect([...withConsent(ticked, 'cash', false)]).toEqual(['withdraw_transfer_agree']);
    expect([...before]).toEqual(['cash']);
  });
});
