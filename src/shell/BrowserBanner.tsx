/**
 * The browser-support banner (chart spec §2, §9): above the page in any browser that is not Chrome
 * (browser-support.ts says which are), with a link to get Chrome and "don't show again today", which
 * hides it until the next local midnight in this browser. The shell shows it on pages with the header,
 * never in pop-out windows.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewWindowLink } from '../ui/NewWindowLink';
import {
  bannerHiddenUntil,
  browserBannerRecord,
  browserBannerVisible,
  CHROME_DOWNLOAD_URL,
  currentBrowser,
  isChrome,
} from './browser-support';
import './shell-layers.css';

export function BrowserBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() =>
    browserBannerVisible(isChrome(currentBrowser()), browserBannerRecord.read().hiddenUntil, Date.now()),
  );
  if (!visible) return null;

  const dismiss = () => {
    browserBannerRecord.write({ hiddenUntil: bannerHiddenUntil(Date.now()) });
    setVisible(false);
  };

  return (
    <section className="td-browser-banner" aria-label={t('browserBanner.label')}>
      <p className="td-browser-banner__message">{t('browserBanner.message')}</p>
      <NewWindowLink className="td-browser-banner__link" href={CHROME_DOWNLOAD_URL}>
        {t('browserBanner.download')}
      </NewWindowLink>
      <button type="button" className="td-button td-browser-banner__dismiss" onClick={dismiss}>
        {t('browserBanner.dismiss')}
      </button>
    </section>
  );
}
