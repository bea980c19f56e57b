/**
 * Prints what the extractor sees in a document, for working on it: each line's runs with their
 * left and right edges and font, the section headings found, and the label readings of the runs
 * that contain GREP. `npx tsx scripts/showPage.ts FILE.pdf [GREP]`.
 */
import { readFile } from 'node:fs/promises';
import { readDocument } from '../server/extraction/extractDocument';
import { closeOcr } from '../server/extraction/page/ocrWords';
import { pageIndexOf } from '../server/extraction/readPolicy';
import { findHeadings } from '../server/extraction/reading/sections';

const [file, grep] = process.argv.slice(2);
const model = await readDocument(new Uint8Array(await readFile(file)));
const page = pageIndexOf(model);
console.log('headings:', findHeadings(model).map((heading) => `${heading.segment.text} [${heading.section.context ?? '-'}: ${heading.section.tokens.join(' ')}]`).join(' | '));
for (const line of model.lines) {
  const text = line.segments.map((segment) => `[${segment.x.toFixed(0)}-${(segment.x + segment.width).toFixed(0)} ${segment.style}] ${segment.text}`).join(' | ');
  if (!grep || text.includes(grep)) console.log(`p${line.page} y${line.y.toFixed(0)} ${text}`);
}
if (grep) {
  for (const reading of page.readings.filter((candidate) => candidate.segment.text.includes(grep))) {
    console.log(`label "${reading.text}" value ${JSON.stringify(reading.value)}: ${reading.targets.slice(0, 3).map((target) => `${target.target} ${target.score.toFixed(2)}`).join(', ')}`);
  }
}
await closeOcr();
