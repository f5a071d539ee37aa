/**
 * The compared coins' values in the page: at the bar under the pointer (or the newest), each coin's close
 * and its change from the first bar on screen, written in place into the cells the panel renders per coin
 * (`data-compare-value="<coin>"`), found again after it rendered another list.
 */
import { formatNumber } from '../../lib/format';
import { formatPrice } from '../../lib/price-format';
import { compareChange, type CompareScaling } from '../../render/chart/chart-compare';
import { isMarketSymbol, parseCoinKey, type CoinKey } from '../../../contract/markets';
import { priceTicks, type TickTable } from '../../../contract/price-ticks';

/**
 * "3,512,000 (+2.35%)": the close at the decimals of the coin's step by `table` and the change; a dash
 * without a close.
 */
export function compareValueText(
  coin: CoinKey,
  table: TickTable,
  value: number,
  scaling: CompareScaling | undefined,
): string {
  if (!Number.isFinite(value)) return '—';
  const price = isMarketSymbol(parseCoinKey(coin)?.marketSymbol)
    ? formatPrice(priceTicks(table, coin), value)
    : formatNumber(value, 2);
  const change = scaling ? compareChange(value, scaling) : Number.NaN;
  if (!Number.isFinite(change)) return price;
  const text = formatNumber(change, 2);
  return `${price} (${change > 0 && text !== formatNumber(0, 2) ? '+' : ''}${text}%)`;
}

interface Cell {
  coin: CoinKey;
  text: Text;
}

export class CompareLegend {
  private cells: Cell[] | null = null;

  /** `table`: the window's steps now (the source's may come after the chart opened). */
  constructor(
    private readonly root: HTMLElement | undefined,
    private readonly table: () => TickTable,
  ) {}

  /** The panel rendered another list of coins: find the cells again at the next write. */
  reset(): void {
    this.cells = null;
  }

  /** Writes each coin's value at bar `index` (below 0: none). */
  write(
    compared: readonly { coin: CoinKey; values: Float64Array }[],
    scalings: readonly CompareScaling[],
    index: number,
    length: number,
  ): void {
    if (!this.root || compared.length === 0) return;
    this.cells ??= [...this.root.querySelectorAll<HTMLElement>('[data-compare-value]')].map((element) => ({
      coin: element.dataset.compareValue as CoinKey,
      text:
        element.firstChild instanceof Text
          ? element.firstChild
          : element.appendChild(document.createTextNode('')),
    }));
    const table = this.table();
    for (const cell of this.cells) {
      const k = compared.findIndex((each) => each.coin === cell.coin);
      const value = k >= 0 && index >= 0 && index < length ? compared[k]!.values[index]! : Number.NaN;
      const text = compareValueText(cell.coin, table, value, scalings[k]);
      if (cell.text.data !== text) cell.text.data = text;
    }
  }
}
