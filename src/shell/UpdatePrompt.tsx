/**
 * The update prompt (app-update.ts): "A new version is ready — Reload" while a newer build waits. Reload is
 * the trader's choice; Later hides the prompt until the next build is offered.
 */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appUpdate } from './app-update';
import { acceptUpdate } from './sw-registration';
import './shell-layers.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const { ready } = useSnapshot(appUpdate);
  if (!ready) return null;
  return (
    <section className="td-update-prompt" role="status" aria-label={t('shell.update.label')}>
      <p className="td-update-prompt__message">{t('shell.update.message')}</p>
      <button type="button" className="td-button td-button--primary" onClick={acceptUpdate}>
        {t('shell.update.reload')}
      </button>
      <button type="button" className="td-button" onClick={() => (appUpdate.ready = false)}>
        {t('shell.update.later')}
      </button>
    </section>
  );
}
