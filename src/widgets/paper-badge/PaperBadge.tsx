/**
 * The paper-trading mark of a panel where orders are placed or fills shown: on a paper source
 * (contract/market-source.ts `isPaperSource`: a real exchange's prices or a replay) a small badge in the
 * panel's title area, so that nobody takes a paper fill for a real one; on the simulator, and before the
 * window knows its source, nothing. Overlaid where the panel places it: it adds no line to a form.
 */
import { useTranslation } from 'react-i18next';
import { isPaperSource } from '../../../contract/market-source';
import { useMarketSource } from '../../api/market-source';
import './paper-badge.css';

export function PaperBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const source = useMarketSource();
  if (source === undefined || !isPaperSource(source.kind)) return null;
  return (
    <span
      className={className === undefined ? 'td-paper-badge' : `td-paper-badge ${className}`}
      role="note"
      aria-label={t('paperTrading.hint')}
      title={t('paperTrading.hint')}
      data-testid="paper-badge"
    >
      {t('paperTrading.badge')}
    </span>
  );
}
