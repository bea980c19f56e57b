/**
 * Writes generated schedules to a folder as NAME.pdf + NAME.json ({ familySeed, docSeed, family,
 * expected, labels }), like the sample fixtures.
 *
 *   npx tsx bench/schedules/writeCorpus.ts --out DIR --families tuning|held-back|SEED,SEED --docs N [--scan]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSchedule, HELD_BACK_FAMILY_SEEDS, TUNING_FAMILY_SEEDS } from './index';

const { values } = parseArgs({
  options: { out: { type: 'string' }, families: { type: 'string', default: 'tuning' }, docs: { type: 'string', default: '3' }, scan: { type: 'boolean', default: false } },
});

function familySeeds(choice: string): readonly number[] {
  if (choice === 'tuning') return TUNING_FAMILY_SEEDS;
  if (choice === 'held-back') return HELD_BACK_FAMILY_SEEDS;
  const seeds = choice.split(',').map(Number);
  if (seeds.some((seed) => !Number.isInteger(seed))) throw new Error(`--families: tuning, held-back or comma-separated seeds, not "${choice}"`);
  return seeds;
}

if (!values.out) throw new Error('--out DIR is required');
const docs = Number(values.docs);
await mkdir(values.out, { recursive: true });
for (const familySeed of familySeeds(values.families!)) {
  for (let docSeed = 1; docSeed <= docs; docSeed++) {
    const doc = await generateSchedule(familySeed, docSeed, { scan: values.scan });
    const name = `family-${familySeed}-doc-${docSeed}${doc.scanned ? '-scan' : ''}`;
    const { family, expected, labels } = doc;
    await writeFile(join(values.out, `${name}.pdf`), doc.pdf);
    await writeFile(join(values.out, `${name}.json`), `${JSON.stringify({ familySeed, docSeed, family, expected, labels }, null, 2)}\n`);
    console.log(`${name}  ${family}`);
  }
}
