/**
 * The one page for an address that shows nothing: an unknown page, a malformed coin, an unknown market, a
 * coin its market does not list, a damaged pop-out address. Every route shows it the same way (the page
 * layout, in the page's theme) with the same ways back, BTC-KRW's trade page and home, so that the chart
 * popup and a pop-out window, which have no header, still lead somewhere.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MARKET_SYMBOLS, type CoinKey } from '../../contract/markets';
import { HOME_PATH } from '../lib/paths';
import { PageLayout } from '../ui/PageLayout';
import { DEFAULT_COIN, tradeOrderPath, type CoinParam } from './coin-param';
import './not-found.css';

export interface NotFoundMessageProps {
  title: string;
  text: string;
  /** Coins to offer before the default one (the markets that do list a symbol). */
  coins?: readonly CoinKey[];
}

export function NotFoundMessage({ title, text, coins = [] }: NotFoundMessageProps) {
  const { t } = useTranslation();
  const offered = [...coins.filter((coin) => coin !== DEFAULT_COIN), DEFAULT_COIN];
  return (
    <div className="td-not-found" data-testid="not-found">
      <PageLayout title={title} description={text} width="narrow">
        <nav className="td-not-found__ways" aria-label={t('notFound.waysBack')}>
          {offered.map((coin, i) => (
            <Link
              key={coin}
              className={i === 0 ? 'td-button td-button--primary' : 'td-button'}
              to={tradeOrderPath(coin)}
            >
              {t('notFound.goToCoin', { coin })}
            </Link>
          ))}
          <Link className="td-button" to={HOME_PATH}>
            {t('notFound.goHome')}
          </Link>
        </nav>
      </PageLayout>
    </div>
  );
}

/** The message for a coin parameter that parseCoinParam refused: malformed, or on an unknown market. */
export function BadCoinMessage({ coin }: { coin: Extract<CoinParam, { ok: false }> }) {
  const { t } = useTranslation();
  const text =
    coin.reason === 'market'
      ? t('workspace.badMarket', { market: coin.marketSymbol, markets: MARKET_SYMBOLS.join(', ') })
      : t('workspace.badCoin', { coin: coin.raw });
  return <NotFoundMessage title={t('notFound.coinTitle')} text={text} />;
}
