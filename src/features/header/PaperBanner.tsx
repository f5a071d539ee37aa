/**
 * The header's paper-trading banner: on a paper source (contract/market-source.ts `isPaperSource`) a mark
 * beside the logo on every page ("Paper trading · Upbit"), its full sentence for the pointer and assistive
 * technology (no order reaches a real exchange); on the simulator, and before the source is known, nothing.
 */
import { useTranslation } from 'react-i18next';
import { isPaperSource } from '../../../contract/market-source';
import { useMarketSource } from '../../api/market-source';

export function PaperBanner() {
  const { t } = useTranslation();
  const source = useMarketSource();
  // isPaperSource is the rule; the simulator's test only narrows the kind to the texts' keys.
  if (source === undefined || !isPaperSource(source.kind) || source.kind === 'sim') return null;
  const full = t(`header.paperBanner.full.${source.kind}`);
  return (
    <p className="td-header__paper" role="note" aria-label={full} title={full} data-testid="paper-banner">
      {t(`header.paperBanner.short.${source.kind}`)}
    </p>
  );
}
