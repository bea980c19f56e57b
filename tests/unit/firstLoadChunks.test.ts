import { describe, expect, it } from 'vitest';
import { type BuiltChunk, firstLoadGroups, importCycle } from '../../scripts/firstLoadChunks';

const root = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facade?: string): BuiltChunk => ({
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: facade ? `${root}/${facade}` : null,
  imports,
  moduleIds: moduleIds.map((id) => `${root}/${id}`),
});

/** A build split as usual: the entry, both apps, the Policy List and what they share, and a screen loaded later. */
const built = [
  chunk('index.js', ['src/main.tsx', 'src/paths.ts'], [], 'src/main.tsx'),
  chunk('PublicApp.js', ['src/public/PublicApp.tsx', 'src/public/LoginPage.tsx'], ['react.js', 'index.js'], 'src/public/PublicApp.tsx'),
  chunk('PanelApp.js', ['src/PanelApp.tsx', 'src/layout/PanelLayout.tsx'], ['react.js', 'react-admin.js', 'index.js'], 'src/PanelApp.tsx'),
  chunk('react.js', ['node_modules/react/index.js', 'node_modules/@mui/material/Button.js']),
  chunk('react-admin.js', ['node_modules/react-admin/index.js']),
  chunk('PolicyList.js', ['resources/motorPolicies/PolicyList.tsx'], ['react-admin.js', 'ResponsiveList.js'], 'resources/motorPolicies/PolicyList.tsx'),
  chunk('ResponsiveList.js', ['resources/core/ResponsiveList.tsx']),
  chunk('CompanyList.js', ['resources/companies/CompanyList.tsx'], ['ResponsiveList.js', 'react-admin.js'], 'resources/companies/CompanyList.tsx'),
];

const membersOf = (name: string) => {
  const group = firstLoadGroups(built, root).find((each) => each.name === name)!;
  return built.flatMap((each) => each.moduleIds).filter((id) => group.test(id)).map((id) => id.slice(root.length + 1));
};

describe('the first loads grouped into few files', () => {
  it('groups what the public pages and the panel both load, and the rest of the panel apart', () => {
    expect(membersOf('shared')).toEqual(['node_modules/react/index.js', 'node_modules/@mui/material/Button.js']);
    expect(membersOf('panel')).toEqual(['src/layout/PanelLayout.tsx', 'node_modules/react-admin/index.js']);
  });

  it('groups what the Policy List adds to the panel, and leaves each page its own module and the entry its own', () => {
    expect(membersOf('PolicyList')).toEqual(['resources/core/ResponsiveList.tsx']);
  });

  it('finds chunks that import each other round about', () => {
    const imports = (each: Record<string, string[]>) => new Map(Object.entries(each).map(([file, imported]) => [file, { imports: imported }]));
    expect(importCycle(imports({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': [] }))).toBeUndefined();
    expect(importCycle(imports({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] }))).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });
});
