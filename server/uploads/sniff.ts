/**
 * The media type of a file read from its first bytes (magic numbers), never from its name: a renamed
 * executable or text file is none of these. Only the upload widget's types (UPLOAD.mediaTypes) are known.
 * And a picture's width and height read from its header (PNG IHDR, JPEG frame header, GIF logical screen,
 * HEIF `ispe`) without decoding a pixel, so that a file of a few bytes claiming 50,000 × 50,000 pixels is
 * refused before anything (the back office, a member's browser) would try to decode it.
 */
import { UPLOAD, type UploadMediaType } from '../../contract';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An ISO base media file's first box is `ftyp` (at offset 4, after its size), then the major brand. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  return bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return bytes.length < to ? '' : String.fromCharCode(...bytes.subarray(from, to));
}

export function sniffMediaType(bytes: Uint8Array): UploadMediaType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Whether a picture is over UPLOAD.maxImageSide on a side or UPLOAD.maxImagePixels in all. */
export function exceedsImageBounds({ width, height }: Dimensions): boolean {
  return (
    width > UPLOAD.maxImageSide || height > UPLOAD.maxImageSide || width * height > UPLOAD.maxImagePixels
  );
}

/**
 * The picture's width and height from its header, for the type `sniffMediaType` found; null when the
 * header that says them is missing, cut short or says 0 (not a picture anyone could show).
 */
export function imageDimensions(bytes: Uint8Array, mediaType: UploadMediaType): Dimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found =
    mediaType === 'image/png'
      ? pngDimensions(bytes, view)
      : mediaType === 'image/jpeg'
        ? jpegDimensions(view)
        : mediaType === 'image/gif'
          ? gifDimensions(view)
          : heifDimensions(bytes, view);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

/** PNG: the first chunk is IHDR (length, type, then width and height as 32-bit big-endian numbers). */
function pngDimensions(bytes: Uint8Array, view: DataView): Dimensions | null {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** GIF: the logical screen's width and height, 16-bit little-endian, after the 6-byte signature. */
function gifDimensions(view: DataView): Dimensions | null {
  if (view.byteLength < 10) return null;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** The JPEG frame headers (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC, which share the range). */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * JPEG: the segments after the start of image, each a marker and a 16-bit length, are skipped (APPn, the
 * Exif thumbnail inside APP1, tables) up to the frame header: precision, then height and width. A scan or
 * the end before any frame header is no picture.
 */
function jpegDimensions(view: DataView): Dimensions | null {
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    // A fill byte before a marker; markers without a length (start of image, TEM, restarts).
    if (marker === 0xff) at += 1;
    else if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) at += 2;
    else if (marker === 0xd9 || marker === 0xda) return null;
    else if (JPEG_FRAME_MARKERS.has(marker)) {
      if (at + 9 > view.byteLength) return null;
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    } else {
      const length = view.getUint16(at + 2);
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

interface Box {
  type: string;
  /** Where its content starts and where the box ends. */
  start: number;
  end: number;
}

/** The ISO base media boxes between `from` and `to` (32-bit sizes, 64-bit ones, 0 = to the end). */
function boxes(bytes: Uint8Array, view: DataView, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    found.push({ type: ascii(bytes, at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

/**
 * HEIF: every item's size is an `ispe` property in meta → iprp → ipco (meta and ispe are full boxes: 4
 * bytes of version and flags first). A grid picture has one per tile and one for the whole: the largest
 * width and height of them all bound the picture.
 */
function heifDimensions(bytes: Uint8Array, view: DataView): Dimensions | null {
  const child = (box: Box | undefined, type: string, skip = 0) =>
    box && boxes(bytes, view, box.start + skip, box.end).find((inner) => inner.type === type);
  const meta = boxes(bytes, view, 0, bytes.length).find((box) => box.type === 'meta');
  const ipco = child(child(meta, 'iprp', 4), 'ipco');
  if (!ipco) return null;
  const sizes = boxes(bytes, view, ipco.start, ipco.end)
    .filter((box) => box.type === 'ispe' && box.start + 12 <= box.end)
    .map((box) => ({ width: view.getUint32(box.start + 4), height: view.getUint32(box.start + 8) }));
  if (sizes.length === 0) return null;
  return {
    width: Math.max(...sizes.map((size) => size.width)),
    height: Math.max(...sizes.map((size) => size.height)),
  };
}
