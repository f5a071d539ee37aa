/**
 * src/features/order-panel/: the order panel of the trade screen. Buy and Sell; limit, market and
 * stop-limit; linked price, quantity and total with the share slider; balances, fee and expected total;
 * the contract's checks before sending and the server's answer after; the Plus buy mode on a KRW buy
 * (chart spec §4, §9); the trade password of a member who set one (contract/trade-password.ts); the order
 * typed when the session ended, kept and offered again after a new login (./kept-orders.ts). The rules
 * live in ./rules, what it reads in ./use-order-panel-data.ts and ./use-plus-buy.ts; this component binds
 * them to the shared blocks.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatNumber, NOT_AVAILABLE } from '../../lib/format';
import { groupNumberText } from '../../lib/input-value';
import { loginLink } from '../../lib/paths';
import { useFeed } from '../../shell/feed-context';
import { onForcedLogout, session } from '../../state/session';
import { Input, TradeNumberInput } from '../../ui/input';
import { PercentSlider } from '../../ui/PercentSlider';
import { RadioGroup } from '../../ui/RadioGroup';
import { TabBar } from '../../ui/TabBar';
import { MARKETS, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { PLUS_BUY, PLUS_BUY_ORDER_TYPES } from '../../../contract/plus-buy';
import { asksTradePassword, TRADE_PASSWORD_LENGTH } from '../../../contract/trade-password';
import {
  ORDER_PERCENT_PRESETS,
  ORDER_SIDES,
  ORDER_TYPES,
  roundTo,
  TRADING_RULES,
} from '../../../contract/trading';
import { announceOrderPlaced } from '../chart';
import { forgetKeptOrder, keepOrder, useKeptOrder } from './kept-orders';
import { registerOrderPanel } from './order-panel-targets';
import {
  currencyDecimals,
  editPrice,
  editQuantity,
  editStopPrice,
  editTotal,
  emptyOrderForm,
  followsLastPrice,
  holdsOrder,
  keptForm,
  keptOrderOf,
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
} from './rules';
import { PlusBuyFigures, PlusBuyProblem, PlusBuyToggle } from './PlusBuySection';
import { useBalances, useLastPriceReader, useShownLastPrice, useTradingStatus } from './use-order-panel-data';
import { usePlusBuyMode } from './use-plus-buy';
import { useOrderSubmit } from './use-order-submit';
import './order-panel.css';

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
  const balances = useBalances(loggedIn, symbol, marketSymbol);
  const trading = useTradingStatus(coin, marketSymbol);

  // What the trader typed when the session ended comes back with the panel (kept-orders.ts), for a guest
  // or the member who typed it; a kept order is offered to that member only, once logged in again.
  const kept = useKeptOrder(coin);
  const offer = loggedIn && kept !== undefined && offeredTo(kept, user?.memNo) ? kept : undefined;
  const restored = loggedIn ? offer : kept;
  const [form, setForm] = useState(() =>
    restored ? keptForm(restored) : withLastPrice(emptyOrderForm(), readLastPrice(), marketSymbol),
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
        : withLastPrice(emptyOrderForm(form.side, form.orderType), readLastPrice(), marketSymbol),
    );
    setNotice(null);
  }
  // The first known last price fills a price nobody has set.
  const [seenPrice, setSeenPrice] = useState(lastPrice);
  if (!Object.is(seenPrice, lastPrice)) {
    setSeenPrice(lastPrice);
    setForm(withLastPrice(form, lastPrice, marketSymbol));
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

  const block = tradingBlock(trading.status, form.side, trading.nowMs);
  const balance = balances?.[form.side];
  const { sending, isSending, send, placeKept } = useOrderSubmit({
    coin,
    symbol,
    marketSymbol,
    loggedIn,
    memNo: user?.memNo,
    block,
    balance,
    readLastPrice,
    tradePassword: tradePasswordAsked ? tradePassword : null,
    plusBuy: plusBuy.on,
    setForm,
    setNotice,
    onPlaced: () => announceOrderPlaced(coin),
  });

  const context: FormContext = {
    market: marketSymbol,
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

  useEffect(
    () =>
      registerOrderPanel({
        coin,
        prefill: (prefill) => {
          setNotice(null);
          setForm((current) => withPrefill(current, prefill, contextRef.current));
        },
        focus: () => {
          const field = fieldsRef.current?.querySelector('input');
          if (!field?.checkVisibility()) return false;
          field.focus();
          return document.activeElement === field;
        },
      }),
    [coin],
  );

  const spent = spentCurrency(form.side, symbol, marketSymbol);
  const draft = orderDraft(form, marketSymbol);
  const summary = orderSummary(draft, lastPrice);
  const crncCd = MARKETS.find((market) => market.marketSymbol === marketSymbol)!.crncCd;
  const rules = TRADING_RULES[marketSymbol];
  const preview = plusBuy.on
    ? plusBuyPreview(
        { key: coin, side: form.side, orderType: form.orderType, amount: summary.amount },
        plusBuy.nowMs,
      )
    : undefined;

  const money = (value: number | undefined, currency: string) =>
    value === undefined || !Number.isFinite(value)
      ? NOT_AVAILABLE
      : t('orderPanel.money', { value: formatNumber(value, currencyDecimals(currency), 'down'), currency });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Buy or Sell pressed on the restored form confirms the kept order too: it is not offered again.
    if (offer !== undefined) forgetKeptOrder(coin);
    void send(form);
  };

  const discardKept = () => {
    forgetKeptOrder(coin);
    setNotice(null);
    setForm(withLastPrice(emptyOrderForm(form.side, form.orderType), readLastPrice(), marketSymbol));
  };

  /** A field's label, for its input and for the kept order's figures. */
  const fieldLabel = (name: OrderField, of: Pick<OrderForm, 'orderType'>) =>
    name === 'quantity'
      ? t('orderPanel.fields.quantity', { currency: symbol })
      : name === 'total'
        ? t(of.orderType === 'market' ? 'orderPanel.fields.amount' : 'orderPanel.fields.total', {
            currency: marketSymbol,
          })
        : t(`orderPanel.fields.${name}`, { currency: marketSymbol });

  const field = (name: OrderField) => {
    switch (name) {
      case 'stopPrice':
      case 'price':
        return (
          <TradeNumberInput
            key={name}
            label={fieldLabel(name, form)}
            value={form[name]}
            onChange={(text) =>
              update((current) =>
                name === 'price'
                  ? editPrice(current, text, contextRef.current)
                  : editStopPrice(current, text),
              )
            }
            crncCd={crncCd}
          />
        );
      case 'quantity':
        return (
          <Input
            key={name}
            label={fieldLabel(name, form)}
            validate="priceFloat"
            maxDecimal={8}
            value={form.quantity}
            onChange={(text) => update((current) => editQuantity(current, text, contextRef.current))}
          />
        );
      case 'total':
        return (
          <Input
            key={name}
            label={fieldLabel(name, form)}
            validate="priceFloat"
            maxDecimal={rules.quoteDecimals}
            value={form.total}
            onChange={(text) => update((current) => editTotal(current, text))}
          />
        );
    }
  };
  const fields = orderFields(form);
  // The share picks what the order spends: the quantity, or a market buy's amount.
  const sliderAfter: OrderField = fields.includes('quantity') ? 'quantity' : 'total';

  const noticeShown =
    notice === null
      ? null
      : noticeText(notice, marketSymbol, language, (key) => t(`orderPanel.${key}` as const));
  const login = loginLink(path ?? `${location.pathname}${location.search}${location.hash}`);
  const estimate = (text: string) =>
    summary.estimated && text !== NOT_AVAILABLE ? t('orderPanel.estimated', { value: text }) : text;

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
      <form className="td-order-panel__form" onSubmit={submit} noValidate>
        {/* The kept order first in the form, where a panel too short for the whole form still shows it. */}
        {kept !== undefined && !loggedIn && status === 'guest' && (
          <p role="alert" className="td-order-panel__alert">
            {t(`orderPanel.kept.${kept.reason}`)}
          </p>
        )}
        {offer !== undefined && (
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
              <button
                type="button"
                className="td-order-panel__submit"
                disabled={sending || block !== undefined}
                onClick={() => placeKept(offer)}
              >
                {t('orderPanel.kept.place')}
              </button>
              <button type="button" className="td-order-panel__discard" onClick={discardKept}>
                {t('orderPanel.kept.discard')}
              </button>
            </div>
          </section>
        )}
        {plusBuy.offered && <PlusBuyToggle mode={plusBuy} language={language} />}
        <RadioGroup
          label={t('orderPanel.types.label')}
          options={(plusBuy.on ? PLUS_BUY_ORDER_TYPES : ORDER_TYPES).map((type) => ({
            value: type,
            label: t(`orderPanel.types.${type}`),
          }))}
          value={form.orderType}
          onChange={(type) => update((current) => withOrderType(current, type))}
          size={16}
        />
        <dl className="td-order-panel__figures">
          <div>
            <dt>{t('orderPanel.available')}</dt>
            <dd data-testid="order-available">{money(balance?.available, spent)}</dd>
          </div>
          <div>
            <dt>{t('orderPanel.locked')}</dt>
            <dd data-testid="order-locked">{money(balance?.locked, spent)}</dd>
          </div>
          {balance !== undefined && balance.loanLocked > 0 && (
            <div>
              <dt>{t('orderPanel.loanLocked')}</dt>
              <dd data-testid="order-loan-locked">{money(balance.loanLocked, spent)}</dd>
            </div>
          )}
        </dl>
        <div ref={fieldsRef} className="td-order-panel__fields">
          {fields.map((name) => (
            <div key={name} className="td-order-panel__field">
              {field(name)}
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
        {tradePasswordAsked && (
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
        )}
        <dl className="td-order-panel__figures" data-testid="order-summary">
          <div>
            <dt>{t(plusBuy.on ? 'orderPanel.plusBuy.minimum' : 'orderPanel.minimum')}</dt>
            <dd data-testid="order-minimum">
              {money(plusBuy.on ? PLUS_BUY.minOrderAmount : rules.minOrderAmount, marketSymbol)}
            </dd>
          </div>
          <div>
            <dt>{t('orderPanel.feeRate')}</dt>
            <dd>{t('orderPanel.rate', { value: roundTo(rules.feeRate * 100, 4) })}</dd>
          </div>
          <div>
            <dt>{t('orderPanel.amount')}</dt>
            <dd data-testid="order-amount">{estimate(money(summary.amount, marketSymbol))}</dd>
          </div>
          <div>
            <dt>{t('orderPanel.fee')}</dt>
            <dd data-testid="order-fee">{estimate(money(summary.fee, marketSymbol))}</dd>
          </div>
          <div className="td-order-panel__total">
            <dt>{t(`orderPanel.expected.${form.side}`)}</dt>
            <dd data-testid="order-total">{estimate(money(summary.total, marketSymbol))}</dd>
          </div>
          {plusBuy.on && <PlusBuyFigures preview={preview} money={(value) => money(value, marketSymbol)} />}
        </dl>
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
        )}
        {sending && (
          <p role="status" className="td-order-panel__sending">
            {t('orderPanel.sending')}
          </p>
        )}
      </form>
    </section>
  );
}
