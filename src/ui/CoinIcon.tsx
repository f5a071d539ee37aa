/**
 * Coin icon (chart spec §2): `/resources/img/coin/coin-{hash}.png` (hash rule in src/lib/coin-icon.ts),
 * a grey round placeholder when it cannot be loaded.
 */
import { useTranslation } from 'react-i18next';
import { coinIconUrl } from '../lib/coin-icon';
import { FallbackImage } from './FallbackImage';
import './blocks.css';

export interface CoinIconProps {
  symbol: string;
  size?: number;
  /** Where the icons are served from (the spec does not name a host). */
  baseUrl?: string;
}

export function CoinIcon({ symbol, size = 24, baseUrl = '' }: CoinIconProps) {
  const { t } = useTranslation();
  return (
    <FallbackImage
      key={symbol}
      src={`${baseUrl}${coinIconUrl(symbol)}`}
      alt={t('ui.coinIcon.alt', { symbol: symbol.toUpperCase() })}
      width={size}
      height={size}
      className="td-coin-icon"
      placeholderClassName="td-coin-icon td-coin-icon--placeholder"
    />
  );
}
