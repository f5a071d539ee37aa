import { beforeAll, describe, expect, test } from 'vitest';
import { CORPORATE_TYPES } from '../../../../contract';
import { corporateGuideBody } from '../../../../src/features/corporate-guide/dialogs';
import { i18n, initI18n, loadAllLanguages } from '../../../../src/i18n';

// Both languages' texts, so that the tests switch language synchronously.
beforeAll(loadAllLanguages);

describe('corporate-type guide', () => {
  test.each(['ko', 'en'] as const)(
    'lists the ten types in the spec order with name and description (%s)',
    (language) => {
      initI18n(language);
      const t = i18n.getFixedT(language);
      const body = corporateGuideBody(t);
      const items = [...body.matchAll(/<li><strong>(.+?)<\/strong> (.+?)<\/li>/g)];
      expect(items).toHaveLength(10);
      expect(items.map((item) => item[1])).toEqual(
        CORPORATE_TYPES.map((type) => t(`corporateGuide.types.${type}.name`)),
      );
      for (const item of items) expect(item[2]!.length).toBeGreaterThan(5);
      expect(new Set(items.map((item) => item[1])).size).toBe(10);
    },
  );

  test('Korean and English differ for every type', () => {
    initI18n('ko');
    const ko = i18n.getFixedT('ko');
    const en = i18n.getFixedT('en');
    for (const type of CORPORATE_TYPES) {
      expect(ko(`corporateGuide.types.${type}.name`)).not.toBe(en(`corporateGuide.types.${type}.name`));
      expect(ko(`corporateGuide.types.${type}.description`)).not.toBe(
        en(`corporateGuide.types.${type}.description`),
      );
    }
  });
});
