import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component fetched when it is first shown (docs/decisions/048-each-page-loads-what-it-shows.md):
 * `Component` is `React.lazy` of the module `load` fetches, `preload` starts that fetch before (a
 * pointer over the button that opens it, or its focus). A fetch that fails (offline) is left to
 * the showing, which reports it.
 */
export function onFirstUse<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  return {
    Component: lazy(() => load().then((module) => ({ default: pick(module) }))),
    preload: () => void load().catch(() => {}),
  };
}
