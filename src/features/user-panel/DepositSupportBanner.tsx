/**
 * The new-deposit-support banner (shell spec §2.4, §3, §7): the coins newly supported for deposit (silent
 * call), named through the coin catalogue in the current language, each slide linking to its deposit page.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL } from '../../../contract';
import { coinsQuery, getQueryClient } from '../../api/query';
import { coinInoutLatestQuery } from '../../api/shell';
import { isLanguage } from '../../lib/languages';
import { Carousel } from '../../ui/Carousel';
import { depositSupportSlides, slideCoinName } from './banner-rules';

export function DepositSupportBanner() {
  const { t, i18n } = useTranslation();
  const client = getQueryClient();
  const latest = useQuery(coinInoutLatestQuery, client);
  const coins = useQuery(coinsQuery, client);
  const slides = useMemo(
    () => depositSupportSlides(latest.data ?? [], coins.data ?? []),
    [latest.data, coins.data],
  );
  const language = isLanguage(i18n.language) ? i18n.language : 'ko';
  if (slides.length === 0) return null;

  return (
    <div className="td-user-panel__banner td-user-panel__banner--deposit">
      <Carousel
        label={t('userPanel.depositBanner.label')}
        autoplayMs={SHELL.bannerAutoplayMs}
        slides={slides.map((slide) => ({
          key: slide.coinType,
          content: (
            <Link to={slide.path} className="td-user-panel__banner-link">
              {t('userPanel.depositBanner.slide', {
                name: slideCoinName(slide, language),
                symbol: slide.coinSymbol,
              })}
            </Link>
          ),
        }))}
      />
    </div>
  );
}
