import { type ComponentType, lazy, useState } from "react";
import { type Area, loadMessages } from "@/lib/i18n/catalogues";

export interface Page {
  /** The page, suspending until it has come. */
  Lazy: ComponentType;
  /** The page if it has come already, to be rendered without suspending. */
  loaded: () => ComponentType | undefined;
  /** Starts fetching the page (its module and its messages) before it is rendered. */
  preload: () => Promise<unknown>;
}

/**
 * A page fetched when first shown: its module, together with the message areas it shows
 * (src/lib/i18n/catalogues.ts), and the component it exports. While it loads, the page before it
 * stays on screen (the router's navigations are transitions). A page already fetched when it is
 * first shown renders at once, without suspending: the first page's first frame is then the page
 * (or its frame, ./page-frame.tsx), never the spinner, where the HTML had the frame prerendered.
 */
export function page<M>(
  areas: readonly Area[],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Page {
  let module: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const fetchModule = () => {
    module ??= load().then(pick, (error: unknown) => {
      module = undefined; // offline when pointed at: the next showing fetches it again
      throw error;
    });
    return module;
  };
  // The messages are asked for each time: in the language active then (the prerender writes one
  // page per language), each area fetched once per language by the catalogues.
  const preload = () =>
    Promise.all([fetchModule(), loadMessages(areas)]).then(([component]) => {
      loaded = component;
      return { default: component };
    });
  return { Lazy: lazy(preload), loaded: () => loaded, preload };
}

/**
 * `page`, at once if it has come, else once it has; chosen once per showing, as switching would
 * remount it. Each route's element is keyed by its path, so that another page is another showing.
 */
export function PageView({ page }: { page: Page }) {
  const [Shown] = useState(() => page.loaded() ?? page.Lazy);
  return <Shown />;
}
