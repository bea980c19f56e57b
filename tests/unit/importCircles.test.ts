/**
 * The project's modules import one another without a circle, type imports included: a circle makes a
 * reader hold several files in mind at once to follow any one of them, and hides load-order bugs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRY_POINTS = ['server/main.ts', 'src/main.tsx'];

/** `import … from './x'`, `export … from './x'` and `import './x'`, over several lines too; not `import('./x')`. */
const STATIC_IMPORT = /^\s*(?:import|export)\b(?:[^;'"]*?\bfrom)?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The project files a module imports (statically, types too): relative specifiers only. */
function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
    .map(([, specifier]) => {
      const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
      return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => fs.existsSync(candidate));
    })
    .filter((found): found is string => found !== undefined);
}

/** Every circle of imports reachable from the entry points, as the files on it (Tarjan's strongly connected components). */
function importCircles(entries: string[]): string[][] {
  const graph = new Map<string, string[]>();
  const pending = entries.map((entry) => path.resolve(entry));
  while (pending.length) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    graph.set(file, importsOf(file));
    pending.push(...graph.get(file)!);
  }
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file)!) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (stack.includes(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1) circles.push(component.map((member) => path.relative(process.cwd(), member)).sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

describe('the modules of the server and the panel', () => {
  it('import one another without a circle', () => {
    expect(importCircles(ENTRY_POINTS)).toEqual([]);
  });
});
