import type { ImportEvent, ImportPreview } from "@somnia/shared/import";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { vi } from "vitest";
import ImportDialog from "./import-dialog";

/*
 * What the import dialog's tests share: the dialog open in a query client, a file chosen through
 * its input, and the server answered at the fetch level (each test file stubs `fetch` itself).
 */

export const preview = (fields: Partial<ImportPreview> = {}): ImportPreview => ({
  format: "markdown",
  dreams: 3,
  duplicates: 0,
  firstDate: "2024-03-01",
  lastDate: "2024-04-03",
  titles: ["Flying over the sea"],
  problems: [],
  problemCount: 0,
  media: 0,
  csv: null,
  ...fields,
});

/** A JSON error answer as the server sends it. */
export const refusal = (status: number, code: string, reason: string, params?: Record<string, number>) =>
  Response.json({ error: { code, reason, params } }, { status });

/** An NDJSON answer whose lines the test sends one by one, then ends. */
export function importStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { "Content-Type": "application/x-ndjson" } }),
    send: async (event: ImportEvent) => {
      await act(async () => controller?.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)));
    },
    end: async () => {
      await act(async () => controller?.close());
    },
  };
}

/** The dialog as the Profile's card holds it; `control.setOpen` opens and closes it as the user would. */
function Harness({ control }: { control: { setOpen: (open: boolean) => void } }) {
  const [open, setOpen] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  control.setOpen = setOpen;
  return <ImportDialog open={open} onOpenChange={setOpen} opener={opener} />;
}

/** The dialog open in a query client whose invalidations the test can see. */
export function renderImport() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, "invalidateQueries");
  const control = { setOpen: (_open: boolean) => {} };
  render(
    <QueryClientProvider client={queryClient}>
      <Harness control={control} />
    </QueryClientProvider>,
  );
  return { invalidated, setOpen: (open: boolean) => act(() => control.setOpen(open)) };
}

/** Chooses `file` in the dialog's file input, as a person would with the browser's picker. */
export async function chooseFile(file: File) {
  const input = screen.getByLabelText("File to import");
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

export const markdownFile = () => new File(["# 2024-03-01\nFlying over the sea"], "dreams.md");
export const csvFile = () =>
  new File(["When,Heading,Body,Labels\n03/04/2024,Sea,I swam,water\n"], "dreams.csv");

/** The query of the `index`th request, and whether its body was the file itself. */
export function request(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, index: number) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  const parsed = new URL(String(url), "http://somnia.test");
  return {
    path: parsed.pathname,
    query: Object.fromEntries(parsed.searchParams),
    method: init?.method,
    body: init?.body,
    contentType: new Headers(init?.headers).get("Content-Type"),
  };
}
