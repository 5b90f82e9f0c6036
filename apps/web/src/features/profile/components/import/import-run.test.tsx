// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dreamKeys } from "@/api/dreams";
import { meKeys } from "@/api/me";
import { statsKeys } from "@/api/stats";
import { loadMessages } from "@/lib/i18n/catalogues";
import { toast } from "@/lib/toast";
import {
  chooseFile,
  importStream,
  markdownFile,
  preview,
  refusal,
  renderImport,
  request,
} from "./import-test-kit";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => loadMessages(["profile"]));
beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = { format: "markdown" as const, problems: [], problemCount: 0, media: 0 };
const again = "Importing the same file again adds only the dreams that are missing.";

/** The dialog at its preview of 3 dreams and 1 skipped entry, the import's answer ready to stream. */
async function startImport() {
  const stream = importStream();
  fetchMock.mockResolvedValueOnce(Response.json(preview({ dreams: 3, problemCount: 1 })));
  fetchMock.mockResolvedValueOnce(stream.response);
  const view = renderImport();
  const file = markdownFile();
  await chooseFile(file);
  await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Import 3 dreams" })));
  expect(request(fetchMock, 1)).toMatchObject({ path: "/api/import", method: "POST" });
  expect(request(fetchMock, 1).body).toBe(file);
  return { ...stream, ...view };
}

const bar = () => screen.getByRole("progressbar");

describe("the import", () => {
  it("advances its progress bar, then sums up what was imported and what was not", async () => {
    const { send, end, invalidated } = await startImport();
    expect(screen.getByText("Sending the file…")).toBeTruthy();
    expect(bar().getAttribute("aria-valuenow")).toBe("0");
    expect(bar().getAttribute("aria-valuemax")).toBe("4");

    await send({ type: "progress", read: 2, imported: 1, duplicates: 1 });
    expect(bar().getAttribute("aria-valuenow")).toBe("2");
    expect(screen.getByText("Imported 1 · 1 already there")).toBeTruthy();
    expect(screen.getByText(/^You can close this window: the import carries on/)).toBeTruthy();

    await send({
      type: "done",
      summary: {
        ...summary,
        imported: 2,
        duplicates: 1,
        problems: [{ place: { entry: 4 }, reason: "IMPORT_FUTURE_DATE" }],
        problemCount: 1,
      },
    });
    await end();
    expect(await screen.findByText("Import finished")).toBeTruthy();
    expect(screen.getByText("2 dreams imported")).toBeTruthy();
    expect(screen.getByText("1 dream was already in your journal and was skipped")).toBeTruthy();
    expect(screen.getByText("1 entry not imported")).toBeTruthy();
    expect(screen.getByText("Entry 4")).toBeTruthy();
    expect(screen.getByText("This entry is dated in the future.")).toBeTruthy();
    for (const queryKey of [dreamKeys.all, statsKeys.all, meKeys.all])
      expect(invalidated).toHaveBeenCalledWith({ queryKey });

    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("after an error line, says what was stored before it and why, and can import again", async () => {
    const { send, end } = await startImport();
    await send({ type: "progress", read: 200, imported: 200, duplicates: 0 });
    await send({
      type: "error",
      error: { code: "INTERNAL", reason: "REQUEST_INTERNAL" },
      summary: { ...summary, imported: 200, duplicates: 0 },
    });
    await end();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The import did not finish");
    expect(alert.textContent).toContain("Something went wrong. Please try again.");
    expect(alert.textContent).toContain(`200 dreams were imported before it stopped. ${again}`);

    const retried = importStream();
    fetchMock.mockResolvedValueOnce(retried.response);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Import again" })));
    expect(request(fetchMock, 2)).toMatchObject({ path: "/api/import", method: "POST" });
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("explains a stream that stops without its end, with the dreams stored so far", async () => {
    const { send, end, invalidated } = await startImport();
    await send({ type: "progress", read: 5, imported: 4, duplicates: 1 });
    await end();
    expect((await screen.findByRole("alert")).textContent).toContain(
      `The import stopped after 4 dreams were imported. ${again}`,
    );
    expect(invalidated).toHaveBeenCalledWith({ queryKey: dreamKeys.all });
  });

  it("goes back to the preview with the reason when the server refuses to start", async () => {
    const stream = importStream();
    fetchMock.mockResolvedValueOnce(Response.json(preview()));
    fetchMock.mockResolvedValueOnce(refusal(409, "CONFLICT", "IMPORT_BUSY"));
    renderImport();
    await chooseFile(markdownFile());
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Import 3 dreams" })));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Another import into your journal is still running. Wait until it has finished, then try again.",
    );
    // The same preview stands: the import can be tried again from it.
    fetchMock.mockResolvedValueOnce(stream.response);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Import 3 dreams" })));
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("goes on when the dialog is closed, and tells its end in a toast", async () => {
    const { send, end, setOpen } = await startImport();
    await setOpen(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await send({ type: "done", summary: { ...summary, imported: 3, duplicates: 0 } });
    await end();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Import finished", { description: "3 dreams imported" }),
    );
    // Opened again, the dialog shows the summary it missed.
    await setOpen(true);
    expect(await screen.findByText("3 dreams imported")).toBeTruthy();
  });
});
