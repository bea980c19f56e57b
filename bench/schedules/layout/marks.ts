/** What layout puts on a page, in points from the page's top-left corner. */

/** A grey level (0 black, 1 white) or an RGB triple in 0–1. */
export type Colour = number | readonly [number, number, number];

export type Mark =
  /** `y` is the top of the text line; `x` is its left, right or centre by `align`. */
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean; align?: 'left' | 'right' | 'center'; colour?: Colour }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill?: Colour; stroke?: number; strokeColour?: Colour }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; colour?: Colour }
  | { kind: 'circle'; x: number; y: number; r: number; fill: Colour };

/** Moves marks by (dx, dy). */
export function offset(marks: Mark[], dx: number, dy: number): Mark[] {
  return marks.map((mark) => {
    switch (mark.kind) {
      case 'line':
        return { ...mark, x1: mark.x1 + dx, x2: mark.x2 + dx, y1: mark.y1 + dy, y2: mark.y2 + dy };
      default:
        return { ...mark, x: mark.x + dx, y: mark.y + dy };
    }
  });
}
