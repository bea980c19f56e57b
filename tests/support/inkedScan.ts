import type { PreparedScan } from '../../server/extraction/page/scanImage';

/** A prepared scan drawn in characters: '#' is ink, anything else paper. */
export function inkedScan(rows: string[]): PreparedScan {
  const width = rows[0].length;
  const ink = Uint8Array.from(rows.join('').split(''), (cell) => (cell === '#' ? 1 : 0));
  return { ink, width, height: rows.length, angle: 0, grey: Uint8ClampedArray.from(ink, (inked) => (inked ? 0 : 255)), bands: [] };
}
