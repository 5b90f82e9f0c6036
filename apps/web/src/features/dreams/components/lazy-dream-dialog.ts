import { onFirstUse } from "@/lib/on-first-use";

/**
 * The Dream Content dialog (./dream-dialog.tsx) with its edit form, detections and menus, fetched
 * when a dream is first opened: My Dreams' first load carries none of it. Shown by the list and by
 * a link to a dream.
 */
export const dreamDialog = onFirstUse(
  () => import("./dream-dialog"),
  (m) => m.DreamDialog,
);
