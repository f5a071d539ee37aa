/**
 * The accessible DOM mirror of a list drawn through the shared renderer (the coin list, the order book):
 * role="row" elements in the list's body, one per row in view, which a screen reader reads and which take
 * the clicks. The rows are a ring kept in list order (after a scroll of k rows the k rows that left move
 * to the other end, the others keep their content); a write touches the DOM only where a text or an
 * attribute changed; the mirror catches up with the drawn rows at once for row moves and at human speed
 * (MIRROR_SYNC_MS) for values.
 */
import { Timeout } from '../lib/timers';

/** The mirror catches up with the drawn values this often (a screen reader needs no more). */
export const MIRROR_SYNC_MS = 500;

/** A mirror row: its element and its grid cells. */
export interface MirrorRow {
  row: HTMLElement;
  cells: HTMLElement[];
}

/** The mirror's rows in DOM order, the first showing list row `first`. */
export class MirrorRing<R extends MirrorRow> {
  readonly rows: R[] = [];
  private firstRow = 0;

  /**
   * `build` fills a new row element (role, id and class set; the body takes it afterwards) with its cells
   * and answers the row.
   */
  constructor(
    private readonly elements: { grid: HTMLElement; body: HTMLElement },
    private readonly className: string,
    private readonly build: (element: HTMLElement, index: number) => R,
  ) {}

  /** The list row the first mirror row shows. */
  get first(): number {
    return this.firstRow;
  }

  /**
   * Makes the ring show `count` rows from list row `first`: a ring that must grow starts again from list
   * order (its rows are rewritten where they differ); one that is large enough turns.
   */
  place(first: number, count: number): void {
    if (this.rows.length < count) {
      while (this.rows.length < count) this.rows.push(this.create());
      this.firstRow = first;
    } else this.turn(first);
  }

  /** Hides the rows from `count` on (fewer rows in view than the ring holds). */
  hideFrom(count: number): void {
    for (let i = count; i < this.rows.length; i++) {
      const row = this.rows[i]!.row;
      if (!row.hidden) row.hidden = true;
    }
  }

  /** Points the grid's aria-activedescendant at the row element `id`, or at none. */
  setActive(id: string | null): void {
    const { grid } = this.elements;
    if (id) setAttribute(grid, 'aria-activedescendant', id);
    else if (grid.hasAttribute('aria-activedescendant')) grid.removeAttribute('aria-activedescendant');
  }

  dispose(): void {
    for (const mirror of this.rows) mirror.row.remove();
  }

  private create(): R {
    const { grid, body } = this.elements;
    const element = document.createElement('div');
    element.setAttribute('role', 'row');
    element.id = `${grid.id}-row-${this.rows.length}`;
    element.className = this.className;
    const row = this.build(element, this.rows.length);
    body.append(element);
    return row;
  }

  /**
   * Turns the ring so that its first row shows list row `first`: after a scroll of k rows the k rows that
   * left move to the other end (DOM order stays list order), the others keep their content.
   */
  private turn(first: number): void {
    const mirror = this.rows;
    const shift = first - this.firstRow;
    this.firstRow = first;
    if (shift === 0 || Math.abs(shift) >= mirror.length) return;
    const body = this.elements.body;
    if (shift > 0)
      for (let i = 0; i < shift; i++) {
        const row = mirror.shift()!;
        body.append(row.row);
        mirror.push(row);
      }
    else
      for (let i = 0; i < -shift; i++) {
        const row = mirror.pop()!;
        body.prepend(row.row);
        mirror.unshift(row);
      }
  }
}

/** A grid cell of a mirror row. */
export function gridCell(className: string): HTMLElement {
  const cell = document.createElement('div');
  cell.setAttribute('role', 'gridcell');
  cell.className = className;
  return cell;
}

/** Writes a cell's text only when it changed, into its text node when it has one (no node replaced). */
export function setText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node instanceof Text && node.nextSibling === null) {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) element.textContent = text;
}

/** Sets an attribute only when its value changed. */
export function setAttribute(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Runs the mirror's sync once, after the shortest delay asked for since it last ran: a later ask that
 * would run it later changes nothing, a sooner one brings it forward.
 */
export class MirrorTimer {
  private due = Number.POSITIVE_INFINITY;
  // One timer for every request: a scroll asks once per event, and asking allocates nothing.
  private readonly timer: Timeout;

  constructor(run: () => void) {
    this.timer = new Timeout(() => {
      this.due = Number.POSITIVE_INFINITY;
      run();
    });
  }

  request(delayMs: number): void {
    const now = performance.now();
    const due = now + delayMs;
    if (due >= this.due) return;
    this.due = due;
    this.timer.start(due - now);
  }

  /** Forgets the pending run (the mirror syncs now, or the list goes away). */
  cancel(): void {
    this.timer.cancel();
    this.due = Number.POSITIVE_INFINITY;
  }
}
