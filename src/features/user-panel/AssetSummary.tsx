/**
 * The panel's asset summary (summary-rules.ts) with the ON/OFF switch that shows or hides the figures:
 * the asset fetch (silent) kept up to date by the socket's asset changes, valued at live prices.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { assetsQuery } from '../../api/assets';
import { useLiveValuation } from '../../api/live-valuation';
import { getQueryClient } from '../../api/query';
import { useFeed } from '../../shell/feed-context';
import { useAssetVisibility } from './asset-visibility';
import { summaryView } from './summary-rules';

export function AssetSummary() {
  const { t } = useTranslation();
  const feed = useFeed();
  const client = getQueryClient();
  const assets = useQuery(assetsQuery(true), client);
  const { tickers, marketKrw } = useLiveValuation(feed, assets.data);
  const [visible, setVisible] = useAssetVisibility();
  const view = summaryView(assets.data, visible, tickers.close, marketKrw);
  const switchLabel = useId();

  return (
    <section className="td-user-panel__summary" aria-label={t('userPanel.summary')}>
      <div className="td-user-panel__visibility">
        <span id={switchLabel}>{t('userPanel.visibility')}</span>
        <button
          type="button"
          role="switch"
          aria-checked={visible}
          aria-labelledby={switchLabel}
          className={`td-user-panel__switch${visible ? ' td-user-panel__switch--on' : ''}`}
          onClick={() => setVisible(!visible)}
        >
          {visible ? t('userPanel.on') : t('userPanel.off')}
        </button>
      </div>
      {view.kind === 'hidden' ? (
        <p className="td-user-panel__hidden">{t('userPanel.hiddenAssets')}</p>
      ) : (
        <dl className="td-user-panel__figures">
          <div>
            <dt>{t('userPanel.totalAssetKrw')}</dt>
            <dd>{t('userPanel.amount', { amount: view.totalAssetKrw })}</dd>
          </div>
          <div>
            <dt>{t('userPanel.totalValuationProfit')}</dt>
            <dd>{t('userPanel.amount', { amount: view.totalValuationProfit })}</dd>
          </div>
          <div>
            <dt>{t('userPanel.totalProfitRate')}</dt>
            <dd>{view.totalProfitRate}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
