import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LANGUAGES } from '../../i18n';
import { setLanguage, settings } from '../../state/settings';

/** KR / EN (shell spec §2.2): the choice is stored and followed by the app's other windows. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  return (
    <div className="td-lang" role="group" aria-label={t('language.switchLabel')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="td-lang__option"
          aria-pressed={language === code}
          title={t(`language.${code}.name`)}
          onClick={() => setLanguage(code)}
        >
          {t(`language.${code}.short`)}
        </button>
      ))}
    </div>
  );
}
