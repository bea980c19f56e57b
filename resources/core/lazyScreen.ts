import { type ComponentType, lazy } from 'react';

/**
 * A screen (or a dialog) whose code downloads the first time it is opened, so the panel's first
 * load carries only the layout and the dashboard; react-admin's layout shows its loader meanwhile.
 */
export function lazyScreen<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
