/**
 * The coin list's accessible DOM mirror of the rows in view (a ring of src/render/dom-mirror.ts): per row
 * the favourite's star button, the name and the header's columns as grid cells, with the labels a screen
 * reader reads. A row that shows another list row, coin or input is written whole; the others only when
 * their values are due, and then only the texts that changed.
 */
import type { CoinKey } from '../../../contract/markets';
import { ROW_HEIGHT } from '../../render/coin-list/coin-list-layout';
import { gridCell, MirrorRing, setAttribute, setText, type MirrorRow } from '../../render/dom-mirror';
import type { CoinListControllerInput, RowCells } from './row-cells';
import { ASSET_TAB } from './rules';
import type { CoinListRows } from './view-model';

/** Cells of the mirror per tab kind, as drawn cell indices (the header's columns, in order). */
const MIRROR_CELLS = { coin: [0, 2, 4, 6], asset: [0, 2, 3, 4, 6, 7] } as const;

interface CoinMirrorRow extends MirrorRow {
  star: HTMLButtonElement;
  name: HTMLElement;
  /** What the row was last written for: list row, coin, generation of the input; and its selection. */
  index: number;
  key: CoinKey | null;
  generation: number;
  active: boolean;
}

/** The rows in view as the controller worked them out, and what they were made from (none without both). */
export interface MirroredRows {
  rows: CoinListRows | null;
  input: CoinListControllerInput | null;
  /** The first list row in view, and how many are. */
  first: number;
  count: number;
  /** The generation of the low-rate input: rows written for an older one are written whole again. */
  generation: number;
  /** The keyboard's row. */
  activeKey: CoinKey | null;
}

export class CoinListMirror {
  private readonly ring: MirrorRing<CoinMirrorRow>;

  constructor(
    elements: { grid: HTMLElement; body: HTMLElement },
    private readonly cells: RowCells,
  ) {
    this.ring = new MirrorRing(elements, 'td-coin-list__row', (row) => {
      const nameCell = gridCell('td-coin-list__cell td-coin-list__cell--name');
      const star = document.createElement('button');
      star.type = 'button';
      star.className = 'td-coin-list__star';
      star.dataset.action = 'favorite';
      const name = document.createElement('span');
      nameCell.append(star, name);
      row.append(nameCell);
      return { row, star, name, cells: [nameCell], index: -1, key: null, generation: -1, active: false };
    });
  }

  /**
   * Brings the mirror up to the rows in view: rows that show another list row, coin or input are written
   * whole; the others are left alone unless `values` are due (then only changed texts).
   */
  sync(view: MirroredRows, values: boolean): void {
    const { rows, input, first, generation, activeKey } = view;
    const count = rows && input ? view.count : 0;
    const ring = this.ring;
    ring.place(first, count);
    let activeId: string | null = null;
    for (let i = 0; i < count; i++) {
      const index = first + i;
      const key = rows!.keys[index]!;
      const row = ring.rows[i]!;
      if (row.index !== index || row.key !== key || row.generation !== generation) {
        this.cells.fillRow(input!, rows!, index);
        this.writeRow(row, input!, key, index, generation);
      } else if (values) {
        this.cells.fillRow(input!, rows!, index);
        this.writeValues(row, input!);
      }
      const active = key === activeKey;
      if (row.active !== active) {
        row.active = active;
        row.row.setAttribute('aria-selected', String(active));
      }
      if (active) activeId = row.row.id;
      if (row.row.hidden) row.row.hidden = false;
    }
    ring.hideFrom(count);
    ring.setActive(activeId);
  }

  dispose(): void {
    this.ring.dispose();
  }

  /** Writes a mirror row whole for list row `index` (the texts of fillRow). */
  private writeRow(
    mirror: CoinMirrorRow,
    input: CoinListControllerInput,
    key: CoinKey,
    index: number,
    generation: number,
  ): void {
    const cells = input.state.tab === ASSET_TAB ? MIRROR_CELLS.asset : MIRROR_CELLS.coin;
    while (mirror.cells.length < cells.length) {
      const element = gridCell('td-coin-list__cell');
      mirror.cells.push(element);
      mirror.row.append(element);
    }
    for (let c = 1; c < mirror.cells.length; c++) mirror.cells[c]!.hidden = c >= cells.length;
    const name = this.cells.texts[0]!;
    const favorite = this.cells.isFavorite(key);
    mirror.row.style.top = `${index * ROW_HEIGHT}px`;
    mirror.row.dataset.key = key;
    mirror.row.dataset.index = String(index);
    setAttribute(mirror.row, 'aria-label', name);
    setAttribute(mirror.row, 'aria-rowindex', String(index + 2));
    setAttribute(
      mirror.star,
      'aria-label',
      input.translate(favorite ? 'coinList.favorite.remove' : 'coinList.favorite.add', { coin: name }),
    );
    setAttribute(mirror.star, 'aria-pressed', String(favorite));
    setAttribute(mirror.star, 'aria-busy', String(input.favoritesBlocked && input.loggedIn));
    setText(mirror.name, name);
    this.writeValues(mirror, input);
    mirror.index = index;
    mirror.key = key;
    mirror.generation = generation;
  }

  /** Writes a mirror row's value cells from the texts of fillRow (text only where it changed). */
  private writeValues(mirror: CoinMirrorRow, input: CoinListControllerInput): void {
    const cells = input.state.tab === ASSET_TAB ? MIRROR_CELLS.asset : MIRROR_CELLS.coin;
    for (let c = 1; c < cells.length; c++) setText(mirror.cells[c]!, this.cells.texts[cells[c]!]!);
  }
}
