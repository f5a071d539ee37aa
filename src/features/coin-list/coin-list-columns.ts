/**
 * Where the coin list's cells sit: the coin rows' columns placed for the list's width, the volume's unit
 * and the header's labels (the header's columns end where the drawn ones do, through CSS custom
 * properties the stylesheet reads), the My Asset rows' fixed layout, and the names and badge lines cut
 * with an ellipsis where the name column ends.
 */
import {
  CELL_GAP,
  coinRowLayout,
  fitText,
  FONT_SIZE,
  LINE_1,
  LINE_2,
  MIDDLE,
  NAME_X,
  placeCoinColumns,
  SMALL_SIZE,
  widestCoinTexts,
  type CoinColumns,
  type CoinColumnWidths,
  type RowLayout,
} from '../../render/coin-list/coin-list-layout';
import { listTextMeasure } from '../../render/coin-list/coin-list-canvas';

/** No header labels to make room for (the My Asset tab shows other headers). */
const NO_HEADERS: CoinColumnWidths = { price: 0, change: 0, volume: 0 };

function cell(share: number, offset: number, anchor: 0 | 1, y: number, small = false) {
  return { share, offset, anchor, y, small };
}

export const ASSET_LAYOUT: RowLayout = [
  cell(0, NAME_X, 0, LINE_1),
  cell(0, NAME_X, 0, LINE_2, true),
  cell(0.5, 0, 1, LINE_1),
  cell(0.5, 0, 1, LINE_2, true),
  cell(0.72, 0, 1, MIDDLE),
  null,
  cell(1, -8, 1, LINE_1),
  cell(1, -8, 1, LINE_2, true),
  cell(0, 6, 0, MIDDLE),
];

export class CoinListColumns {
  /** Measures texts in the list's font; the drawn names and badge lines cut to the name column, by text. */
  private readonly measureText = listTextMeasure();
  private readonly cutNames = [new Map<string, string>(), new Map<string, string>()] as const;
  /** The coin columns at the list's width, unit and header labels, and the coin rows' layout from them. */
  private columns: CoinColumns = placeCoinColumns(0, widestCoinTexts('', this.measureText), NO_HEADERS);
  private coinLayout: RowLayout = coinRowLayout(this.columns);

  /** `grid` holds the coin header and takes the columns' custom properties. */
  constructor(private readonly grid: HTMLElement) {}

  /**
   * Places the coin columns for the list's width, volume unit and header labels (a new layout only when a
   * column moved, which has every row written again) and answers the rows' layout for the tab.
   */
  place(width: number, millionUnit: string, assetTab: boolean): RowLayout {
    const values = widestCoinTexts(millionUnit, this.measureText);
    const headers = this.headerWidths();
    const known = this.columns;
    const placed = placeCoinColumns(width, values, headers);
    if (
      placed.nameRight !== known.nameRight ||
      placed.priceRight !== known.priceRight ||
      placed.changeRight !== known.changeRight ||
      placed.volumeRight !== known.volumeRight
    ) {
      this.columns = placed;
      this.coinLayout = coinRowLayout(placed);
      for (const cut of this.cutNames) cut.clear();
      const { priceRight, changeRight } = placed;
      // The name's label takes what the price's label leaves, CELL_GAP short of it: more than its values.
      const nameHead = Math.max(placed.nameRight, Math.floor(priceRight - headers.price - CELL_GAP));
      const style = this.grid.style;
      style.setProperty('--td-coin-list-name', `${nameHead}px`);
      style.setProperty('--td-coin-list-price', `${priceRight - nameHead}px`);
      style.setProperty('--td-coin-list-change', `${changeRight - priceRight}px`);
      style.setProperty('--td-coin-list-volume', `${width - changeRight}px`);
    }
    return assetTab ? ASSET_LAYOUT : this.coinLayout;
  }

  /**
   * The text cell `cell` draws in `layout`: a coin row's name and badge line are cut with an ellipsis where
   * the name column ends (CELL_GAP short of the price); the mirror and the callbacks keep the whole name.
   */
  cut(cell: number, text: string, layout: RowLayout): string {
    if ((cell !== 0 && cell !== 1) || layout !== this.coinLayout) return text;
    const known = this.cutNames[cell];
    let cut = known.get(text);
    if (cut === undefined) {
      const size = cell === 0 ? FONT_SIZE : SMALL_SIZE;
      cut = fitText(text, this.columns.nameRight - NAME_X, size, this.measureText);
      known.set(text, cut);
    }
    return cut;
  }

  /** The coin header's price, change and volume labels with their sort marks, unwrapped, px. */
  private headerWidths(): CoinColumnWidths {
    const head = this.grid.querySelector<HTMLElement>('.td-coin-list__head[data-kind="coin"]');
    if (!head) return NO_HEADERS;
    // On one line whatever the columns' widths (a label wraps where it does not get its width).
    head.classList.add('td-coin-list__head--measuring');
    const buttons = head.querySelectorAll<HTMLElement>('.td-list-header__button');
    // The first is the name's.
    const widthOf = (index: number) => buttons[index]?.getBoundingClientRect().width ?? 0;
    const widths = { price: widthOf(1), change: widthOf(2), volume: widthOf(3) };
    head.classList.remove('td-coin-list__head--measuring');
    return widths;
  }
}
