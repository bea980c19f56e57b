/**
 * `npm run --silent extract -- FILE.pdf [...]`: prints a JSON array with the snake_case policy
 * fields read from each file, in the order given; a file that cannot be read gives `{ error }`.
 * With `--details`, each entry is `{ fields, confidence, needsReview, reviewReasons, evidence }`.
 * The same code as the extraction worker (server/extraction/extractDocument.ts).
 */
import fs from 'node:fs/promises';
import { extractDocument } from '../server/extraction/extractDocument';
import { closeOcr } from '../server/extraction/page/ocrWords';

const args = process.argv.slice(2);
const details = args.includes('--details');
const files = args.filter((arg) => arg !== '--details');
if (!files.length) {
  console.error('Usage: npm run --silent extract -- [--details] FILE.pdf [FILE.pdf ...]');
  process.exit(2);
}
const results: Record<string, unknown>[] = [];
for (const file of files) {
  try {
    const { fields, confidence, needsReview, reviewReasons, evidence } = await extractDocument(new Uint8Array(await fs.readFile(file)));
    results.push(details ? { fields, confidence, needsReview, reviewReasons, evidence } : fields);
  } catch (error) {
    results.push({ error: error instanceof Error ? error.message : String(error) });
  }
}
await closeOcr();
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
