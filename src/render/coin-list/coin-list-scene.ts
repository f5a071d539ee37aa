/**
 * src/render/coin-list/: the coin list drawn with Pixi through the window's shared renderer (on a GPU;
 * coin-list-canvas.ts draws the same rows in 2D where WebGL rasterises on the CPU). One Pixi row per
 * pooled row of the ring (coin-list-rows.ts): a flash background, a highlight, a separator and glyph-line
 * cells, brought up to date from its ring row only when that row is damaged. Each row is a Pixi render
 * group, and nothing per frame toggles `visible` of what is inside it (a toggle makes Pixi rebuild its
 * group's draw instructions): the flash hides by zero width. Loaded by coin-list-view.ts when a list is
 * attached on Pixi's surface, with Pixi itself.
 */
import { Container, Sprite, Texture, type BitmapFont } from 'pixi.js';
import { ensureBitmapFont } from '../bitmap-font';
import { GlyphLine } from '../glyph-line';
import type { RenderView } from '../render-view';
import { attachView } from '../shared-renderer';
import {
  CELL_COUNT,
  cellX,
  COIN_LIST_THEME,
  FLASH_ALPHA,
  FONT_SIZE,
  ROW_HEIGHT,
  SMALL_SIZE,
  type RowLayout,
} from './coin-list-layout';
import type { ListRow, RowRing } from './coin-list-rows';

const FONT = 'td-coin-list';

const installFont = () => ensureBitmapFont(FONT, FONT_SIZE, ' .,:-+/%()[]—★☆·…');

class SceneRow {
  readonly root = new Container();
  private readonly flash = new Sprite(Texture.WHITE);
  private readonly highlight = new Sprite(Texture.WHITE);
  private readonly separator = new Sprite(Texture.WHITE);
  private readonly cells: GlyphLine[] = [];
  private width = 0;
  /** The ring's placement this row was placed for. */
  placement = -1;

  constructor(font: BitmapFont) {
    // Its own render group: a scroll moves the group, not its hundred glyph sprites one by one, and a
    // cell whose glyph count changes rebuilds this row's draw instructions, not the whole list's.
    this.root.isRenderGroup = true;
    this.flash.alpha = FLASH_ALPHA;
    this.flash.width = 0;
    this.highlight.tint = COIN_LIST_THEME.active;
    this.highlight.visible = false;
    this.separator.tint = COIN_LIST_THEME.separator;
    this.separator.y = ROW_HEIGHT - 1;
    this.separator.height = 1;
    this.root.addChild(this.highlight, this.flash, this.separator);
    for (let i = 0; i < CELL_COUNT; i++) {
      const cell = new GlyphLine(font, FONT_SIZE);
      this.cells.push(cell);
      this.root.addChild(cell.view);
    }
  }

  place(layout: RowLayout, width: number): void {
    this.width = width;
    this.flash.height = ROW_HEIGHT - 1;
    this.highlight.width = width;
    this.highlight.height = ROW_HEIGHT - 1;
    this.separator.width = width;
    for (let i = 0; i < CELL_COUNT; i++) {
      const cell = this.cells[i]!;
      const placement = layout[i];
      if (!placement) {
        cell.view.visible = false;
        continue;
      }
      cell.view.visible = true;
      cell.setFontSize(placement.small ? SMALL_SIZE : FONT_SIZE);
      cell.setAnchor(placement.anchor);
      cell.view.position.set(cellX(placement, width), placement.y);
    }
  }

  /** Shows what the ring row holds (a glyph line re-lays itself out only when its text changed). */
  show(row: ListRow): void {
    for (let i = 0; i < CELL_COUNT; i++) {
      const cell = this.cells[i]!;
      cell.text = row.texts[i]!;
      cell.tint = row.tints[i]!;
    }
    this.flash.width = row.flashTint === -1 ? 0 : this.width;
    if (row.flashTint !== -1) this.flash.tint = row.flashTint;
    if (this.highlight.visible !== row.active) this.highlight.visible = row.active;
  }
}

export class CoinListScene {
  readonly stage = new Container();
  private readonly rows: SceneRow[] = [];
  private readonly font = installFont();

  /** Brings the Pixi rows up to the ring: positions of rows in view, and the looks of damaged ones. */
  sync(ring: RowRing): void {
    while (this.rows.length < ring.pooledRows) {
      const row = new SceneRow(this.font);
      this.rows.push(row);
      this.stage.addChild(row.root);
    }
    for (let slot = 0; slot < this.rows.length; slot++) {
      const row = this.rows[slot]!;
      const data = ring.slot(slot);
      if (row.placement !== ring.placement) {
        row.place(ring.layout, ring.width);
        row.placement = ring.placement;
        data.damaged = true;
      }
      if (row.root.visible !== data.visible) row.root.visible = data.visible;
      if (!data.visible) continue;
      row.root.y = data.y;
      if (!data.damaged) continue;
      row.show(data);
      data.damaged = false;
      ring.rowsDrawn += 1;
    }
    ring.moved = false;
  }

  destroy(): void {
    this.stage.destroy({ children: true });
  }
}

/**
 * The list's scene drawn under `host` by the shared renderer: in each frame `prepare` writes the ring,
 * then the scene takes what it says changed. Disposing the view destroys the scene.
 */
export function attachCoinListScene(host: HTMLElement, ring: RowRing, prepare: () => boolean): RenderView {
  const scene = new CoinListScene();
  return attachView({
    host,
    stage: scene.stage,
    background: COIN_LIST_THEME.background,
    prepare: () => {
      const changed = prepare();
      scene.sync(ring);
      return changed;
    },
    release: () => scene.destroy(),
  });
}
