/**
 * src/features/chart/: the price chart panel. React renders the frame (toolbar, plot box, legend, loading
 * layer, forecast tip); ChartController draws and follows the feed imperatively, so ticks and pointer
 * moves never re-render React. The scene lives in src/render/chart/, drawn by the window's shared
 * renderer. Pure rules (settings record, lines, forecast button and the sides it shows) are in rules/; the
 * settings are shared by the window's charts (chart-settings-store.ts); the member's lines come from
 * account-lines.ts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  CANDLE_INTERVALS,
  TIME_FRAME_SHORTCUTS,
  isCandleInterval,
  type CandleInterval,
  type TimeFrameId,
} from '../../../contract/intervals';
import type { ForecastMessageKey, ForecastPair, ForecastResult, MeasuredSkill } from '../../api/chart-client';
import { getQueryClient } from '../../api/query';
import { tickDecimals, tickSize, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { formatNumber } from '../../lib/format';
import { CHART_LIGHT_THEME, CHART_THEME } from '../../render/chart/chart-palette';
import { paletteTextStyle } from '../../render/chart/chart-view';
import { isChartPopupPath } from '../../lib/paths';
import { session } from '../../state/session';
import { useFeed } from '../../shell/feed-context';
import { showToast, suppressToasts } from '../../shell';
import { mountedElements } from '../../ui/mounted-elements';
import { AccountLines, NO_ACCOUNT_LINES, type AccountLinesState } from './account-lines';
import {
  ChartController,
  type ChartLoadState,
  type ChartPriceLine,
  type OrderLineActions,
} from './chart-controller';
import { confirmCancel, confirmMove, type OrderLineContext } from './order-line-actions';
import { lineTagText, orderLines, type OrderLine } from './rules/order-lines';
import { defaultChartServices, type ChartServices } from './chart-services';
import { chartSettings, resetAllChartSettings } from './chart-settings-store';
import {
  claimForecastTip,
  claimTermsEntry,
  openForecastGuide,
  openForecastTerms,
  openResetConfirm,
} from './chart-dialogs';
import {
  chartToastsSuppressed,
  FORECAST_TIP_FADE_MS,
  FORECAST_TIP_REMOVE_MS,
  forecastPress,
  forecastSidesShown,
  isForecastOrderPage,
  nextBarText,
  termsOpenByThemselves,
  type TermsOccasion,
} from './rules/chart-forecast';
import { lineShown, lineTogglePress, type LineButtonState } from './rules/chart-lines';
import { CountdownPanel, useListingSchedule } from './countdown';
import { ChartLeftToolbar } from './ChartLeftToolbar';
import { ChartSettingsMenu } from './ChartSettingsMenu';
import { chartHiddenAt, chartThemeFor } from './rules/chart-appearance';
import { openChartPopup } from './chart-popup';
import { useCoinListing } from './use-coin-listing';
import {
  DEFAULT_CHART_INTERVAL,
  lineTogglesOf,
  memberKey,
  openingInterval,
  withPanelResolution,
} from './rules/chart-settings';
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
}

/** The account-line toggles of the toolbar, in order (their labels are chart.<line>). */
const ACCOUNT_LINE_BUTTONS = ['averagePrice', 'pending'] as const;
type AccountLineButton = (typeof ACCOUNT_LINE_BUTTONS)[number];

/** What the toolbar asked for: an interval, and the shortcut that chose it if one did. */
interface Selection {
  interval: CandleInterval;
  frame?: TimeFrameId;
  /** Bumps on each request, so that choosing the same thing again (or retrying) reloads. */
  nonce: number;
}

/** The last forecast's figures, with the coin and interval they were measured on. */
interface ForecastFigures {
  coin: CoinKey;
  interval: CandleInterval;
  next: ForecastPair;
  measured: MeasuredSkill;
}

/** The orders behind `drawn`, one of the lines handed to the chart. */
function ordersOf(
  shown: readonly { line: ChartPriceLine; orders: OrderLine | null }[],
  drawn: ChartPriceLine,
): OrderLine | null {
  return shown.find((entry) => entry.line === drawn)?.orders ?? null;
}

export function ChartPanel({
  coin,
  symbol,
  marketSymbol,
  services = defaultChartServices,
  onController,
  pathname = globalThis.location?.pathname ?? '/',
  panelId,
}: ChartPanelProps) {
  const feed = useFeed();
  const { t } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDListElement>(null);
  const captionsRef = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<ChartController | null>(null);
  const [loadState, setLoadState] = useState<ChartLoadState>('loading');
  const [selection, setSelection] = useState<Selection>(() => ({
    interval: openingInterval(chartSettings, panelId),
    nonce: 0,
  }));
  const settings = useSnapshot(chartSettings);
  const { status, user } = useSnapshot(session);
  const loggedIn = status === 'member';
  const memNo = user?.memNo ?? null;
  const member = memberKey(memNo);
  const toggles = lineTogglesOf(settings, member);
  // Lines are kept with the member and coin they belong to, so another's never show.
  const linesOwner = loggedIn && memNo !== null ? `${memNo}:${coin}` : null;
  const [ownedLines, setOwnedLines] = useState<{ owner: string; lines: AccountLinesState } | null>(null);
  const accountLines = ownedLines && ownedLines.owner === linesOwner ? ownedLines.lines : NO_ACCOUNT_LINES;
  // Each line button: the member's toggle, and whether there is anything to draw; shown when both.
  const lineButton = (line: AccountLineButton): LineButtonState => ({
    loggedIn,
    on: toggles[line],
    hasContent: line === 'averagePrice' ? accountLines.averagePrice > 0 : accountLines.pending.length > 0,
    answered: accountLines.answered[line],
  });
  const averageShown = lineShown(lineButton('averagePrice'));
  const pendingShown = lineShown(lineButton('pending'));
  const accountRef = useRef<AccountLines | null>(null);
  const orderContext = useRef<OrderLineContext | null>(null);
  orderContext.current = {
    services,
    marketSymbol,
    t,
    reload: async () => accountRef.current?.reloadPending(),
  };
  const [fullscreen, setFullscreen] = useState(false);
  const [forecastOn, setForecastOn] = useState(false);
  const [figures, setFigures] = useState<ForecastFigures | null>(null);
  const [tip, setTip] = useState<'hidden' | 'shown' | 'fading'>('hidden');
  // Claimed once per mount; React may run the effect twice, and the second run must keep the claim.
  const tipClaim = useRef<'unasked' | 'mine' | 'not mine'>('unasked');
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
  // Figures of another coin or interval never show, not even until the new ones arrive.
  const forecast =
    figures && figures.coin === coin && figures.interval === selection.interval ? figures : null;
  const nextBar = forecast && nextBarText(forecast.next, forecastSidesShown(forecast.measured));

  /** Forecast messages show on the trade order page only (chart spec §2). */
  const forecastToast = useCallback(
    (key: ForecastMessageKey | 'forecast.deactivated') => {
      if (orderPage) showToast(t(key));
    },
    [orderPage, t],
  );

  // Whether this panel asked for the forecast since the flag last changed, and whether by a press.
  const forecastRequested = useRef(false);
  const pressedForecast = useRef(false);
  const onForecast = useRef<
    (result: ForecastResult, cause: 'enable' | 'reload', interval: CandleInterval) => void
  >(() => undefined);
  onForecast.current = (result, cause, interval) => {
    if (result.ok) {
      setForecastOn(true);
      setFigures({ coin, interval, next: result.next, measured: result.measured });
      if (cause === 'enable') forecastToast('forecast.activated');
    } else {
      setForecastOn(false);
      setFigures(null);
      // A press that fails leaves the button off; a chart that cannot show it leaves the others be.
      if (pressedForecast.current) chartSettings.forecastActive = false;
      if (result.messageKey) forecastToast(result.messageKey);
    }
    pressedForecast.current = false;
  };

  useEffect(() => {
    const elements = mountedElements({
      root: rootRef,
      plot: plotRef,
      legend: legendRef,
      captions: captionsRef,
    });
    if (!showChart || !elements) return;
    const actions: OrderLineActions = {
      cancel: (drawn) => {
        const line = ordersOf(shownRef.current, drawn);
        if (line && orderContext.current) confirmCancel(line, orderContext.current);
      },
      move: (drawn, price, settle) => {
        const line = ordersOf(shownRef.current, drawn);
        if (line && orderContext.current) confirmMove(line, price, orderContext.current, settle);
        else settle();
      },
    };
    const created = new ChartController(elements, {
      coin,
      marketSymbol,
      feed,
      services,
      orderLines: actions,
      onLoadState: setLoadState,
      forecastHistory: chartSettings.forecastActive,
      // The controller drops a result once its interval changed: the one it has now is the result's.
      onForecast: (result, cause) => onForecast.current(result, cause, created.interval),
    });
    forecastRequested.current = false;
    setForecastOn(false);
    setFigures(null);
    setController(created);
    onController?.(created);
    return () => {
      setController(null);
      onController?.(null);
      created.dispose();
    };
    // The countdown replaces the chart's surface; the chart starts once it gives way.
  }, [coin, marketSymbol, feed, services, onController, showChart]);

  useEffect(() => {
    void controller?.load(selection.interval, selection.frame);
  }, [controller, selection]);

  const { ma15, ma60 } = settings.chart;
  const { showGrid, showVolume } = settings.paneProperties;
  useEffect(() => {
    controller?.setAppearance({
      palette,
      showGrid,
      showVolume,
      ma15,
      ma60,
    });
  }, [controller, palette, showGrid, showVolume, ma15, ma60]);

  // The forecast follows the window's flag once the chart has its bars.
  const ready = loadState === 'ready';
  useEffect(() => {
    if (!controller) return;
    if (settings.forecastActive && ready && !forecastRequested.current) {
      forecastRequested.current = true;
      void controller.enableForecast(chartSymbol);
    } else if (!settings.forecastActive && forecastRequested.current) {
      forecastRequested.current = false;
      controller.disableForecast();
      setForecastOn(false);
      setFigures(null);
    }
  }, [controller, ready, settings.forecastActive, chartSymbol]);

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

  // The lines to draw, each with the orders behind it (none for the average line).
  const shownLines = useMemo(() => {
    const shown: { line: ChartPriceLine; orders: OrderLine | null }[] = [];
    if (averageShown)
      shown.push({ line: { kind: 'average', price: accountLines.averagePrice }, orders: null });
    if (pendingShown)
      for (const orders of orderLines(accountLines.pending, accountLines.orders, coin)) {
        const tag = lineTagText(orders);
        const known = orders.orderIds.length > 0;
        const line: ChartPriceLine = {
          kind: orders.side,
          price: orders.price,
          tag: t(tag.key, { ...tag.values, side: t(`chart.orderLine.${orders.side}`) }),
          cancel: known,
          movable: known,
        };
        shown.push({ line, orders });
      }
    return shown;
  }, [averageShown, pendingShown, accountLines, coin, t]);
  const shownRef = useRef(shownLines);
  shownRef.current = shownLines;

  useEffect(() => {
    controller?.setPriceLines(shownLines.map((shown) => shown.line));
  }, [controller, shownLines]);

  const priceText = (price: number) => formatNumber(price, tickDecimals(tickSize(marketSymbol, price)));
  const cancelLine = (orders: OrderLine) => {
    if (orderContext.current) confirmCancel(orders, orderContext.current);
  };

  // Terms open by themselves on entry and on a symbol change (chart spec §4 Forecast; README "Forecast
  // terms"), one modal for the window's charts; not before the session is known, which may still send the
  // member elsewhere.
  const termsCoin = useRef<CoinKey | null>(null);
  useEffect(() => {
    if (status === 'unknown' || termsCoin.current === coin) return;
    const occasion: TermsOccasion =
      termsCoin.current !== null ? 'symbolChange' : !orderPage || claimTermsEntry() ? 'entry' : 'return';
    termsCoin.current = coin;
    const { forecastTermsAgreed, termsShownCount } = chartSettings;
    const shown = { termsAgreed: forecastTermsAgreed, shownCount: termsShownCount, orderPage, occasion };
    if (!termsOpenByThemselves(shown)) return;
    if (!openForecastTerms(() => activateForecast())) return;
    chartSettings.termsShownCount = termsShownCount + 1;
    // Only entry and symbol changes count, not other renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coin, status]);

  // The forecast tip: once a day, fading after 3 s and gone after 4 s.
  useEffect(() => {
    if (tipClaim.current === 'unasked') tipClaim.current = claimForecastTip() ? 'mine' : 'not mine';
    if (tipClaim.current !== 'mine') return;
    const show = setTimeout(() => setTip('shown'), 0);
    const fade = setTimeout(() => setTip('fading'), FORECAST_TIP_FADE_MS);
    const remove = setTimeout(() => setTip('hidden'), FORECAST_TIP_REMOVE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === sectionRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!chartToastsSuppressed({ popup, fullscreen })) return;
    return suppressToasts();
  }, [popup, fullscreen]);

  const chooseInterval = (interval: CandleInterval, frame?: TimeFrameId) => {
    chartSettings.lastResolution = interval;
    if (panelId !== undefined)
      chartSettings.panelResolutions = withPanelResolution(chartSettings.panelResolutions, panelId, interval);
    setSelection((s) => ({ interval, frame, nonce: s.nonce + 1 }));
  };

  function activateForecast() {
    pressedForecast.current = true;
    if (chartSettings.forecastActive && controller) {
      // The flag is on but this chart could not show it: ask again.
      void controller.enableForecast(chartSymbol);
    } else {
      chartSettings.forecastActive = true;
    }
  }

  const pressForecast = () => {
    const action = forecastPress({ active: forecastOn, termsAgreed: settings.forecastTermsAgreed });
    if (action === 'openTerms') openForecastTerms(() => activateForecast());
    else if (action === 'activate') activateForecast();
    else {
      chartSettings.forecastActive = false;
      forecastToast('forecast.deactivated');
    }
  };

  const pressLine = (line: AccountLineButton) => {
    const outcome = lineTogglePress(line, lineButton(line));
    if (outcome.toastKey) showToast(t(outcome.toastKey));
    if (outcome.setOn !== null) chartSettings.lines[member] = { ...toggles, [line]: outcome.setOn };
  };

  const refresh = () => {
    void controller?.refresh();
    void accountRef.current?.refresh();
  };

  const reset = () =>
    openResetConfirm(() => {
      resetAllChartSettings();
      setSelection((s) => ({ interval: DEFAULT_CHART_INTERVAL, nonce: s.nonce + 1 }));
    });

  const toggleFullscreen = () => {
    const section = sectionRef.current;
    if (!section) return;
    const request =
      document.fullscreenElement === section ? document.exitFullscreen() : section.requestFullscreen();
    request.catch((error: unknown) => console.warn('full screen was refused', error));
  };

  return (
    <section
      ref={sectionRef}
      className="td-panel td-panel--drawn td-chart"
      aria-label={t('chart.label', { symbol, market: marketSymbol })}
      data-testid="chart-panel"
      data-coin={coin}
      data-theme={theme}
    >
      <div className="td-chart__toolbar">
        <span className="td-chart__symbol">
          {symbol}/{marketSymbol}
        </span>
        <label className="td-chart__interval">
          <span>{t('chart.interval')}</span>
          <select
            value={selection.interval}
            onChange={(event) => {
              if (isCandleInterval(event.target.value)) chooseInterval(event.target.value);
            }}
            data-testid="chart-interval"
          >
            {CANDLE_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {t(`chart.intervals.${interval}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="td-chart__frames" role="group" aria-label={t('chart.timeFrames')}>
          {TIME_FRAME_SHORTCUTS.map((shortcut) => (
            <button
              key={shortcut.id}
              type="button"
              aria-pressed={selection.frame === shortcut.id}
              onClick={() => chooseInterval(shortcut.interval, shortcut.id)}
            >
              {t(`chart.frames.${shortcut.id}`)}
            </button>
          ))}
        </div>
        <div className="td-chart__tools" role="toolbar" aria-label={t('chart.toolbar')}>
          <span className="td-chart__forecast">
            <button type="button" aria-pressed={forecastOn} onClick={pressForecast}>
              {t('chart.forecast')}
            </button>
            <button
              type="button"
              className="td-chart__guide"
              aria-label={t('chart.forecastGuide')}
              title={t('chart.forecastGuide')}
              onClick={() =>
                openForecastGuide({
                  symbol: chartSymbol,
                  interval: selection.interval,
                  measured: forecast?.measured ?? null,
                })
              }
            >
              ?
            </button>
            {tip !== 'hidden' && (
              <span
                role="tooltip"
                className={`td-chart__tip${tip === 'fading' ? ' td-chart__tip--fading' : ''}`}
                data-testid="chart-forecast-tip"
              >
                {t('chart.forecastTip')}
              </span>
            )}
          </span>
          {ACCOUNT_LINE_BUTTONS.map((line) => (
            <button
              key={line}
              type="button"
              aria-pressed={lineShown(lineButton(line))}
              // Until the exchange answers what there is to draw, the button's state is not known yet.
              aria-busy={loggedIn && !accountLines.answered[line]}
              onClick={() => pressLine(line)}
            >
              {t(`chart.${line}`)}
            </button>
          ))}
          <button type="button" onClick={refresh}>
            {t('chart.refresh')}
          </button>
          <button type="button" onClick={reset}>
            {t('chart.reset')}
          </button>
          <button type="button" aria-pressed={fullscreen} onClick={toggleFullscreen}>
            {t('chart.fullscreen')}
          </button>
          {!popup && (
            <button type="button" title={t('chartPopup.popOutHint')} onClick={() => openChartPopup(coin)}>
              {t('chartPopup.popOut')}
            </button>
          )}
          <ChartSettingsMenu pathname={pathname} />
        </div>
      </div>
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
          {!settings.leftToolbarHidden && <ChartLeftToolbar controller={controller} />}
          <div
            ref={rootRef}
            className="td-chart__surface"
            tabIndex={0}
            title={t('chart.keysHelp')}
            data-testid="chart-surface"
            data-load-state={loadState}
            // The legend's colours are the palette's text colours (held to 4.5:1 there).
            style={paletteTextStyle(palette)}
            // The pending lines handed to the scene ("side:price", space separated): end-to-end tests
            // cannot read a line's price off the shared canvas.
            data-pending-lines={
              pendingShown ? accountLines.pending.map((line) => `${line.side}:${line.price}`).join(' ') : ''
            }
          >
            <div ref={plotRef} className="td-chart__plot" data-testid="chart-plot" />
            {shownLines.length > 0 && (
              // The lines as text, and their × as buttons, for those who cannot see or point at the
              // canvas; the controller writes each tag's place on its item (data-y, data-tag-left/right).
              <ul
                className="td-visually-hidden"
                aria-label={t('chart.orderLine.list')}
                data-testid="chart-lines"
              >
                {shownLines.map(({ line, orders }, index) => {
                  const label = orders
                    ? t('chart.orderLine.item', { tag: line.tag, price: priceText(line.price) })
                    : t('chart.orderLine.average', { price: priceText(line.price) });
                  return (
                    <li key={index} data-order-line={index} data-kind={line.kind} data-price={line.price}>
                      {label}
                      {orders && orders.orderIds.length > 0 && (
                        <button
                          type="button"
                          aria-label={t('chart.orderLine.cancelItem', { item: label })}
                          onClick={() => cancelLine(orders)}
                        >
                          ×
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {/* What shows over the plot: the chart's labels keep clear of each child's box. */}
            <div ref={captionsRef} className="td-chart__captions">
              <dl ref={legendRef} className="td-chart__legend" data-testid="chart-legend">
                <dt>{t('chart.legend.open')}</dt>
                <dd data-field="open" />
                <dt>{t('chart.legend.high')}</dt>
                <dd data-field="high" />
                <dt>{t('chart.legend.low')}</dt>
                <dd data-field="low" />
                <dt>{t('chart.legend.close')}</dt>
                <dd data-field="close" />
                <dt>{t('chart.legend.volume')}</dt>
                <dd data-field="volume" />
              </dl>
              {nextBar && (
                <p className="td-chart__next">
                  {/* The key: the marks' shape (a whisker) and their name. */}
                  <span className="td-chart__forecast-key">{t('chart.forecast')}</span>
                  <span data-testid="chart-forecast-legend">{t(nextBar.key, nextBar.values)}</span>
                </p>
              )}
            </div>
            {loadState === 'loading' && (
              <div className="td-panel__cover td-chart__layer" role="status" data-testid="chart-loading">
                {t('chart.loading')}
              </div>
            )}
            {loadState === 'error' && (
              <div className="td-panel__cover td-chart__layer" role="status" data-testid="chart-load-failed">
                <p>{t('chart.loadFailed')}</p>
                <button type="button" onClick={() => setSelection((s) => ({ ...s, nonce: s.nonce + 1 }))}>
                  {t('chart.retry')}
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
