/**
 * src/features/order-panel/: the order panel of the trade screen. Buy and Sell; limit, market,
 * stop-limit and best-price (the kinds as data: rules/order-kinds.ts) with their time in force and
 * self-trade mode (OrderOptions), or a TWAP or split order in its own form loaded when chosen;
 * linked price, quantity and total with the share slider; balances, fee
 * and expected total; the pre-trade estimate from the live book (OrderEstimate); the contract's checks
 * before sending and the server's answer after (what became of the order: rules/order-notice.ts); the Plus buy mode on a KRW buy
 * (chart spec §4, §9); the trade password of a member who set one (contract/trade-password.ts); the order
 * typed when the session ended, kept and offered again after a new login (./kept-orders.ts). The rules
 * live in ./rules, what it reads in ./use-order-panel-data.ts and ./use-plus-buy.ts, the submit in
 * ./use-order-submit.ts; its parts are KeptOrderOffer, OrderFieldInput and OrderFigures. This component
 * binds them to the shared blocks.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatNumber, NOT_AVAILABLE } from '../../lib/format';
import { loginLink } from '../../lib/paths';
import { publishIntent, subscribeIntent, useReloadHold } from '../../shell';
import { useCoinTicks } from '../../api/market-source';
import { useFeed } from '../../shell/feed-context';
import { onForcedLogout, session } from '../../state/session';
import { Input } from '../../ui/input';
import { PercentSlider } from '../../ui/PercentSlider';
import { RadioGroup } from '../../ui/RadioGroup';
import { TabBar } from '../../ui/TabBar';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { asksTradePassword, TRADE_PASSWORD_LENGTH } from '../../../contract/trade-password';
import { ORDER_PERCENT_PRESETS, ORDER_SIDES } from '../../../contract/trading';
import { forgetKeptOrder, keepOrder, useKeptOrder } from './kept-orders';
import {
  currencyDecimals,
  emptyOrderForm,
  estimatedOrder,
  followsLastPrice,
  holdsOrder,
  keptForm,
  isPanelAlgoKind,
  keptOrderOf,
  offeredKinds,
  offeredTo,
  orderDraft,
  orderFields,
  orderSummary,
  plusBuyOrderType,
  plusBuyPreview,
  spentCurrency,
  tradingBlock,
  withLastPrice,
  withOrderType,
  withPercent,
  withPrefill,
  withSide,
  noticeText,
  type Notice,
  type FormContext,
  type OrderField,
  type OrderForm,
  type PanelAlgoKind,
} from './rules';
import { PlusBuyFigures, PlusBuyProblem, PlusBuyToggle } from './PlusBuySection';
import { useBalances, useLastPriceReader, useShownLastPrice, useTradingStatus } from './use-order-panel-data';
import { usePlusBuyMode } from './use-plus-buy';
import { useOrderSubmit } from './use-order-submit';
import { useFieldLabel } from './use-field-label';
import { useLiveBook } from './use-live-book';
import { OrderOptions } from './OrderOptions';
import { OrderEstimate } from './OrderEstimate';
import { KeptOrderOffer } from './KeptOrderOffer';
import { OrderFieldInput } from './OrderFieldInput';
import { BalanceFigures, SummaryFigures, type Money } from './OrderFigures';
import { PaperBadge } from '../../widgets/paper-badge';
import './order-panel.css';

// A parent order's form loads when its kind is chosen: the trade page does not carry it.
const SplitOrderForm = lazy(() =>
  import('./SplitOrderForm').then((module) => ({ default: module.SplitOrderForm })),
);
const TwapOrderForm = lazy(() =>
  import('./TwapOrderForm').then((module) => ({ default: module.TwapOrderForm })),
);
const browserNow = () => Date.now();

export interface OrderPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
}

/** The panel works inside the app's router; a bare workspace (no router) gets a plain login link. */
export function OrderPanel(props: OrderPanelProps) {
  return useInRouterContext() ? (
    <RoutedOrderPanel {...props} />
  ) : (
    <OrderPanelView {...props} routed={false} />
  );
}

function RoutedOrderPanel(props: OrderPanelProps) {
  const location = useLocation();
  return <OrderPanelView {...props} routed path={`${location.pathname}${location.search}${location.hash}`} />;
}

function OrderPanelView({
  coin,
  symbol,
  marketSymbol,
  routed,
  path,
}: OrderPanelProps & { routed: boolean; path?: string }) {
  const { t, i18n } = useTranslation();
  const feed = useFeed();
  const { status, user } = useSnapshot(session);
  const loggedIn = status === 'member';
  const tradePasswordAsked = loggedIn && asksTradePassword(user?.useTradePasswordStatus);
  const [tradePassword, setTradePassword] = useState('');
  const language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const readLastPrice = useLastPriceReader(feed, coin);
  const bookRef = useLiveBook(feed, coin);
  const balances = useBalances(loggedIn, symbol, marketSymbol);
  const trading = useTradingStatus(coin, marketSymbol);
  // The coin's price steps on the window's source: the stepper, a price filled in, the checks.
  const ticks = useCoinTicks(coin);
  const steps = { market: marketSymbol, ticks };

  // What the trader typed when the session ended comes back with the panel (kept-orders.ts), for a guest
  // or the member who typed it; a kept order is offered to that member only, once logged in again.
  const kept = useKeptOrder(coin);
  const offer = loggedIn && kept !== undefined && offeredTo(kept, user?.memNo) ? kept : undefined;
  const restored = loggedIn ? offer : kept;
  const [form, setForm] = useState(() =>
    restored ? keptForm(restored) : withLastPrice(emptyOrderForm(), readLastPrice(), steps),
  );
  const lastPrice = useShownLastPrice(feed, readLastPrice, followsLastPrice(form));
  const [notice, setNotice] = useState<Notice | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);

  // The form follows the panel's coin: a new order on the new coin, same side and order type.
  const [formCoin, setFormCoin] = useState(coin);
  if (formCoin !== coin) {
    setFormCoin(coin);
    setForm(
      restored
        ? keptForm(restored)
        : withLastPrice(emptyOrderForm(form.side, form.orderType), readLastPrice(), steps),
    );
    setNotice(null);
  }
  // The first known last price fills a price nobody has set.
  const [seenPrice, setSeenPrice] = useState(lastPrice);
  if (!Object.is(seenPrice, lastPrice)) {
    setSeenPrice(lastPrice);
    setForm(withLastPrice(form, lastPrice, steps));
  }

  // Another member never sees it: it is gone.
  const foreignKept = loggedIn && kept !== undefined && offer === undefined;
  useEffect(() => {
    if (foreignKept) forgetKeptOrder(coin);
  }, [foreignKept, coin]);

  const update = (change: (current: OrderForm) => OrderForm) => {
    setNotice(null);
    // A member changing the form after logging in again is making an order of their own: the offer goes.
    if (offer !== undefined) forgetKeptOrder(coin);
    setForm(change);
  };
  const plusBuy = usePlusBuyMode(coin, form.side, loggedIn, () =>
    update((current) => withOrderType(current, plusBuyOrderType(current.orderType))),
  );
  // A parent order's kind (split) chosen instead of an order type; Plus buy's mode offers none.
  const [chosenAlgo, setChosenAlgo] = useState<PanelAlgoKind | null>(null);
  const algoKind = plusBuy.on ? null : chosenAlgo;

  const block = tradingBlock(trading.status, form.side, trading.nowMs);
  const balance = balances?.[form.side];
  const money: Money = (value, currency) =>
    value === undefined || !Number.isFinite(value)
      ? NOT_AVAILABLE
      : t('orderPanel.money', { value: formatNumber(value, currencyDecimals(currency), 'down'), currency });
  const textOf = (shown: Notice) =>
    noticeText(shown, marketSymbol, language, (key) => t(`orderPanel.${key}` as const), {
      quantity: (value) => money(value, symbol),
      amount: (value) => money(value, marketSymbol),
    });
  const { sending, isSending, send, placeKept } = useOrderSubmit({
    coin,
    symbol,
    marketSymbol,
    ticks,
    loggedIn,
    memNo: user?.memNo,
    block,
    balance,
    readLastPrice,
    readBook: () => bookRef.current,
    noticeText: textOf,
    tradePassword: tradePasswordAsked ? tradePassword : null,
    plusBuy: plusBuy.on,
    setForm,
    setNotice,
    onPlaced: () => publishIntent('orderPlaced', { key: coin }),
  });
  // An order being typed or sent holds the app's automatic reload to a new build (shell/app-update.ts).
  useReloadHold(holdsOrder(form) || sending);

  const context: FormContext = {
    market: marketSymbol,
    ticks,
    available: { buy: balances?.buy.available ?? 0, sell: balances?.sell.available ?? 0 },
    plusBuy: plusBuy.on,
  };
  const contextRef = useRef(context);
  const formRef = useRef(form);
  const memNoRef = useRef(user?.memNo);
  useLayoutEffect(() => {
    contextRef.current = context;
    formRef.current = form;
    memNoRef.current = user?.memNo;
  });

  // The session ended under the form (a 401 elsewhere, the cookie gone, a logout in another window): what
  // was typed is kept for after the next login. An order being sent is kept by its answer instead.
  useEffect(
    () =>
      onForcedLogout(() => {
        const memNo = memNoRef.current;
        if (isSending() || memNo === undefined || !holdsOrder(formRef.current)) return;
        keepOrder(
          coin,
          keptOrderOf(formRef.current, {
            memNo,
            nowMs: Date.now(),
            reason: 'sessionEnded',
            plusBuy: contextRef.current.plusBuy === true,
          }),
        );
      }),
    [coin, isSending],
  );

  useEffect(() => {
    const stopPrefill = subscribeIntent('prefillOrderPanel', ({ key, ...prefill }) => {
      if (key !== coin) return false;
      setNotice(null);
      setForm((current) => withPrefill(current, prefill, contextRef.current));
      return true;
    });
    const stopFocus = subscribeIntent('focusOrderPanel', () => {
      const field = fieldsRef.current?.querySelector('input');
      if (!field?.checkVisibility()) return false;
      field.focus();
      return document.activeElement === field;
    });
    // A hotkey orders at the form's limit price (the hotkeys' readOrderPanelPrice intent).
    const stopReadPrice = subscribeIntent('readOrderPanelPrice', ({ key, answer }) => {
      const price = key === coin ? orderDraft(formRef.current, marketSymbol).price : undefined;
      if (price === undefined || !(price > 0)) return false;
      answer(price);
      return true;
    });
    return () => {
      stopPrefill();
      stopFocus();
      stopReadPrice();
    };
  }, [coin, marketSymbol]);

  const spent = spentCurrency(form.side, symbol, marketSymbol);
  const draft = orderDraft(form, marketSymbol);
  const summary = orderSummary(draft, lastPrice);
  const preview = plusBuy.on
    ? plusBuyPreview(
        { key: coin, side: form.side, orderType: form.orderType, amount: summary.amount },
        plusBuy.nowMs,
      )
    : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Buy or Sell pressed on the restored form confirms the kept order too: it is not offered again.
    if (offer !== undefined) forgetKeptOrder(coin);
    void send(form);
  };

  const discardKept = () => {
    forgetKeptOrder(coin);
    setNotice(null);
    setForm(withLastPrice(emptyOrderForm(form.side, form.orderType), readLastPrice(), steps));
  };

  const fieldLabel = useFieldLabel(symbol, marketSymbol);
  const fields = orderFields(form);
  // The share picks what the order spends: the quantity, or a market buy's amount.
  const sliderAfter: OrderField = fields.includes('quantity') ? 'quantity' : 'total';

  const noticeShown = notice === null ? null : textOf(notice);
  const login = loginLink(path ?? `${location.pathname}${location.search}${location.hash}`);
  const loginHint = (
    <p className="td-order-panel__login">
      <span>{t('orderPanel.login.hint')}</span>
      {routed ? (
        <Link to={login.to} state={login.state} className="td-order-panel__submit">
          {t('orderPanel.login.link')}
        </Link>
      ) : (
        <a href={login.to} className="td-order-panel__submit">
          {t('orderPanel.login.link')}
        </a>
      )}
    </p>
  );
  const passwordField = tradePasswordAsked && (
    <Input
      label={t('orderPanel.fields.tradePassword')}
      type="password"
      validate="account"
      maxLength={TRADE_PASSWORD_LENGTH}
      value={tradePassword}
      onChange={(text) => {
        setNotice(null);
        setTradePassword(text);
      }}
    />
  );
  const algoFormProps = {
    coin,
    symbol,
    marketSymbol,
    side: form.side,
    lastPrice,
    loggedIn,
    tradePassword: tradePasswordAsked ? tradePassword : null,
    disabled: block !== undefined,
    onPlaced: () => publishIntent('orderPlaced', { key: coin }),
  };
  const kindChoice = (
    <RadioGroup
      label={t('orderPanel.types.label')}
      options={offeredKinds(plusBuy.on).map((kind) => ({
        value: kind,
        label: t(`orderPanel.types.${kind}`),
      }))}
      value={algoKind ?? form.orderType}
      onChange={(kind) => {
        if (isPanelAlgoKind(kind)) {
          setNotice(null);
          setChosenAlgo(kind);
          return;
        }
        setChosenAlgo(null);
        update((current) => withOrderType(current, kind));
      }}
      size={16}
    />
  );

  return (
    <section
      className="td-panel td-panel--dom td-order-panel"
      aria-label={t('orderPanel.label', { coin: `${symbol}/${marketSymbol}` })}
      data-side={form.side}
      data-testid="order-panel"
    >
      <TabBar
        label={t('orderPanel.sides.label')}
        items={ORDER_SIDES.map((side) => ({
          key: side,
          text: t(`orderPanel.sides.${side}`),
          onClick: () => update((current) => withSide(current, side)),
        }))}
        activeKey={form.side}
      />
      {/* Over the side tabs' right end: a line in the form would push Buy/Sell out of a 1280×800 window. */}
      <PaperBadge className="td-order-panel__paper" />
      {algoKind !== null ? (
        <div className="td-order-panel__algo">
          {plusBuy.offered && <PlusBuyToggle mode={plusBuy} language={language} />}
          {kindChoice}
          <BalanceFigures balance={balance} spent={spent} money={money} />
          <Suspense fallback={<p className="td-order-panel__sending">{t('orderPanel.algoLoading')}</p>}>
            {algoKind === 'twap' ? (
              <TwapOrderForm key={form.side} {...algoFormProps} now={browserNow}>
                {passwordField}
              </TwapOrderForm>
            ) : (
              <SplitOrderForm {...algoFormProps}>{passwordField}</SplitOrderForm>
            )}
          </Suspense>
          {!loggedIn && loginHint}
        </div>
      ) : (
        <form className="td-order-panel__form" onSubmit={submit} noValidate>
          {/* The kept order first in the form, where a panel too short for the whole form still shows it. */}
          {kept !== undefined && !loggedIn && status === 'guest' && (
            <p role="alert" className="td-order-panel__alert">
              {t(`orderPanel.kept.${kept.reason}`)}
            </p>
          )}
          {offer !== undefined && (
            <KeptOrderOffer
              offer={offer}
              symbol={symbol}
              marketSymbol={marketSymbol}
              disabled={sending || block !== undefined}
              onPlace={() => placeKept(offer)}
              onDiscard={discardKept}
            />
          )}
          {plusBuy.offered && <PlusBuyToggle mode={plusBuy} language={language} />}
          {kindChoice}
          <BalanceFigures balance={balance} spent={spent} money={money} />
          <OrderOptions form={form} update={update} />
          <div ref={fieldsRef} className="td-order-panel__fields">
            {fields.map((name) => (
              <div key={name} className="td-order-panel__field">
                <OrderFieldInput
                  name={name}
                  label={fieldLabel(name, form)}
                  form={form}
                  marketSymbol={marketSymbol}
                  ticks={ticks}
                  context={contextRef}
                  update={update}
                />
                {name === sliderAfter && (
                  <PercentSlider
                    value={form.percent}
                    onChange={(percent) =>
                      update((current) => withPercent(current, percent, contextRef.current))
                    }
                    presets={ORDER_PERCENT_PRESETS}
                    label={t('orderPanel.percent')}
                    disabled={balances === undefined}
                  />
                )}
              </div>
            ))}
          </div>
          {passwordField}
          <SummaryFigures
            summary={summary}
            side={form.side}
            marketSymbol={marketSymbol}
            plusBuy={plusBuy.on}
            money={money}
          >
            {plusBuy.on && <PlusBuyFigures preview={preview} money={(value) => money(value, marketSymbol)} />}
          </SummaryFigures>
          <OrderEstimate
            feed={feed}
            coin={coin}
            order={estimatedOrder(draft, plusBuy.on)}
            symbol={symbol}
            marketSymbol={marketSymbol}
            money={money}
          />
          {/* Said live while typing; once Buy was pressed the notice below says it. */}
          {notice === null && <PlusBuyProblem preview={preview} language={language} />}
          {noticeShown !== null && (
            <p role="alert" className="td-order-panel__alert">
              {noticeShown}
            </p>
          )}
          {block !== undefined && (
            <p role="status" className="td-order-panel__blocked">
              {t(`orderPanel.blocked.${block}`, { market: marketSymbol, coin: symbol })}
            </p>
          )}
          {loggedIn ? (
            <button
              type="submit"
              className="td-order-panel__submit"
              disabled={sending || block !== undefined}
              aria-busy={sending || undefined}
            >
              {t(`orderPanel.submit.${form.side}`)}
            </button>
          ) : (
            loginHint
          )}
          {sending && (
            <p role="status" className="td-order-panel__sending">
              {t('orderPanel.sending')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
