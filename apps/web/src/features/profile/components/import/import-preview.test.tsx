// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadMessages } from "@/lib/i18n/catalogues";
import {
  chooseFile,
  csvFile,
  markdownFile,
  preview,
  refusal,
  renderImport,
  request,
} from "./import-test-kit";

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => loadMessages(["profile"]));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const importButton = () => screen.getByRole("button", { name: /^Import/ });
const csvLayout = {
  columns: ["When", "Heading", "Body", "Labels"],
  guess: { date: 0, title: 1, text: null, tags: null },
  ambiguousDates: true,
};

describe("the import dialog's preview", () => {
  it("sends the file itself and shows what it holds, from the server's answer", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        preview({
          dreams: 12,
          duplicates: 2,
          titles: ["Flying over the sea", null],
          media: 3,
          problems: [{ place: { file: "notes/2024-03-09.md", line: 4 }, reason: "IMPORT_MISSING_DATE" }],
          problemCount: 3,
        }),
      ),
    );
    renderImport();
    const file = markdownFile();
    await chooseFile(file);

    expect(await screen.findByText("Markdown or text files")).toBeTruthy();
    expect(request(fetchMock, 0)).toEqual({
      path: "/api/import/preview",
      query: {},
      method: "POST",
      body: file,
      contentType: "application/octet-stream",
    });
    expect(request(fetchMock, 0).body).toBe(file);
    expect(screen.getByText("12")).toBeTruthy();
    expect(screen.getByText("Mar 1, 2024 – Apr 3, 2024")).toBeTruthy();
    expect(screen.getByText("Already in your journal").nextSibling?.textContent).toBe("2");
    expect(screen.getByText("Flying over the sea")).toBeTruthy();
    expect(screen.getByText("Untitled — Somnia will name it")).toBeTruthy();
    expect(screen.getByText(/^3 photos, recordings or other attachments are left out/)).toBeTruthy();
    expect(screen.getByText("3 entries will be skipped")).toBeTruthy();
    expect(screen.getByText("notes/2024-03-09.md, line 4")).toBeTruthy();
    expect(screen.getByText("This entry has no date.")).toBeTruthy();
    expect(screen.getByText("…and 2 more")).toBeTruthy();
    expect(importButton().textContent).toBe("Import 10 dreams");
    expect(importButton()).toHaveProperty("disabled", false);
  });

  it("offers nothing to import when every dream is in the journal already", async () => {
    fetchMock.mockResolvedValue(Response.json(preview({ dreams: 4, duplicates: 4 })));
    renderImport();
    await chooseFile(markdownFile());
    expect(
      await screen.findByText(
        "Every dream in this file is already in your journal: there is nothing new to import.",
      ),
    ).toBeTruthy();
    expect(importButton()).toHaveProperty("disabled", true);
  });

  it("reads a CSV again with the columns and the date order chosen", async () => {
    fetchMock.mockImplementation(async () => Response.json(preview({ format: "csv", csv: csvLayout })));
    renderImport();
    await chooseFile(csvFile());

    const text = await screen.findByLabelText("Dream text (required)");
    expect((screen.getByLabelText("Date (required)") as HTMLSelectElement).value).toBe("0");
    expect((screen.getByLabelText("Title") as HTMLSelectElement).value).toBe("1");
    expect((text as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe(
      "Choose the columns that hold the date and the dream text.",
    );
    expect(importButton()).toHaveProperty("disabled", true);

    fireEvent.change(text, { target: { value: "2" } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(request(fetchMock, 1).query).toEqual({ date: "0", title: "1", text: "2" });
    await waitFor(() => expect(screen.queryByText("Reading the file again with your choices…")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    // 03/04/2024 could be either: the import waits for the answer.
    expect(importButton()).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("radio", { name: "The 3rd of April (day first)" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(request(fetchMock, 2).query).toEqual({ date: "0", title: "1", text: "2", dateOrder: "dmy" });
    await waitFor(() => expect(importButton()).toHaveProperty("disabled", false));
  });

  it("asks for the date order when the server cannot preview without it", async () => {
    fetchMock
      .mockResolvedValueOnce(refusal(400, "BAD_REQUEST", "IMPORT_CSV_DATE_ORDER_REQUIRED"))
      .mockResolvedValueOnce(
        Response.json(
          preview({ format: "csv", csv: { ...csvLayout, guess: { date: 0, title: 1, text: 2, tags: 3 } } }),
        ),
      );
    renderImport();
    await chooseFile(csvFile());

    fireEvent.click(await screen.findByRole("radio", { name: "March 4th (month first)" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(request(fetchMock, 1).query).toEqual({ dateOrder: "mdy" });
    expect(((await screen.findByLabelText("Tags")) as HTMLSelectElement).value).toBe("3");
    await waitFor(() => expect(importButton()).toHaveProperty("disabled", false));
  });
});

describe("a file refused as a whole", () => {
  it("says why in the catalogue's words and lets another file be chosen", async () => {
    fetchMock.mockResolvedValue(refusal(400, "BAD_REQUEST", "IMPORT_UNKNOWN_FORMAT"));
    renderImport();
    await chooseFile(markdownFile());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This file is not a format Somnia can import: a Somnia export (.json), a Day One export (.zip or .json), Markdown or text files (.md, .txt, or a .zip of them), or a CSV with a header row.",
    );
    expect(screen.getByLabelText("File to import").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("words a file over the limit with the server's limit", async () => {
    fetchMock.mockResolvedValue(refusal(413, "PAYLOAD_TOO_LARGE", "IMPORT_TOO_LARGE", { limit: 100 }));
    renderImport();
    await chooseFile(markdownFile());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This file is larger than 100 MB, the most Somnia imports at once.",
    );
  });

  it("never shows a bare status, and sends the same file again on 'Try again'", async () => {
    fetchMock
      .mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }))
      .mockResolvedValueOnce(Response.json(preview()));
    renderImport();
    const file = markdownFile();
    await chooseFile(file);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Somnia could not read this file just now. Please try again in a moment.",
    );
    expect(alert.textContent).not.toContain("502");

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Import 3 dreams")).toBeTruthy();
    expect(request(fetchMock, 1).body).toBe(file);
  });
});
