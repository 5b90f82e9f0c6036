import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "@/test/memory-storage";
import { clearDraft, readDraft, writeDraft } from "./dream-draft";

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

const draft = {
  title: "The tide",
  content: "I was swimming",
  tags: ["sea"],
  types: ["nightmare" as const],
  vividness: 4,
  dreamDate: "2026-11-20",
  notRemembered: false,
};
const empty = {
  title: "",
  content: "",
  tags: [],
  types: [],
  vividness: null,
  dreamDate: null,
  notRemembered: false,
};

describe("dream drafts", () => {
  it("keeps every field of the card and gives it back", () => {
    writeDraft("u1", draft);
    expect(readDraft("u1")).toEqual(draft);
  });

  it("keeps no date unless the user chose one", () => {
    writeDraft("u1", { ...draft, dreamDate: null });
    expect(readDraft("u1")?.dreamDate).toBeNull();
  });

  it("keeps a draft of types, vividness or an unsaved 'I don't remember' alone", () => {
    for (const values of [
      { types: ["lucid" as const] },
      { vividness: 2 },
      { notRemembered: true, dreamDate: "2026-11-19" },
    ]) {
      writeDraft("u1", values);
      expect(readDraft("u1")).toEqual({ ...empty, ...values });
    }
  });

  it("reads a draft kept before types and vividness were part of it", () => {
    storage.items.set(
      "somnia.dreamDraft.u1",
      JSON.stringify({
        title: "The tide",
        content: "I was swimming",
        dreamDate: "2026-11-20",
        tags: ["sea"],
      }),
    );
    expect(readDraft("u1")).toEqual({ ...draft, types: [], vividness: null });
  });

  it("keeps one draft per user", () => {
    writeDraft("u1", draft);
    expect(readDraft("u2")).toBeNull();
    writeDraft("u2", { ...draft, content: "Another night" });
    expect(readDraft("u1")?.content).toBe("I was swimming");
  });

  it("removes the draft when the form is emptied, the date alone being no draft", () => {
    writeDraft("u1", draft);
    writeDraft("u1", { ...empty, title: " ", dreamDate: "2026-11-20" });
    expect(readDraft("u1")).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps a draft of tags alone, and fills in fields the form has not reported", () => {
    writeDraft("u1", { tags: ["sea", undefined] });
    expect(readDraft("u1")).toEqual({ ...empty, tags: ["sea"] });
  });

  it("forgets the draft when cleared", () => {
    writeDraft("u1", draft);
    clearDraft("u1");
    expect(readDraft("u1")).toBeNull();
  });

  it("ignores what is not a draft", () => {
    const invalid = [
      { tags: [3] },
      { types: ["scary"] },
      { vividness: 9 },
      { dreamDate: 5 },
      { notRemembered: "yes" },
    ];
    for (const stored of [
      "{",
      "null",
      "[]",
      '{"title":1}',
      ...invalid.map((v) => JSON.stringify({ ...draft, ...v })),
    ]) {
      storage.items.set("somnia.dreamDraft.u1", stored);
      expect(readDraft("u1")).toBeNull();
    }
  });

  it("does not throw where the browser refuses storage", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => writeDraft("u1", draft)).not.toThrow();
    expect(readDraft("u1")).toBeNull();
    expect(() => clearDraft("u1")).not.toThrow();
  });
});
