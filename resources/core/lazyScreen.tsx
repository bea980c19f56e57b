import { type ComponentProps, type ComponentType, lazy, useState } from 'react';

/** A screen whose code downloads on demand; `preload` fetches it ahead (see `preloadScreenAt`). */
export type LazyScreen<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A screen (or a dialog) whose code downloads the first time it is opened, so the panel's first
 * load carries only the layout and the dashboard; react-admin's layout shows its loader meanwhile.
 * Once its code is in (opened before, or preloaded), it renders at once instead of suspending:
 * React shows a suspended screen no sooner than 300 ms after the loader it replaces.
 */
export function lazyScreen<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Props = ComponentProps<Module[Name]>;
  let loaded: ComponentType<any> | undefined;
  const preload = () => load().then((module) => (loaded = module[name]));
  const Suspending: ComponentType<any> = lazy(async () => ({ default: await preload() }));
  function Screen(props: Props) {
    // Chosen once per mount: changing from the suspending component to the loaded one would remount the screen.
    const [Component] = useState<ComponentType<any>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload, displayName: String(name) }) as LazyScreen<Props>;
}
