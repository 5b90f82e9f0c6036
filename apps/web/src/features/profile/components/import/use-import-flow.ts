import { IMPORT_MESSAGES, type ImportPreview } from "@somnia/shared/import";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { dreamKeys } from "@/api/dreams";
import {
  type ImportChoices,
  type ImportOutcome,
  type ImportProgress,
  previewImport,
  runImport,
} from "@/api/import";
import { meKeys } from "@/api/me";
import { statsKeys } from "@/api/stats";
import { isApiError } from "@/lib/api-client";
import { hasRequiredColumns } from "./csv-columns";
import { importErrorText } from "./import-text";

/** A file and the CSV choices it is read with (none for the other formats). */
type Reading = { file: File; choices: ImportChoices };

/**
 * The import's steps. `preview` holds the last preview, kept while a new choice re-reads the file
 * (`stale` once that reading failed); `askDateOrder` when the server needs a CSV's date order
 * before it can preview.
 */
export type ImportFlow =
  | { step: "choose"; error: string | null; retry: Reading | null }
  | (Reading & {
      step: "preview";
      preview: ImportPreview | null;
      askDateOrder: boolean;
      loading: boolean;
      error: string | null;
      stale: boolean;
    })
  | (Reading & { step: "running"; preview: ImportPreview; progress: ImportProgress | null })
  | (Reading & { step: "finished"; preview: ImportPreview; outcome: ImportOutcome });

const START: ImportFlow = { step: "choose", error: null, retry: null };

type Previewing = Extract<ImportFlow, { step: "preview" }>;

/** The preview step for `from`, with nothing shown yet unless `fields` says otherwise. */
const previewing = (from: Reading, fields: Partial<Previewing> = {}): Previewing => ({
  ...from,
  step: "preview",
  preview: null,
  askDateOrder: false,
  loading: false,
  error: null,
  stale: false,
  ...fields,
});

/**
 * The import dialog's state: reads the file for its preview (again for each new CSV choice, one
 * request at a time, since the server reads one file per user at once), then imports it.
 * `onEnded` hears how an import ended, whether or not the dialog is still open.
 */
export function useImportFlow(onEnded: (outcome: ImportOutcome) => void) {
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<ImportFlow>(START);
  /** A preview on its way, and the reading asked for after it (only the newest one matters). */
  const reading = useRef(false);
  const queued = useRef<Reading | null>(null);
  /** Bumped by `reset`: an answer to a dialog that has started over is dropped. */
  const round = useRef(0);

  async function read(next: Reading) {
    if (reading.current) {
      queued.current = next;
      return;
    }
    reading.current = true;
    const mine = round.current;
    const result = await previewImport(next.file, next.choices).then(
      (preview) => ({ preview }),
      (error: unknown) => ({ error }),
    );
    reading.current = false;
    const after = queued.current;
    queued.current = null;
    if (after) return read(after);
    if (mine !== round.current) return;
    setFlow((current) => settle(current, next, result));
  }

  /** The preview step once the server has answered about `next`. */
  function settle(
    current: ImportFlow,
    next: Reading,
    result: { preview: ImportPreview } | { error: unknown },
  ): ImportFlow {
    const before = current.step === "preview" ? current : null;
    if ("preview" in result) return previewing(next, { preview: result.preview });
    const { error } = result;
    const preview = before?.preview ?? null;
    if (isApiError(error) && error.reason === IMPORT_MESSAGES.csvDateOrderRequired)
      return previewing(next, { preview, askDateOrder: true, stale: Boolean(preview) });
    // Refused while choices were being made: the choices stay, so another one can be tried.
    if (preview?.csv)
      return previewing(next, {
        preview,
        askDateOrder: before?.askDateOrder ?? false,
        error: importErrorText(error),
        stale: true,
      });
    // The file itself refused: another file. Anything else (busy, offline): the same file again.
    const refused =
      isApiError(error) && error.reason?.startsWith("IMPORT_") && error.reason !== IMPORT_MESSAGES.busy;
    return { step: "choose", error: importErrorText(error), retry: refused ? null : next };
  }

  /** A file chosen: its preview with the server's guesses. */
  function choose(file: File) {
    round.current += 1;
    const next = { file, choices: {} };
    setFlow(previewing(next, { loading: true }));
    void read(next);
  }

  /** A CSV choice changed: the preview again, once the date and text columns are known. */
  function change(choices: ImportChoices) {
    if (flow.step !== "preview") return;
    const ready = hasRequiredColumns(choices, flow.preview);
    setFlow({ ...flow, choices, loading: ready, error: null, stale: !ready });
    if (ready) void read({ file: flow.file, choices });
  }

  function retry(from: Reading) {
    round.current += 1;
    setFlow(previewing(from, { loading: true }));
    void read(from);
  }

  /** The import itself, from the preview (or again, after one that stopped). */
  async function start() {
    if (flow.step !== "preview" && flow.step !== "finished") return;
    const preview = flow.preview;
    if (!preview) return;
    const { file, choices } = flow;
    const mine = round.current;
    setFlow({ file, choices, step: "running", preview, progress: null });
    try {
      const outcome = await runImport(file, choices, (progress) => {
        if (mine === round.current) setFlow({ file, choices, step: "running", preview, progress });
      });
      // Whatever the end, whole batches may have been stored: this tab's lists and counts are stale.
      for (const queryKey of [dreamKeys.all, statsKeys.all, meKeys.all])
        void queryClient.invalidateQueries({ queryKey });
      if (mine === round.current) setFlow({ file, choices, step: "finished", preview, outcome });
      onEnded(outcome);
    } catch (error) {
      // Refused before anything was read (another import running, the connection down).
      if (mine === round.current)
        setFlow(previewing({ file, choices }, { preview, error: importErrorText(error) }));
    }
  }

  function reset() {
    round.current += 1;
    queued.current = null;
    setFlow(START);
  }

  return { flow, choose, change, retry, start, reset };
}
