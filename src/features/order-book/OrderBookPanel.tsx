/**
 * src/features/order-book/: the order book panel. React renders the frame (the grouping select, the
 * column headers, the grid the mirror rows live in); OrderBookController draws the levels through the
 * shared renderer and keeps the mirror, so a busy book never re-renders React.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { sourceIsDown, useCoinTicks, useMarketSource } from '../../api/market-source';
import { useFeed } from '../../shell/feed-context';
import { Select } from '../../ui/input/Select';
import { mountedElements } from '../../ui/mounted-elements';
import { GROUP_MULTIPLES, type GroupMultiple, type PickedLevel } from './book-rules';
import {
  openOrderBookController,
  type OrderBookController,
  type OrderBookOptions,
} from './order-book-controller';
import { pickIntoOrderPanel, type LevelPick } from './pick-into-order-panel';
import './order-book.css';

export interface OrderBookPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /**
   * Called when a level is clicked (or Enter on the active one); with Shift its cumulative quantity too.
   * By default the pick fills this window's order panels of the coin.
   */
  onPickLevel?: (pick: LevelPick) => void;
  /** The page's theme: dark on the trade order page (the default), light on the others that show a book. */
  theme?: 'dark' | 'light';
}

export function OrderBookPanel({
  coin,
  symbol,
  marketSymbol,
  onPickLevel = pickIntoOrderPanel,
  theme = 'dark',
}: OrderBookPanelProps) {
  const { t } = useTranslation();
  const feed = useFeed();
  const ticks = useCoinTicks(coin);
  const gridId = useId();
  const [multiple, setMultiple] = useState<GroupMultiple>(1);
  const gridRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<OrderBookController | null>(null);
  // The controller calls back through this, so a new callback needs no new controller.
  const pickRef = useRef(onPickLevel);
  const translate = t as OrderBookOptions['translate'];
  const options = useMemo<OrderBookOptions>(
    () => ({
      coin,
      ticks,
      translate,
      onPick: (pick: PickedLevel) => pickRef.current?.({ key: coin, ...pick }),
      theme,
    }),
    [coin, ticks, translate, theme],
  );
  const optionsRef = useRef(options);
  const multipleRef = useRef(multiple);
  useLayoutEffect(() => {
    pickRef.current = onPickLevel;
    optionsRef.current = options;
    multipleRef.current = multiple;
  });

  useEffect(() => {
    const elements = mountedElements({ grid: gridRef, plot: plotRef, scroller: scrollerRef, body: bodyRef });
    if (!elements) return;
    const close = openOrderBookController(feed, elements, optionsRef.current, (controller) => {
      controllerRef.current = controller;
      // Opened once its surface's code came (at once in 2D): the grouping chosen meanwhile too.
      controller.setOptions(optionsRef.current, multipleRef.current);
    });
    return () => {
      controllerRef.current = null;
      close();
    };
  }, [feed, coin, marketSymbol, theme]);

  // Runs after the effect above, so a controller opened at once gets the grouping too.
  useEffect(() => {
    controllerRef.current?.setOptions(options, multiple);
  }, [options, multiple, feed]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const controller = controllerRef.current;
    if (!controller || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && controller.pickActive(event.shiftKey)) event.preventDefault();
  };

  const name = `${symbol}/${marketSymbol}`;
  return (
    <section
      className="td-panel td-panel--drawn td-order-book"
      aria-label={t('orderBook.label', { coin: name })}
      data-testid="order-book"
      data-coin={coin}
    >
      <div className="td-order-book__toolbar">
        <Select<GroupMultiple>
          label={t('orderBook.grouping.label')}
          options={GROUP_MULTIPLES.map((value) => ({
            key: String(value),
            value,
            title: t('orderBook.grouping.option', { multiple: value }),
          }))}
          value={multiple}
          onChange={setMultiple}
          className="td-order-book__grouping"
        />
      </div>
      <div
        ref={gridRef}
        id={gridId}
        role="grid"
        aria-label={t('orderBook.label', { coin: name })}
        aria-rowcount={1}
        tabIndex={0}
        className="td-order-book__grid"
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className="td-order-book__head">
          <div role="row" aria-rowindex={1} className="td-order-book__head-row">
            <span role="columnheader">{t('orderBook.columns.price')}</span>
            <span role="columnheader">{t('orderBook.columns.quantity')}</span>
          </div>
        </div>
        <div className="td-order-book__viewport">
          <BookSourceDown />
          <div ref={plotRef} className="td-order-book__plot" aria-hidden="true" />
          <div ref={scrollerRef} className="td-order-book__scroller">
            <div ref={bodyRef} role="rowgroup" className="td-order-book__body" />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A real exchange that cannot be reached: its last book stays (the trader sees where it stood) under a notice
 * that it is not live, gone once the link is live again (the window's source, src/api/market-source.ts).
 */
function BookSourceDown() {
  const { t } = useTranslation();
  const source = useMarketSource();
  if (!sourceIsDown(source)) return null;
  return (
    <div className="td-order-book__source-down" role="alert" data-testid="order-book-source-down">
      <p>{t(`orderBook.sourceDown.${source.kind}`)}</p>
    </div>
  );
}
