/** Prints the lines and cells the extractor sees in a PDF: `npx tsx scripts/showPdfLines.ts FILE.pdf`. */
import { readFile } from 'node:fs/promises';
import { readLines } from '../server/extraction/pdfText.ts';
for (const f of process.argv.slice(2)) {
  const lines = await readLines(new Uint8Array(await readFile(f)));
  console.log('=== ' + f);
  for (const l of lines) console.log(`p${l.page} y${l.y.toFixed(0)} ` + l.cells.map((c) => `[${c.x.toFixed(0)}] ${c.text}`).join(' | '));
}
