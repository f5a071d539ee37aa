/** A full-page message of the workspace (bad coin, bad pop-out address) with a way back to a good page. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MARKET_SYMBOLS } from '../../contract/markets';
import { DEFAULT_COIN, tradeOrderPath, type CoinParam } from './coin-param';

export function WorkspaceMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="td-workspace-message" role="alert">
      <p>{text}</p>
      <Link to={tradeOrderPath(DEFAULT_COIN)}>{t('workspace.goToDefaultCoin')}</Link>
    </section>
  );
}

/** The message for a coin parameter that parseCoinParam refused: malformed, or on an unknown market. */
export function BadCoinMessage({ coin }: { coin: Extract<CoinParam, { ok: false }> }) {
  const { t } = useTranslation();
  const text =
    coin.reason === 'market'
      ? t('workspace.badMarket', { market: coin.marketSymbol, markets: MARKET_SYMBOLS.join(', ') })
      : t('workspace.badCoin', { coin: coin.raw });
  return <WorkspaceMessage text={text} />;
}
