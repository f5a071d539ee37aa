/**
 * QR codes (the app download, a deposit address): the modules come from qrcode-generator, loaded on first
 * use so the library stays out of the page's cold start, and are drawn as one SVG path (one square per
 * dark module; src/ui/QrCode.tsx).
 */

/** The modules of a QR code, row by row; true is dark. Error correction M (15 % of the code may be lost). */
export type QrModules = readonly (readonly boolean[])[];

export async function qrModules(text: string): Promise<QrModules> {
  if (text === '') throw new Error('a QR code needs some text to encode');
  const { default: qrcode } = await import('qrcode-generator');
  // Type 0: the library picks the smallest version that holds the text.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => code.isDark(row, col)),
  );
}

/** An SVG path drawing each dark module as a unit square at (column, row). */
export function qrPath(modules: QrModules): string {
  const squares: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return squares.join('');
}
