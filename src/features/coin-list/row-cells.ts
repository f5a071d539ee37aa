/**
 * What each cell of a coin list row shows: the texts and tints of a row's cells, and the numbers its value
 * cells are made from, written into reused arrays so that a frame allocates nothing but the strings of
 * changed cells. `formatValueCell` is the pure part (a value cell's text and tint from the row's numbers);
 * `RowCells` looks up the coin, its badges and favourite and reads the feed's tickers for it.
 */
import type { CoinInfo } from '../../../contract';
import {
  DEFAULT_MARKET,
  isMarketSymbol,
  parseCoinKey,
  type CoinKey,
  type MarketSymbol,
} from '../../../contract/markets';
import { priceTicks, specTicks, type PriceTicks, type TickTable } from '../../../contract/price-ticks';
import type { FeedClient } from '../../api/feed-types';
import { coinsBySymbol } from '../../lib/asset-valuation';
import { formatRate } from '../../lib/format';
import { formatPrice, formatQuantity } from '../../lib/price-format';
import { CELL_COUNT, COIN_LIST_THEME, STAR_CELL } from '../../render/coin-list/coin-list-layout';
import {
  formatChangeAmount,
  formatKrw,
  formatKrwProfit,
  formatListVolume,
  rowBadges,
  type UsdtVolumeMode,
} from './rules';
import {
  changeAmountOf,
  rateOf,
  type CoinListInput,
  type CoinListRows,
  type ListLanguage,
} from './view-model';

/** What the view model takes (the controller adds the feed's tickers), and what the rows need besides. */
export interface CoinListControllerInput extends Omit<CoinListInput, 'tickers'> {
  /** Favourites are blocked: the stars wait (spinner). */
  favoritesBlocked: boolean;
  /** The window's price steps (the market source's): the decimals of each row's prices. */
  ticks: TickTable;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

/** Cells 2–7 show numbers; 0, 1 and the star are the row's identity. */
export const FIRST_VALUE_CELL = 2;
export const LAST_VALUE_CELL = 7;

const cellBits = (...cells: number[]) => cells.reduce((mask, cell) => mask | (1 << cell), 0);
/**
 * Per cell, the cells whose numbers its text and tint are made from (bit masks): a price is tinted by
 * the rate, a change amount takes its decimals from the price, a profit its tint from the profit rate.
 */
const CELL_INPUTS = {
  coin: [0, 0, cellBits(2, 4), 0, cellBits(4), cellBits(2, 4, 5), cellBits(6), 0, 0],
  asset: [0, 0, cellBits(2), cellBits(3), cellBits(4), 0, cellBits(6), cellBits(6, 7), 0],
} as const;

/** What a value cell's text depends on besides the row's numbers. */
export interface ValueCellContext {
  /** A My Asset row: its numbers are the holding's. */
  asset: boolean;
  /** The market of a coin row. */
  market: MarketSymbol;
  /** The row's coin's price steps (a holding's: its KRW coin's): the decimals of its prices. */
  ticks: PriceTicks;
  /** A coin row whose coin has a ticker (else its value cells are empty). */
  ticker: boolean;
  usdtVolumeMode: UsdtVolumeMode;
  /** The KRW volume's unit ("M"). */
  millionUnit: string;
}

function signTint(value: number): number {
  if (value > 0) return COIN_LIST_THEME.up;
  if (value < 0) return COIN_LIST_THEME.down;
  return COIN_LIST_THEME.text;
}

/** Two numbers are the same shown value (NaN, no number, equals itself). */
function sameNumber(a: number, b: number): boolean {
  return a === b || (a !== a && b !== b);
}

/** The text and tint of value cell `cell` from the row's `numbers`, into texts[cell] and tints[cell]. */
export function formatValueCell(
  texts: string[],
  tints: number[],
  numbers: ArrayLike<number>,
  cell: number,
  context: ValueCellContext,
): void {
  tints[cell] = COIN_LIST_THEME.text;
  if (context.asset) {
    switch (cell) {
      case 2:
        texts[2] = formatQuantity(numbers[2]!);
        return;
      case 3:
        texts[3] = formatKrw(numbers[3]!);
        return;
      case 4:
        // Asset rows are valued on the KRW market: their KRW coin's price decimals (context.ticks).
        texts[4] = formatPrice(context.ticks, numbers[4]!);
        return;
      case 6:
      case 7:
        texts[cell] = cell === 6 ? formatRate(numbers[6]!) : formatKrwProfit(numbers[7]!);
        tints[cell] = signTint(numbers[6]!);
        return;
    }
    texts[cell] = '';
    return;
  }
  const market = context.market;
  if (!context.ticker || cell === 3 || cell === 7) {
    texts[cell] = '';
    return;
  }
  if (cell === 6) {
    const volume = formatListVolume(market, numbers[6]!, context.usdtVolumeMode);
    texts[6] = market === 'KRW' ? `${volume}${context.millionUnit}` : volume;
    return;
  }
  texts[cell] =
    cell === 2
      ? formatPrice(context.ticks, numbers[2]!)
      : cell === 4
        ? formatRate(numbers[4]!)
        : formatChangeAmount(context.ticks, numbers[5]!, numbers[2]!);
  tints[cell] = signTint(numbers[4]!);
}

/** The cells of one row at a time, for the input last given (setInput) and the feed's live tickers. */
export class RowCells {
  readonly texts: string[] = new Array<string>(CELL_COUNT).fill('');
  readonly tints: number[] = new Array<number>(CELL_COUNT).fill(COIN_LIST_THEME.text);
  /** The numbers of a row's value cells (NaN where none). */
  readonly numbers = new Float64Array(CELL_COUNT);
  private readonly context: ValueCellContext = {
    asset: false,
    market: DEFAULT_MARKET,
    ticks: specTicks(DEFAULT_MARKET),
    ticker: false,
    usdtVolumeMode: 'product',
    millionUnit: '',
  };
  private input: CoinListControllerInput | null = null;
  private coinsByKey = new Map<CoinKey, CoinInfo>();
  private bySymbol: ReadonlyMap<string, CoinInfo> = new Map();
  private favoriteKeys = new Set<CoinKey>();
  private badgeTexts = new Map<CoinKey, string>();
  /** Each row coin's steps by the input's table, made once per table. */
  private readonly coinTicks = new Map<CoinKey, PriceTicks>();

  constructor(private readonly feed: FeedClient) {}

  setInput(input: CoinListControllerInput): void {
    const previous = this.input;
    this.input = input;
    if (previous?.coins !== input.coins) {
      this.coinsByKey = new Map(input.coins.map((coin) => [coin.key, coin]));
      this.bySymbol = coinsBySymbol(input.coins);
    }
    if (previous?.favorites !== input.favorites)
      this.favoriteKeys = new Set((input.favorites ?? []).map((row) => row.key));
    if (previous?.coins !== input.coins || previous.translate !== input.translate) this.badgeTexts.clear();
    if (previous?.ticks !== input.ticks) this.coinTicks.clear();
    this.context.millionUnit = input.translate('coinList.unit.million');
  }

  /** The KRW volume's unit ("M"), translated once per input. */
  get millionUnit(): string {
    return this.context.millionUnit;
  }

  isFavorite(key: CoinKey): boolean {
    return this.favoriteKeys.has(key);
  }

  /** The texts and tints of every cell of row `index`, and its numbers, into the reused arrays. */
  fillRow(input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    const texts = this.texts;
    const tints = this.tints;
    const key = rows.keys[index]!;
    const asset = rows.assets?.[index];
    tints.fill(COIN_LIST_THEME.text);
    tints[1] = COIN_LIST_THEME.muted;
    const favorite = this.favoriteKeys.has(key);
    texts[STAR_CELL] = input.favoritesBlocked && input.loggedIn ? '…' : favorite ? '★' : '☆';
    tints[STAR_CELL] = favorite ? COIN_LIST_THEME.star : COIN_LIST_THEME.muted;
    if (asset) {
      texts[0] = this.nameOf(this.bySymbol.get(asset.symbol), asset.symbol, input.language);
      texts[1] = asset.symbol;
    } else {
      const coin = this.coinsByKey.get(key);
      const market = this.marketOf(key);
      const symbol = coin?.symbol ?? parseCoinKey(key)?.symbol ?? key;
      texts[0] = this.nameOf(coin, symbol, input.language);
      const badges = coin ? this.badgesOf(coin, input.translate) : '';
      texts[1] = badges === '' ? `${symbol}/${market}` : `${symbol}/${market}  ${badges}`;
    }
    this.fillNumbers(input, rows, index);
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++) this.formatValue(input, rows, index, c);
  }

  /**
   * Re-reads row `index`'s numbers (into `numbers`) and answers the value cells whose number differs from
   * `shown`, what the row was last written from, as a bit mask (0: none).
   */
  changedNumbers(
    input: CoinListControllerInput,
    rows: CoinListRows,
    index: number,
    shown: Float64Array,
  ): number {
    const numbers = this.numbers;
    this.fillNumbers(input, rows, index);
    let changedCells = 0;
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++)
      if (!sameNumber(numbers[c]!, shown[c]!)) changedCells |= 1 << c;
    return changedCells;
  }

  /**
   * Formats the value cells made from a number in `changed` (a mask of changedNumbers, whose numbers
   * these read) and answers them as a bit mask.
   */
  formatChanged(input: CoinListControllerInput, rows: CoinListRows, index: number, changed: number): number {
    const inputs = rows.assets?.[index] ? CELL_INPUTS.asset : CELL_INPUTS.coin;
    let formatted = 0;
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++) {
      if ((inputs[c]! & changed) === 0) continue;
      this.formatValue(input, rows, index, c);
      formatted |= 1 << c;
    }
    return formatted;
  }

  /** The market of a row's coin (from the coin list, else its key). */
  marketOf(key: CoinKey): MarketSymbol {
    const known = this.coinsByKey.get(key)?.marketSymbol;
    if (known !== undefined && isMarketSymbol(known)) return known;
    const parsed = parseCoinKey(key);
    return parsed && isMarketSymbol(parsed.marketSymbol) ? parsed.marketSymbol : 'KRW';
  }

  /** Coin `key`'s steps by `table` (a key of no known market: its market's, as marketOf reads it). */
  private ticksOf(table: TickTable, key: CoinKey): PriceTicks {
    let ticks = this.coinTicks.get(key);
    if (ticks === undefined) {
      const market = this.marketOf(key);
      const parsed = parseCoinKey(key);
      const known = parsed?.marketSymbol === market ? key : (`${parsed?.symbol ?? key}-${market}` as CoinKey);
      ticks = priceTicks(table, known);
      this.coinTicks.set(key, ticks);
    }
    return ticks;
  }

  private nameOf(coin: CoinInfo | undefined, symbol: string, language: ListLanguage): string {
    if (!coin) return symbol;
    return language === 'ko' ? coin.coinNm : coin.coinNmEn;
  }

  private badgesOf(coin: CoinInfo, translate: CoinListControllerInput['translate']): string {
    let text = this.badgeTexts.get(coin.key);
    if (text === undefined) {
      text = rowBadges(coin.infoOnMarket)
        .map((badge) => translate(`coinList.badges.${badge}`))
        .join(' · ');
      this.badgeTexts.set(coin.key, text);
    }
    return text;
  }

  /** The numbers row `index`'s value cells show (NaN where a cell shows none). */
  private fillNumbers(input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    const numbers = this.numbers;
    numbers.fill(Number.NaN);
    const asset = rows.assets?.[index];
    if (asset) {
      numbers[2] = asset.coinBalance;
      numbers[3] = asset.valuationAmt;
      numbers[4] = asset.avgBuyAmt;
      numbers[6] = asset.profitRate;
      numbers[7] = asset.valuationProfit;
      return;
    }
    const slot = rows.slots[index]!;
    if (slot < 0) return;
    const tickers = this.feed.tickers;
    const { tickType, usdtVolumeMode } = input.state;
    numbers[2] = tickers.value(slot, 'closePrice');
    numbers[4] = rateOf(tickers, slot, tickType);
    numbers[5] = changeAmountOf(tickers, slot, tickType);
    const globalVolume = usdtVolumeMode === 'global' && this.marketOf(rows.keys[index]!) === 'USDT';
    numbers[6] = tickers.value(slot, globalVolume ? 'valueBx24H' : 'value24H');
  }

  /** The text and tint of value cell `cell` of row `index`, from the numbers fillNumbers left. */
  private formatValue(input: CoinListControllerInput, rows: CoinListRows, index: number, cell: number): void {
    const context = this.context;
    const asset = rows.assets?.[index];
    context.asset = asset !== undefined;
    // A holding is valued on the KRW market: its KRW coin's steps, so SHIB bought at 0.021 is not "0".
    context.ticks = this.ticksOf(
      input.ticks,
      asset ? `${asset.symbol}-${DEFAULT_MARKET}` : rows.keys[index]!,
    );
    if (!context.asset) {
      context.market = this.marketOf(rows.keys[index]!);
      context.ticker = rows.slots[index]! >= 0;
      context.usdtVolumeMode = input.state.usdtVolumeMode;
    }
    formatValueCell(this.texts, this.tints, this.numbers, cell, context);
  }
}
