/**
 * A parent order's rows in the open orders table: the parent (kind, side, state and stop reason, progress,
 * pause / resume and cancel) and, unfolded, its open children as ordinary order rows (a split order's
 * child is cancelled alone like any order).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgoRowView } from './algo-rules';
import type { AlgoAction } from './use-orders';

const ALGO_ACTIONS: readonly AlgoAction[] = ['pause', 'resume', 'cancel'];

export interface AlgoOrderRowsProps {
  view: AlgoRowView;
  showCoin: boolean;
  busy: boolean;
  onAction: (action: AlgoAction) => void;
  /** The open children's rows, shown when unfolded. */
  children: ReactNode[];
}

export function AlgoOrderRows({ view, showCoin, busy, onAction, children }: AlgoOrderRowsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const kind = t(`openOrders.algo.kind.${view.kind}`);
  const allowed: Record<AlgoAction, boolean> = {
    pause: view.canPause,
    resume: view.canResume,
    cancel: view.canCancel,
  };
  const actions = ALGO_ACTIONS.filter((name) => allowed[name]).map((name) => (
    <button
      key={name}
      type="button"
      className="td-open-orders__action"
      disabled={busy}
      aria-label={t(`openOrders.algo.actionOf.${name}`, { kind, id: view.algoId })}
      onClick={() => onAction(name)}
    >
      {t(`openOrders.algo.action.${name}`)}
    </button>
  ));
  return (
    <>
      <tr className="td-open-orders__parent" data-side={view.side} data-algo-id={view.algoId}>
        <td>{view.time}</td>
        {showCoin && <td>{view.key}</td>}
        <td className="td-open-orders__side">{t(`openOrders.side.${view.side}`)}</td>
        <td>
          <button
            type="button"
            className="td-open-orders__fold"
            aria-expanded={open}
            aria-label={t('openOrders.algo.childrenOf', { kind, id: view.algoId, count: children.length })}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </button>{' '}
          {kind}{' '}
          <span className="td-open-orders__state">
            {t(`openOrders.algo.state.${view.state}`)}
            {view.stopReason && ` (${t(`openOrders.algo.stopReason.${view.stopReason}`)})`}
          </span>
        </td>
        <td className="td-num">{view.avgPrice}</td>
        <td className="td-num">{view.total}</td>
        <td className="td-num">{view.filled}</td>
        <td className="td-open-orders__progress">
          {t('openOrders.algo.slices', { done: view.slicesDone, total: view.slicesTotal })}
          {view.nextSlice !== null && ` · ${t('openOrders.algo.next', { time: view.nextSlice })}`}
          {view.remaining !== null && ` · ${t('openOrders.algo.remaining', { time: view.remaining })}`}
        </td>
        <td>{actions}</td>
      </tr>
      {open && children}
    </>
  );
}
