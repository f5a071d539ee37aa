/**
 * The premium grade banner (shell spec §3, §4, §7): for a member whose grade group is one of the two
 * premium groups and who has not closed it today. Its call runs only for members without the closed
 * cookie (use-premium-language.ts refetches it when the language changes: the slides' titles come in the
 * request's language). Closing sets the cookie until the next KST midnight and hides it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { SHELL } from '../../../contract';
import { getQueryClient } from '../../api/query';
import { premiumGradeQuery } from '../../api/shell';
import { session } from '../../state/session';
import { Carousel } from '../../ui/Carousel';
import { FallbackImage } from '../../ui/FallbackImage';
import { premiumSlides } from './banner-rules';
import { isPremiumBannerClosed, premiumBannerClosedCookie } from './premium-banner-cookie';

export function PremiumBanner() {
  const { t } = useTranslation();
  const { status } = useSnapshot(session);
  const [closed, setClosed] = useState(() => isPremiumBannerClosed(document.cookie));
  const { data } = useQuery(premiumGradeQuery(status === 'member' && !closed), getQueryClient());
  const slides = closed ? [] : premiumSlides(data);
  if (slides.length === 0) return null;

  const close = () => {
    document.cookie = premiumBannerClosedCookie(Date.now());
    setClosed(true);
  };

  return (
    <div className="td-user-panel__banner td-user-panel__banner--premium">
      <Carousel
        label={t('userPanel.premiumBanner.label')}
        autoplayMs={SHELL.bannerAutoplayMs}
        slides={slides.map((slide) => ({
          key: slide.bannerId,
          content: (
            <Link to={slide.linkPath} className="td-user-panel__banner-link">
              <FallbackImage
                src={slide.bannerUrl}
                alt={slide.title}
                className="td-user-panel__banner-image"
              />
            </Link>
          ),
        }))}
      />
      <button type="button" className="td-text-button td-user-panel__banner-close" onClick={close}>
        {t('userPanel.premiumBanner.close')}
      </button>
    </div>
  );
}
