/**
 * The drawing tools' glyphs (and the drawing toolbar's and Objects list's other buttons'), drawn in the
 * text's colour on an 18 px grid so that they follow the theme; decorative: their buttons carry the names.
 */
import type { DrawingTool } from '../../../contract/drawings';

export type GlyphName =
  | DrawingTool
  | 'magnet'
  | 'objects'
  | 'shortcuts'
  | 'deleteAll'
  | 'hide'
  | 'lock'
  | 'style'
  | 'delete'
  | 'close';

/** Each glyph's strokes (SVG path data), and the anchors' dots where the tool has them. */
const GLYPHS: Readonly<Record<GlyphName, { path: string; dots?: readonly (readonly [number, number])[] }>> = {
  trendLine: {
    path: 'M4 14L14 4',
    dots: [
      [4, 14],
      [14, 4],
    ],
  },
  ray: {
    path: 'M4 14L17 1',
    dots: [
      [4, 14],
      [9, 9],
    ],
  },
  extendedLine: {
    path: 'M1 17L17 1',
    dots: [
      [6, 12],
      [12, 6],
    ],
  },
  infoLine: {
    path: 'M3 13L11 5M11 12h5M11 15h5',
    dots: [
      [3, 13],
      [11, 5],
    ],
  },
  arrow: { path: 'M3 15L15 3M9 3h6v6' },
  horizontalLine: { path: 'M1 9h16', dots: [[9, 9]] },
  horizontalRay: { path: 'M5 9h12', dots: [[5, 9]] },
  verticalLine: { path: 'M9 1v16', dots: [[9, 9]] },
  crossLine: { path: 'M1 9h16M9 1v16' },
  parallelChannel: { path: 'M2 11L11 2M7 16L16 7' },
  rectangle: { path: 'M3 5h12v8H3z' },
  priceRange: { path: 'M4 2h10M4 16h10M9 4v10M6.5 6.5L9 4l2.5 2.5' },
  dateRange: { path: 'M2 4v10M16 4v10M4 9h10M11.5 6.5L14 9l-2.5 2.5' },
  fibRetracement: { path: 'M2 3h14M2 7h14M2 11h14M2 15h14' },
  fibExtension: { path: 'M2 3h14M2 8h14M2 13h14M2 16L7 11' },
  textNote: { path: 'M4 4h10M9 4v11' },
  priceNote: { path: 'M2 9l4-4h10v8H6zM9 9h4' },
  magnet: { path: 'M5 3v7a4 4 0 0 0 8 0V3M5 6h3M10 6h3' },
  objects: { path: 'M3 5h12M3 9h12M3 13h12' },
  shortcuts: { path: 'M2 5h14v9H2zM5 8h1M8.5 8h1M12 8h1M5 11h8' },
  deleteAll: { path: 'M3 5h12M7 5V3h4v2M5 5l1 10h6l1-10M8 8v4M10 8v4' },
  hide: { path: 'M1 9s3-5 8-5 8 5 8 5-3 5-8 5-8-5-8-5zM9 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z' },
  lock: { path: 'M4 8h10v8H4zM6 8V5a3 3 0 0 1 6 0v3' },
  style: { path: 'M3 15l1-4 8-8 3 3-8 8zM10 5l3 3' },
  delete: { path: 'M3 5h12M7 5V3h4v2M5 5l1 10h6l1-10' },
  close: { path: 'M4 4l10 10M14 4L4 14' },
};

export function DrawingGlyph({ name }: { name: GlyphName }) {
  const glyph = GLYPHS[name];
  return (
    <svg
      className="td-drawing-glyph"
      viewBox="0 0 18 18"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyph.path} fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
      {glyph.dots?.map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />
      ))}
    </svg>
  );
}
