/**
 * `npm run --silent extract -- FILE.pdf [...]`: prints a JSON array with the snake_case policy
 * fields read from each file, in the order given; a file that cannot be read gives `{ error }`.
 * The same code as the extraction worker (server/extraction/extractDocument.ts).
 */
import fs from 'node:fs/promises';
import { extractDocument } from '../server/extraction/extractDocument';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('Usage: npm run --silent extract -- FILE.pdf [FILE.pdf ...]');
  process.exit(2);
}
const results: Record<string, unknown>[] = [];
for (const file of files) {
  try {
    results.push((await extractDocument(new Uint8Array(await fs.readFile(file)))).fields);
  } catch (error) {
    results.push({ error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
