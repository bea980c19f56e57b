/**
 * Small pages drawn as words at positions, for unit tests of the reader: each line is a list of
 * `[x, text]` runs (or `[x, text, style]`, `[x, text, style, size]` for a run in another size than the
 * page's, or `[x, text, style, size, lower]` for a run set `lower` points under its line), lines 14 points apart (`linesPerPage` to a page; an empty line is a gap), words about 4.2 points a letter at size 8;
 * `byOcr` for a scan's page, whose words carry no font.
 */
import { buildPageModel, type PageModel, type Word } from '../../server/extraction/page/pageModel';

type Run = [number, string] | [number, string, string] | [number, string, string, number] | [number, string, string, number, number];

export function drawnPage(lines: Run[][], { lineGap = 14, size = 8, linesPerPage = Infinity, byOcr = false } = {}): PageModel {
  const words: Word[] = lines.flatMap((runs, index) =>
    runs.flatMap(([x, text, style = 'regular', runSize = size, lower = 0]) => {
      const letter = (runSize * 4.2) / 8;
      let offset = 0;
      return text.split(' ').map((part) => {
        const [page, row] = [1 + Math.floor(index / linesPerPage), index % linesPerPage];
        const word: Word = { text: part, page, x: x + offset * letter, y: 40 + row * lineGap + lower, width: part.length * letter, height: runSize, size: runSize, style, startsRun: offset === 0 || undefined };
        offset += part.length + 1;
        return word;
      });
    }),
  );
  const pages = Math.max(1, Math.ceil(lines.length / linesPerPage));
  return buildPageModel(words.filter((word) => word.text), Array.from({ length: pages }, () => ({ width: 595, height: 842 })), byOcr);
}
