/**
 * The component gallery (shared blocks, chart spec §2), a development page at /dev/gallery: every building
 * block of src/ui in every state, in Korean or English. The language switch translates only the gallery (a
 * cloned i18next instance), so the app's own language setting is left alone. The blocks are listed in
 * gallery-entries.
 */
import { useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '../i18n';
import { ToggleButton } from '../ui/ToggleButton';
import { GALLERY_ENTRIES, missingSections, sectionTitleKey } from './gallery-entries';
import './gallery.css';

const GALLERY_LANGUAGES: readonly Language[] = ['ko', 'en'];

function GalleryContent() {
  const { t } = useTranslation();
  const missing = missingSections();
  return (
    <>
      {missing.length > 0 && (
        <p className="td-gallery__note">
          {t('ui.gallery.missing', {
            names: missing.map((id) => t(sectionTitleKey(id))).join(', '),
          })}
        </p>
      )}
      {GALLERY_ENTRIES.map(({ id, Demo }) => (
        <section
          key={id}
          className="td-gallery__section"
          data-gallery-section={id}
          aria-labelledby={`gallery-${id}`}
        >
          <h2 id={`gallery-${id}`} className="td-gallery__heading">
            {t(sectionTitleKey(id))}
          </h2>
          <Demo />
        </section>
      ))}
    </>
  );
}

export function GalleryPage() {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>('ko');
  const instance = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  return (
    <I18nextProvider i18n={instance}>
      <main className="td-gallery" lang={language}>
        <header className="td-gallery__header">
          <h1>{instance.t('ui.gallery.title')}</h1>
          <p>{instance.t('ui.gallery.description')}</p>
          <div role="group" aria-label={instance.t('ui.gallery.language')} className="td-gallery__row">
            {GALLERY_LANGUAGES.map((code) => (
              <ToggleButton key={code} pressed={code === language} onChange={() => setLanguage(code)}>
                {instance.t(`language.${code}.name`)}
              </ToggleButton>
            ))}
          </div>
        </header>
        <GalleryContent />
      </main>
    </I18nextProvider>
  );
}
