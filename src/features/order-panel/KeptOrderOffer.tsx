/**
 * The order kept when the session ended, offered to the member who typed it once logged in again: its
 * figures as typed, and Place (the usual checks, under its unanswered key if any) or Discard.
 */
import { useTranslation } from 'react-i18next';
import { NOT_AVAILABLE } from '../../lib/format';
import { groupNumberText } from '../../lib/input-value';
import type { MarketSymbol } from '../../../contract/markets';
import { orderFields, type KeptOrder } from './rules';
import { useFieldLabel } from './use-field-label';

export function KeptOrderOffer({
  offer,
  symbol,
  marketSymbol,
  disabled,
  onPlace,
  onDiscard,
}: {
  offer: KeptOrder;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** Place cannot be pressed (an order is on its way, or trading is blocked). */
  disabled: boolean;
  onPlace(): void;
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel(symbol, marketSymbol);
  return (
    <section className="td-order-panel__kept" aria-label={t('orderPanel.kept.title')}>
      <p>{t('orderPanel.kept.offer')}</p>
      <dl className="td-order-panel__figures">
        <div>
          <dt>{t('orderPanel.kept.order')}</dt>
          <dd>
            {t(offer.plusBuy ? 'orderPanel.kept.plusBuySideAndType' : 'orderPanel.kept.sideAndType', {
              side: t(`orderPanel.sides.${offer.side}`),
              type: t(`orderPanel.types.${offer.orderType}`),
            })}
          </dd>
        </div>
        {orderFields(offer).map((name) => (
          <div key={name}>
            <dt>{fieldLabel(name, offer)}</dt>
            <dd>{groupNumberText(offer[name]) || NOT_AVAILABLE}</dd>
          </div>
        ))}
      </dl>
      {offer.reason === 'unknownOutcome' && <p>{t('orderPanel.unknownOutcome')}</p>}
      <div className="td-order-panel__kept-actions">
        <button type="button" className="td-order-panel__submit" disabled={disabled} onClick={onPlace}>
          {t('orderPanel.kept.place')}
        </button>
        <button type="button" className="td-order-panel__discard" onClick={onDiscard}>
          {t('orderPanel.kept.discard')}
        </button>
      </div>
    </section>
  );
}
