/**
 * The panel built as an administrator's change would build it: the product's Vite build with one
 * line added to resources/registry.ts, registering a resource declared in tests/fixtures/declared.
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';

const REGISTRY_LIST = 'export const declarations = {';

/** Adds `name: declaration` (exported as `exported` by `file`) to the registry's list while building. */
function registering(name: string, exported: string, file: string): Plugin {
  return {
    name: 'register-test-resource',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(path.join('resources', 'registry.ts'))) return undefined;
      if (!code.includes(REGISTRY_LIST)) throw new Error(`resources/registry.ts no longer lists its resources after "${REGISTRY_LIST}"`);
      return `import { ${exported} } from '${file}';\n${code.replace(REGISTRY_LIST, `${REGISTRY_LIST}\n  ${name}: ${exported},`)}`;
    },
  };
}

export async function buildUiWithResource(outDir: string, resource: { name: string; exported: string; file: string }) {
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'warn',
    plugins: [registering(resource.name, resource.exported, path.resolve(resource.file))],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}
