import fs from 'node:fs';

/** Replaces the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in BENCHMARKS.md. */
export function writeSection(name: string, text: string) {
  const doc = fs.readFileSync('BENCHMARKS.md', 'utf8');
  const [start, end] = [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`];
  if (!doc.includes(start) || !doc.includes(end)) return;
  fs.writeFileSync('BENCHMARKS.md', `${doc.slice(0, doc.indexOf(start) + start.length)}\n${text}\n${doc.slice(doc.indexOf(end))}`);
  console.log(`BENCHMARKS.md: ${name} updated.`);
}

