import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDraft, readDraft, writeDraft } from "./dream-draft";

/** localStorage as the browser has it: strings by key. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

const draft = { title: "The tide", content: "I was swimming", dreamDate: "2026-11-20", tags: ["sea"] };

describe("dream drafts", () => {
  it("keeps what is typed and gives it back", () => {
    writeDraft("u1", draft);
    expect(readDraft("u1")).toEqual(draft);
  });

  it("keeps one draft per user", () => {
    writeDraft("u1", draft);
    expect(readDraft("u2")).toBeNull();
    writeDraft("u2", { ...draft, content: "Another night" });
    expect(readDraft("u1")?.content).toBe("I was swimming");
  });

  it("removes the draft when the form is emptied, the date alone being no draft", () => {
    writeDraft("u1", draft);
    writeDraft("u1", { title: " ", content: "", dreamDate: "2026-11-20", tags: [] });
    expect(readDraft("u1")).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps a draft of tags alone, and fills in fields the form has not reported", () => {
    writeDraft("u1", { tags: ["sea", undefined] });
    expect(readDraft("u1")).toEqual({ title: "", content: "", dreamDate: "", tags: ["sea"] });
  });

  it("forgets the draft when cleared", () => {
    writeDraft("u1", draft);
    clearDraft("u1");
    expect(readDraft("u1")).toBeNull();
  });

  it("ignores what is not a draft", () => {
    for (const stored of ["{", "null", "[]", '{"title":1}', JSON.stringify({ ...draft, tags: [3] })]) {
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
