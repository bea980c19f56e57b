/**
 * How the UI's build groups the code a page needs before it can show anything (a Vite plugin, used
 * by vite.config.ts).
 * Left to itself the bundler splits the code by which screens use it, and the Policy List's first
 * load came to about forty files, most of a few kB. Over HTTP/1.1 a browser fetches six at a time,
 * so on a phone's network (≈ 0.5 s a round trip) the number of files, not their size, decided when
 * the list showed (BENCHMARKS.md, Lighthouse). Grouped, each first load is a handful of files:
 * - `shared`: what the public pages (landing, login) and the panel both load;
 * - `panel`: the rest of the panel's first load (react-admin, the layout, the dashboard);
 * - one group for each screen of `firstScreens` (src/paths.ts): what that screen adds.
 * What a first load needs is read from a build split as usual: the modules in the files the
 * page's module and its static imports were built into. Nothing moves into a public page's load.
 */
import path from 'node:path';
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { staticFiles } from '../server/ui/buildManifest.ts';
import { APP_MODULES, firstScreens } from '../src/paths.ts';

/** The part of a bundler's output chunk this needs. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

const { public: PUBLIC_APP, panel: PANEL_APP } = APP_MODULES;

/** The modules of the files a browser loads before `chunk` runs: its own and its static imports'. */
function loadedModules(chunks: Map<string, BuiltChunk>, chunk: BuiltChunk): Set<string> {
  // The bundle names chunks by file, as a build manifest names them by key: the manifest's walk serves.
  const manifest = Object.fromEntries([...chunks].map(([file, each]) => [file, { file, imports: each.imports }]));
  return new Set(staticFiles(manifest, [chunk.fileName]).flatMap((file) => chunks.get(file)!.moduleIds));
}

/** rolldown's `codeSplitting.groups` that put each first load in a few files. */
export function firstLoadGroups(built: BuiltChunk[], root: string) {
  const chunks = new Map(built.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const chunk = built.find((each) => each.facadeModuleId === path.join(root, module));
    if (!chunk) throw new Error(`No chunk is built for ${module}`);
    return chunk;
  };
  const loads = (chunk: BuiltChunk) => loadedModules(chunks, chunk);
  const everyPage = new Set(built.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...loads(chunk)]));
  const publicPages = loads(chunkOf(PUBLIC_APP));
  const panel = loads(chunkOf(PANEL_APP));
  // A page's own module keeps a file of its own: the server and the budget find it by that name.
  const pageModules = new Set([PUBLIC_APP, PANEL_APP, ...Object.values(firstScreens)].map((module) => path.join(root, module!)));
  const group = (name: string, modules: Iterable<string>) => {
    const members = new Set([...modules].filter((id) => !everyPage.has(id) && !pageModules.has(id)));
    return { name, test: (id: string) => members.has(id) };
  };
  const groups = [
    group('shared', [...panel].filter((id) => publicPages.has(id))),
    group('panel', [...panel].filter((id) => !publicPages.has(id))),
    ...Object.values(firstScreens).map((screen) =>
      group(path.basename(screen!, path.extname(screen!)), [...loads(chunkOf(screen!))].filter((id) => !panel.has(id) && !publicPages.has(id))),
    ),
  ];
  // A group takes its own modules only, not all they import: the panel's group would otherwise take
  // in what the public pages load too. The build then checks that no chunks import each other.
  return groups.map((each) => ({ ...each, includeDependenciesRecursively: false }));
}

/** Chunk files that import each other, directly or round about: their modules could run out of order. */
export function importCycle(chunks: Map<string, Pick<BuiltChunk, 'imports'>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | undefined => {
    if (trail.includes(file)) return [...trail.slice(trail.indexOf(file)), file];
    if (done.has(file)) return undefined;
    for (const imported of chunks.get(file)?.imports ?? []) {
      const cycle = visit(imported, [...trail, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return undefined;
  };
  for (const file of chunks.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return undefined;
}

const PLUGIN_NAME = 'first-load-chunks';
const isThisPlugin = (plugin: PluginOption) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === PLUGIN_NAME;

/**
 * The Vite plugin: before the build, bundles the app once in memory with the same configuration,
 * split as usual, to learn each first load's modules; then gives the build the groups made from
 * them, and fails it if the grouping made chunks import each other in a circle.
 */
export function firstLoadChunks(): Plugin {
  return {
    name: PLUGIN_NAME,
    apply: 'build',
    async config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const plugins = (config.plugins ?? []).flat(Infinity as 1).filter((plugin) => !isThisPlugin(plugin));
      const probe = await build({
        ...config,
        configFile: false,
        logLevel: 'silent',
        plugins,
        build: { ...config.build, write: false, minify: false, sourcemap: false, manifest: false },
      });
      const outputs = Array.isArray(probe) ? probe : [probe as Rolldown.RolldownOutput];
      const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups(chunks, root) } } } } };
    },
    generateBundle(_, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const cycle = importCycle(chunks);
      if (cycle) this.error(`The first-load groups made chunks that import each other: ${cycle.join(' -> ')}`);
    },
  };
}
