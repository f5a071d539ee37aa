import { beforeAll, describe, expect, test } from 'vitest';
import { IDENTITY_VENDORS, reauthGuideBody } from '../../../../src/features/terms/reauth-guide';
import { i18n, initI18n, loadAllLanguages } from '../../../../src/i18n';
import { en, ko } from '../../../fixtures/texts';

// Both languages' texts, so that the tests switch language synchronously.
beforeAll(async () => {
  await loadAllLanguages();
  await initI18n('en');
});

describe('re-authentication guide', () => {
  test.each(['ko', 'en'] as const)('%s: each vendor number appears once, from its constant', (language) => {
    const body = reauthGuideBody(i18n.getFixedT(language));
    for (const { phone } of IDENTITY_VENDORS) expect(body.split(phone)).toHaveLength(2);
    expect(body).not.toContain('{{phone}}');
  });

  test('the texts hold the placeholder, never a number', () => {
    for (const locale of [ko, en])
      for (const text of Object.values(locale.terms.reauthGuide.vendors)) {
        expect(text).toContain('{{phone}}');
        expect(text).not.toMatch(/\d{3,}/);
      }
  });
});
