/**
 * src/features/chart/: the price chart panel. It binds: React renders the frame (ChartToolbar,
 * ChartSurface, the countdown or a notice in the chart's place); ChartController draws and follows the
 * feed imperatively, so ticks and pointer moves never re-render React. The forecast's flow is a pure
 * reducer (rules/forecast-flow.ts) bound by use-forecast.ts; the interval, the line buttons, full screen
 * and the tip are hooks of their own; the member's lines come from account-lines.ts (shown-lines.ts makes
 * them the chart's lines). The settings are shared by the window's charts (chart-settings-store.ts); the
 * indicators, the compared coins and the chart type are this chart's own (use-chart-setup.ts), their
 * legends over the plot (ChartStudyLegend.tsx, ChartCompareLegend.tsx) and their dialogs opened from the
 * toolbar and the legends.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getQueryClient } from '../../api/query';
import { alertConditionText, type AlertFiring } from '../../../contract';
import type { Alert } from '../../../contract/alerts';
import { alertFirings } from '../../api/client';
import { useMarketSource } from '../../api/market-source';
import { formatKst } from '../../lib/kst';
import { languageOf } from '../../lib/languages';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { priceTicks } from '../../../contract/price-ticks';
import { useTickTable } from '../../api/market-source';
import { formatPrice } from '../../lib/price-format';
import { openDialog, subscribeIntent } from '../../shell';
import { CHART_LIGHT_THEME, CHART_THEME } from '../../render/chart/chart-palette';
import { isChartPopupPath } from '../../lib/paths';
import { session } from '../../state/session';
import { useMemberAlerts } from '../../state/alerts';
import { useFeed } from '../../shell/feed-context';
import { mountedElements } from '../../ui/mounted-elements';
import { AccountLines, NO_ACCOUNT_LINES, type AccountLinesState } from './account-lines';
import {
  openChartController,
  type ChartController,
  type ChartLoadState,
  type DrawingWords,
} from './chart-controller';
import { drawingTexts } from './drawing-texts';
import { showChartMessage } from './chart-message';
import { DRAWINGS_PER_COIN_MAX } from '../../../contract/drawings';
import { deleteAlertLine } from './alert-line-actions';
import { ChartAlertMenu } from './ChartAlertMenu';
import { confirmCancel, orderLineActions, type OrderLineContext } from './order-line-actions';
import type { OrderLine } from './rules/order-lines';
import { defaultChartServices, type ChartServices } from './chart-services';
import { chartSettings, resetAllChartSettings } from './chart-settings-store';
import {
  openComparePicker,
  openDeleteAllDrawings,
  openDrawingShortcuts,
  openDrawingStyle,
  openForecastGuide,
  openIndicatorPicker,
  openIndicatorSettings,
  openResetConfirm,
} from './chart-dialogs';
import { PaneStudyLegends, PriceStudyLegend } from './ChartStudyLegend';
import { ChartCompareLegend } from './ChartCompareLegend';
import type { CompareState } from './chart-compares';
import { comparesShown } from './rules/chart-compare';
import {
  addIndicator,
  setIntervals,
  setLineChoices,
  setPaneWeights,
  setParams,
  setVisible,
  studiesOf,
  type ChartIndicator,
  type ChartIndicators,
} from './rules/chart-indicators';
import { useChartSetup } from './use-chart-setup';
import { forecastSidesShown, isForecastOrderPage, nextBarText } from './rules/chart-forecast';
import { CountdownPanel, useListingSchedule } from './countdown';
import { ChartLeftToolbar } from './ChartLeftToolbar';
import { ChartDrawingToolbar } from './ChartDrawingToolbar';
import { ChartObjectsList } from './ChartObjectsList';
import type { DrawingsState } from './chart-drawings';
import { ChartToolbar } from './ChartToolbar';
import { ChartScaleControls } from './ChartScaleControls';
import { ChartReplayTime, ChartSourceDown } from './ChartSourceNotice';
import { ChartSurface } from './ChartSurface';
import { shownLines as linesToShow, shownRanges } from './shown-lines';
import { useChartSelection } from './use-chart-selection';
import { useChartHotkeyIntents } from './hotkey-intents';
import { PriceAxisOneClick } from './price-axis-one-click';
import { useForecast } from './use-forecast';
import { useForecastTip } from './use-forecast-tip';
import { useChartFullscreen } from './use-chart-fullscreen';
import { chartHiddenAt, chartThemeFor } from './rules/chart-appearance';
import { openChartPopup } from './chart-popup';
import { useCoinListing } from './use-coin-listing';
import { useLineButtons } from './use-line-buttons';
import { useCrosshairLink } from './use-crosshair-link';
import type { LinkGroup } from '../../../contract/workspace-layout';
import './chart-panel.css';

export interface ChartPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** History and worker; tests give their own. */
  services?: ChartServices;
  /** Hands out the panel's controller while it lives (null when it goes): for benches and tests. */
  onController?: (controller: ChartController | null) => void;
  /** The page's path (default: the window's): popups and the trade order page behave differently. */
  pathname?: string;
  /** The workspace panel this chart is: its interval is kept per panel. */
  panelId?: string;
  /**
   * The workspace panel's own settings and their setter: the chart keeps its indicators and chart type
   * there. Without them (the popup) they are kept in this browser's chart settings.
   */
  settings?: Readonly<Record<string, unknown>> | null;
  onSettings?(next: Readonly<Record<string, unknown>>): void;
  /** The workspace panel's link group: its charts share a crosshair time (crosshair-link.ts). */
  link?: LinkGroup | null;
}

/** No firings to mark (a guest, or not asked yet). */
const NO_FIRINGS: readonly AlertFiring[] = [];

export function ChartPanel({
  coin,
  symbol,
  marketSymbol,
  services = defaultChartServices,
  onController,
  pathname = globalThis.location?.pathname ?? '/',
  panelId,
  settings: panelSettings,
  onSettings,
  link: linkGroup = null,
}: ChartPanelProps) {
  const feed = useFeed();
  // The window's price steps: the chart opens with the latest and follows a later table (setTickTable).
  const tickTable = useTickTable();
  const ticks = useMemo(() => priceTicks(tickTable, coin), [tickTable, coin]);
  const tickTableRef = useRef(tickTable);
  const { t, i18n } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDListElement>(null);
  const captionsRef = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<ChartController | null>(null);
  const [loadState, setLoadState] = useState<ChartLoadState>('loading');
  // The controller's price-scale auto-fit, which its gestures turn on and off too (onAutoFit).
  const [autoFit, setAutoFit] = useState(true);
  const { selection, choose: chooseInterval, reset: resetSelection, retry } = useChartSelection(panelId);
  // An interval asked by command (the palette's setChartInterval intent) is chosen as the toolbar does.
  const chooseIntervalRef = useRef(chooseInterval);
  useEffect(() => {
    chooseIntervalRef.current = chooseInterval;
  });
  useEffect(
    () =>
      subscribeIntent('setChartInterval', ({ interval }) => {
        chooseIntervalRef.current(interval);
        return true;
      }),
    [],
  );
  useChartHotkeyIntents(selection.interval, chooseInterval);
  const settings = useSnapshot(chartSettings);
  const { status, user } = useSnapshot(session);
  const loggedIn = status === 'member';
  const memNo = user?.memNo ?? null;
  // Lines are kept with the member and coin they belong to, so another's never show.
  const linesOwner = loggedIn && memNo !== null ? `${memNo}:${coin}` : null;
  const [ownedLines, setOwnedLines] = useState<{ owner: string; lines: AccountLinesState } | null>(null);
  const accountLines = ownedLines && ownedLines.owner === linesOwner ? ownedLines.lines : NO_ACCOUNT_LINES;
  const lineButtons = useLineButtons(loggedIn, memNo, accountLines);
  const averageShown = lineButtons.shown('averagePrice');
  const pendingShown = lineButtons.shown('pending');
  const accountRef = useRef<AccountLines | null>(null);
  const orderContext = useRef<OrderLineContext | null>(null);
  const tip = useForecastTip();
  const popup = isChartPopupPath(pathname);
  const orderPage = isForecastOrderPage(pathname);
  const chartSymbol = `${symbol}/${marketSymbol}`;
  // A newly listed coin that has not opened shows its countdown instead of a chart (chart spec §4).
  const listing = useListingSchedule(coin);
  const countdown = listing.mode !== null && listing.schedule !== null ? listing.schedule : null;
  const hidden = chartHiddenAt(settings, pathname);
  // A coin its market does not list gets the fact instead of a chart (and of a retry that cannot work).
  const unlisted = useCoinListing(coin, symbol, marketSymbol, services);
  const showChart = countdown === null && !hidden && unlisted === null;
  const theme = chartThemeFor(settings.theme, pathname);
  const palette = theme === 'light' ? CHART_LIGHT_THEME : CHART_THEME;
  const { fullscreen, toggle: toggleFullscreen } = useChartFullscreen(sectionRef, popup);
  const source = useMarketSource();
  const forecast = useForecast({
    controller,
    ready: loadState === 'ready',
    coin,
    interval: selection.interval,
    chartSymbol,
    source,
    orderPage,
    status,
    flagActive: settings.forecastActive,
    termsAgreed: settings.forecastTermsAgreed,
  });
  const { chartCreated, onResult, figures } = forecast;
  const nextBar = figures && nextBarText(figures.next, forecastSidesShown(figures.measured));

  // This chart's indicators and chart type, kept with its panel (or in this browser for the popup).
  const binding = useMemo(
    () => (onSettings ? { settings: panelSettings ?? null, onSettings } : undefined),
    [panelSettings, onSettings],
  );
  const setup = useChartSetup(binding);
  const crosshairLink = useCrosshairLink(controller, linkGroup, binding);
  const { indicators, chartType, scaleMode, scaleInverted } = setup;
  const studies = useMemo(() => studiesOf(indicators, selection.interval), [indicators, selection.interval]);
  const compares = useMemo(() => comparesShown(setup.compares, coin), [setup.compares, coin]);
  const [compareStates, setCompareStates] = useState<Partial<Record<CoinKey, CompareState>>>({});
  const [drawingState, setDrawingState] = useState<DrawingsState | null>(null);
  const [objectsShown, setObjectsShown] = useState(false);
  // What the controller's pane drag and the dialogs change: the set as it is when they act.
  const indicatorsRef = useRef(indicators);
  const setupRef = useRef(setup);
  useLayoutEffect(() => {
    indicatorsRef.current = indicators;
    setupRef.current = setup;
  });
  const openSettings = useCallback((indicator: ChartIndicator) => {
    openIndicatorSettings({
      indicator,
      onApply: ({ params, lines, visible, intervals }) => {
        const changed = setParams(indicatorsRef.current, indicator.id, params);
        if (!changed.ok) return changed.refusal;
        const styled = setLineChoices(changed.set, indicator.id, lines);
        const shown = setVisible(styled, indicator.id, visible);
        setupRef.current.setIndicators(setIntervals(shown, indicator.id, intervals));
        return null;
      },
    });
  }, []);
  // The picker stays open to add several: opened again with each new set, it updates in place.
  const openPicker = (current: ChartIndicators = indicatorsRef.current) =>
    openIndicatorPicker({
      current,
      onAdd: (kind) => {
        const added = addIndicator(indicatorsRef.current, kind);
        if (!added.ok) return;
        indicatorsRef.current = added.set;
        setupRef.current.setIndicators(added.set);
        openPicker(added.set);
      },
      onApplyTemplate: (set) => setupRef.current.setIndicators(set),
    });
  const legendProps = {
    set: indicators,
    studies,
    interval: selection.interval,
    onChange: setup.setIndicators,
    onSettings: openSettings,
  };
  // The compare picker stays open to add several: opened again with each new list, it updates in place.
  const openCompare = (current = setupRef.current.compares) =>
    openComparePicker({
      chartCoin: coin,
      chartMarket: marketSymbol,
      current: comparesShown(current, coin),
      onAdd: (added) => {
        const change = setupRef.current.addCompare(added, coin);
        if (!change.ok) return change.refusal;
        openCompare(change.compares);
        return null;
      },
      onRemove: (removed) => openCompare(setupRef.current.removeCompare(removed)),
    });

  // The member's alerts: the coin's active price alerts are drawn as lines.
  const { alerts, lists } = useMemberAlerts();
  // The lines to draw, each with the orders (none for the average line) or the alert behind it.
  const shownLines = useMemo(
    () =>
      linesToShow(
        {
          average: averageShown ? accountLines.averagePrice : null,
          pending: pendingShown ? { lines: accountLines.pending, orders: accountLines.orders } : null,
          limits: pendingShown ? accountLines.parents.limits : [],
          coin,
          alerts: alerts as readonly Alert[],
        },
        t,
      ),
    [averageShown, pendingShown, accountLines, coin, alerts, t],
  );
  // The split orders' ranges, under the same toggle as the pending lines.
  const shownPriceRanges = useMemo(
    () => (pendingShown ? shownRanges(accountLines.parents.ranges, t) : []),
    [pendingShown, accountLines.parents, t],
  );
  const shownRef = useRef(shownLines);
  // The drawings' words as the controller asks for them (a new note, a refusal): this render's language.
  const drawingWordsRef = useRef<DrawingWords>({ note: '', failed: '', full: '' });
  useLayoutEffect(() => {
    drawingWordsRef.current = {
      note: t('chart.drawingNotices.noteText'),
      failed: t('chart.drawingNotices.failed'),
      full: t('chart.drawingNotices.full', { max: DRAWINGS_PER_COIN_MAX }),
    };
  });
  // What the controller's order-line actions read when the trader acts: this render's.
  useLayoutEffect(() => {
    shownRef.current = shownLines;
    tickTableRef.current = tickTable;
    orderContext.current = {
      services,
      ticks,
      t,
      alerts: { language: languageOf(i18n.language), failedText: t('alerts.failed') },
      reload: async () => accountRef.current?.reloadPending(),
    };
  });

  useEffect(() => {
    const elements = mountedElements({
      root: rootRef,
      plot: plotRef,
      legend: legendRef,
      captions: captionsRef,
      // The indicators' values are written into cells over the whole surface (captions and panes).
      studyLegend: rootRef,
      compareLegend: rootRef,
    });
    if (!showChart || !elements) return;
    let created: ChartController | null = null;
    const close = openChartController(
      elements,
      {
        coin,
        ticks: tickTableRef.current,
        feed,
        services,
        orderLines: orderLineActions(
          () => shownRef.current,
          () => orderContext.current,
        ),
        onLoadState: setLoadState,
        onPanes: (panes) => setupRef.current.setIndicators(setPaneWeights(indicatorsRef.current, panes)),
        drawingWords: () => drawingWordsRef.current,
        onDrawings: setDrawingState,
        notify: showChartMessage,
        onCompareState: (compared, state) =>
          setCompareStates((previous) =>
            previous[compared] === state ? previous : { ...previous, [compared]: state },
          ),
        onAutoFit: setAutoFit,
        forecastHistory: chartSettings.forecastActive,
        // The controller drops a result once its interval changed: the one it has now is the result's.
        onForecast: (result, cause) => {
          if (created) onResult(result, cause, created.interval);
        },
      },
      (opened) => {
        created = opened;
        setAutoFit(opened.autoFit);
        chartCreated();
        setController(opened);
        onController?.(opened);
      },
    );
    return () => {
      setController(null);
      onController?.(null);
      close();
    };
    // The countdown replaces the chart's surface; the chart starts once it gives way.
  }, [coin, marketSymbol, feed, services, onController, showChart, chartCreated, onResult]);

  useEffect(() => {
    controller?.setTickTable(tickTable);
  }, [controller, tickTable]);

  // Set before the first load, so that the chart opens with its indicators; after the legends rendered.
  useLayoutEffect(() => {
    controller?.setIndicators(indicators);
  }, [controller, indicators]);

  // A member's drawings are the exchange's, a guest's this browser's: known once the session is.
  const drawingOwner = status === 'unknown' ? null : loggedIn ? `member:${memNo}` : 'guest';
  useEffect(() => {
    if (controller && drawingOwner !== null) controller.setDrawingOwner(drawingOwner !== 'guest');
  }, [controller, drawingOwner]);

  useEffect(() => {
    controller?.setDrawingTexts(drawingTexts(t));
  }, [controller, t]);

  // After the compare legend rendered its cells.
  useLayoutEffect(() => {
    controller?.setCompares(compares);
  }, [controller, compares]);

  useEffect(() => {
    controller?.setChartType(chartType);
  }, [controller, chartType]);

  useEffect(() => {
    controller?.setPriceScale(scaleMode, scaleInverted);
  }, [controller, scaleMode, scaleInverted]);

  useEffect(() => {
    void controller?.load(selection.interval, selection.frame);
  }, [controller, selection]);

  const { ma15, ma60 } = settings.chart;
  const { showGrid, showVolume } = settings.paneProperties;
  useEffect(() => {
    controller?.setAppearance({ palette, showGrid, showVolume, ma15, ma60 });
  }, [controller, palette, showGrid, showVolume, ma15, ma60]);

  // The member's lines: fetched while a member is logged in.
  useEffect(() => {
    if (linesOwner === null) return;
    const lines = new AccountLines({
      coin,
      marketSymbol,
      services,
      feed,
      queries: getQueryClient(),
      onChange: (state) => setOwnedLines({ owner: linesOwner, lines: state }),
    });
    accountRef.current = lines;
    return () => {
      accountRef.current = null;
      lines.dispose();
    };
  }, [coin, marketSymbol, services, feed, linesOwner]);

  useEffect(() => {
    controller?.setPriceLines(shownLines.map((shown) => shown.line));
  }, [controller, shownLines]);

  useEffect(() => {
    controller?.setPriceRanges(shownPriceRanges);
  }, [controller, shownPriceRanges]);

  // Where the coin's alerts fired: asked when the chart opens and whenever the alerts are listed again (a
  // firing's notification reloads them), drawn as bells under their bars.
  const firingsOwner = memNo === null ? null : `${memNo}:${coin}`;
  const [loadedFirings, setLoadedFirings] = useState<{
    owner: string;
    firings: readonly AlertFiring[];
  } | null>(null);
  useEffect(() => {
    if (firingsOwner === null) return;
    const abort = new AbortController();
    alertFirings({ key: coin }, { signal: abort.signal }).then(
      (answer) => setLoadedFirings({ owner: firingsOwner, firings: answer.firings }),
      (error: unknown) => {
        if (!abort.signal.aborted) console.error(`chart ${coin}: alert firings could not be loaded`, error);
      },
    );
    return () => abort.abort();
  }, [coin, firingsOwner, lists]);
  // Another member's or coin's firings never show (a guest has none).
  const firings = loadedFirings?.owner === firingsOwner ? loadedFirings.firings : NO_FIRINGS;
  const language = languageOf(i18n.language);
  const alertMarks = useMemo(
    () =>
      firings.map((firing, index) => {
        const alert = alerts.find((each) => each.id === firing.alertId);
        const at = formatKst(firing.at, { seconds: true });
        const price = formatPrice(ticks, firing.price);
        const label = alert
          ? t('alerts.chart.fired', {
              what: alertConditionText(alert.coin, alert.condition as Alert['condition'])[language],
              at,
            })
          : t('alerts.chart.firedPrice', { price, at });
        return { key: `${firing.alertId}:${firing.at}:${index}`, label, at: firing.at };
      }),
    [firings, alerts, language, ticks, t],
  );
  useEffect(() => {
    controller?.setAlertMarks(alertMarks.map((mark) => mark.at));
  }, [controller, alertMarks]);

  // The chart's context menu: "Add alert" at the price under the pointer.
  const [alertMenu, setAlertMenu] = useState<{ x: number; y: number; price: number } | null>(null);
  const openAlertMenu = (event: MouseEvent<HTMLDivElement>) => {
    const root = rootRef.current;
    if (!controller || !root) return;
    const price = controller.priceAt(event.clientY - event.currentTarget.getBoundingClientRect().top);
    if (price === null) return;
    event.preventDefault();
    const box = root.getBoundingClientRect();
    setAlertMenu({ x: event.clientX - box.left, y: event.clientY - box.top, price });
  };
  const deleteAlert = (alert: Alert) => {
    if (orderContext.current) deleteAlertLine(alert, orderContext.current.alerts);
  };
  const cancelLine = (orders: OrderLine) => {
    if (orderContext.current) confirmCancel(orders, orderContext.current);
  };

  const refresh = () => {
    void controller?.refresh();
    void accountRef.current?.refresh();
  };

  const reset = () =>
    openResetConfirm(() => {
      resetAllChartSettings();
      resetSelection();
      controller?.setAutoFit(true);
    });

  return (
    <section
      ref={sectionRef}
      className="td-panel td-panel--drawn td-chart"
      aria-label={t('chart.label', { symbol, market: marketSymbol })}
      data-testid="chart-panel"
      data-coin={coin}
      data-theme={theme}
    >
      <ChartToolbar
        symbol={symbol}
        marketSymbol={marketSymbol}
        interval={selection.interval}
        frame={selection.frame}
        chooseInterval={chooseInterval}
        forecastOn={forecast.on}
        pressForecast={forecast.press}
        openGuide={() =>
          openForecastGuide({
            symbol: chartSymbol,
            interval: selection.interval,
            measured: figures?.measured ?? null,
          })
        }
        tip={tip}
        lineButton={lineButtons.button}
        pressLine={lineButtons.press}
        refresh={refresh}
        reset={reset}
        fullscreen={fullscreen}
        toggleFullscreen={toggleFullscreen}
        popOut={popup ? undefined : () => openChartPopup(coin)}
        pathname={pathname}
        openIndicators={() => openPicker()}
        openCompare={() => openCompare()}
        scaleControls={
          <ChartScaleControls
            scaleMode={scaleMode}
            scaleInverted={scaleInverted}
            chooseScale={setup.setScale}
            autoFit={autoFit}
            toggleAutoFit={() => controller?.setAutoFit(!autoFit)}
          />
        }
        chartType={chartType}
        chooseChartType={setup.setChartType}
        link={crosshairLink}
      />
      <ChartReplayTime />
      {hidden ? (
        <div className="td-chart__hidden" role="status">
          <p>{t('chart.hidden.message')}</p>
          <button type="button" onClick={() => (chartSettings.chartHidden = false)}>
            {t('chart.hidden.show')}
          </button>
        </div>
      ) : unlisted !== null ? (
        <div className="td-chart__hidden" role="status" data-testid="chart-not-listed">
          <p>{t(unlisted.key, unlisted.values)}</p>
        </div>
      ) : countdown !== null ? (
        <CountdownPanel schedule={countdown} name={listing.name} onOpen={listing.recheck} />
      ) : (
        <div className="td-chart__body">
          {!settings.leftToolbarHidden && (
            <ChartLeftToolbar controller={controller}>
              <ChartDrawingToolbar
                activeTool={drawingState?.tool ?? null}
                chooseTool={(tool) => controller?.drawings.chooseTool(tool)}
                magnet={drawingState?.magnet ?? 'off'}
                setMagnet={(mode) => controller?.drawings.setMagnet(mode)}
                objectsShown={objectsShown}
                toggleObjects={() => setObjectsShown((shown) => !shown)}
                openShortcuts={openDrawingShortcuts}
                deleteAll={() =>
                  openDeleteAllDrawings({
                    count: drawingState?.drawings.length ?? 0,
                    onDelete: () => controller?.drawings.removeAll(),
                  })
                }
                hasDrawings={(drawingState?.drawings.length ?? 0) > 0}
                // Until the session is known the drawings have no keeper (chart-drawings.ts kept).
                disabled={!controller || drawingOwner === null}
              />
            </ChartLeftToolbar>
          )}
          <ChartSurface
            rootRef={rootRef}
            plotRef={plotRef}
            captionsRef={captionsRef}
            legendRef={legendRef}
            loadState={loadState}
            palette={palette}
            pendingLines={
              pendingShown ? accountLines.pending.map((line) => `${line.side}:${line.price}`).join(' ') : ''
            }
            shownLines={shownLines}
            priceRanges={shownPriceRanges}
            ticks={ticks}
            cancelLine={cancelLine}
            deleteAlert={deleteAlert}
            onPlotContextMenu={openAlertMenu}
            alertMarks={alertMarks}
            menu={
              alertMenu && (
                <ChartAlertMenu
                  x={alertMenu.x}
                  y={alertMenu.y}
                  priceText={formatPrice(ticks, alertMenu.price)}
                  onAdd={() =>
                    openDialog({ type: 'alertEditor', props: { draft: { coin, price: alertMenu.price } } })
                  }
                  onClose={() => setAlertMenu(null)}
                />
              )
            }
            nextBar={nextBar}
            retry={retry}
            priceStudies={
              <>
                <ChartCompareLegend
                  compares={compares}
                  states={compareStates}
                  onRemove={setup.removeCompare}
                />

                <PriceStudyLegend {...legendProps} />
              </>
            }
            paneStudies={<PaneStudyLegends {...legendProps} />}
          />
          <PriceAxisOneClick controller={controller} plotRef={plotRef} coin={coin} />
          {objectsShown && controller && drawingState && (
            <ChartObjectsList
              drawings={drawingState.drawings}
              selected={drawingState.selected}
              ticks={ticks}
              select={(id) => controller.drawings.select(id)}
              setHidden={(id, hidden) => controller.drawings.setHidden(id, hidden)}
              setLocked={(id, locked) => controller.drawings.setLocked(id, locked)}
              editStyle={(id) => {
                const drawing = drawingState.drawings.find((each) => each.id === id);
                if (drawing)
                  openDrawingStyle({
                    drawing,
                    onApply: (style) => controller.drawings.setStyle(id, style),
                  });
              }}
              addAlert={
                loggedIn
                  ? (id) =>
                      openDialog({ type: 'alertEditor', props: { draft: { coin, drawingId: id, line: 0 } } })
                  : undefined
              }
              remove={(id) => controller.drawings.remove(id)}
              close={() => setObjectsShown(false)}
            />
          )}
          <ChartSourceDown />
        </div>
      )}
    </section>
  );
}
