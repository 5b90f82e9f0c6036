import { lazy } from "react";

const load = () => import("./dream-dialog");

/**
 * The Dream Content dialog (./dream-dialog.tsx) with its edit form, detections and menus, fetched
 * when a dream is first opened: My Dreams' first load carries none of it.
 */
export const DreamDialog = lazy(() => load().then((m) => ({ default: m.DreamDialog })));

/** Starts fetching the dialog (a pointer over View, or its focus), so it opens without a wait. */
export function preloadDreamDialog(): void {
  void load().catch(() => {
    // Nothing to do here: opening the dream reports a failed fetch.
  });
}
