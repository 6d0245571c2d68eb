import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';

/**
 * A renderer whose heavy library (Lexical, Leaflet, charts, the tree view) is a script of its own, loaded the first
 * time a form draws it: the form screen's first load carries only what every form needs. `fallback` keeps the
 * renderer's room meanwhile.
 */
export function lazyRenderer<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode = () => null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyRenderer(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
