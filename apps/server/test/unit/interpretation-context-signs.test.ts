import { MAX_DREAM_SIGNS, rankSymbolCounts } from "@somnia/shared/symbols";
import { describe, expect, it } from "vitest";
import { loadBuiltinAnalyst } from "../../src/ai/builtin";
import { findSymbolsWith } from "../../src/ai/detect";
import { INTERPRET_SYSTEM, interpretPrompt } from "../../src/ai/interpret/prompt";
import { assembleContext } from "../../src/services/interpretation/assemble-context";
import type { ContextDream, ContextRows } from "../../src/services/interpretation/context-types";
import { typesOf } from "../../src/services/interpretation/load-context";

const detectSymbols = await findSymbolsWith(loadBuiltinAnalyst);

const chip = (symbol: string) => ({ symbol, label: symbol.charAt(0).toUpperCase() + symbol.slice(1) });
const dream = (
  id: string,
  date: string,
  symbols: string[],
  more: Partial<ContextDream> = {},
): ContextDream => ({
  id,
  title: `Dream ${id}`,
  content: `A dream (${id}).`,
  date,
  excludeFromAi: false,
  symbols: symbols.map(chip),
  ...more,
});
const rows = (target: ContextDream, earlier: ContextDream[]): ContextRows => ({
  dream: target,
  answers: [],
  memory: [],
  earlier,
});

describe("rankSymbolCounts (My Symbols and the interpreter)", () => {
  it("orders by dreams, then the latest dream, then the label, and keeps the recurring ones as signs", () => {
    const { symbols, signs } = rankSymbolCounts(
      [
        { symbol: "boat", count: 1, lastDreamDate: "2026-03-09" },
        { symbol: "water", count: 3, lastDreamDate: "2026-01-01" },
        { symbol: "house", count: 2, lastDreamDate: "2026-02-01" },
        { symbol: "chase", count: 2, lastDreamDate: "2026-02-01" },
      ],
      (id) => id,
    );
    expect(symbols.map((s) => s.symbol)).toEqual(["water", "chase", "house", "boat"]);
    expect(signs.map((s) => s.symbol)).toEqual(["water", "chase", "house"]);
  });
});

describe("assembleContext: types, dream signs and the reason for each related dream", () => {
  const target = dream("t", "2026-03-10", ["flying", "water", "house"], { types: ["lucid"] });
  const earlier = [
    dream("a", "2026-01-05", ["flying", "city"], { types: ["nightmare"] }),
    dream("b", "2026-02-02", ["flying"], { types: [] }),
    dream("c", "2026-02-20", ["water", "house", "boat"], { types: ["lucid"] }),
    dream("d", "2026-02-25", ["snake"]),
    // Dated after this dream: counts for the journal's signs, not among the dreams before it.
    dream("e", "2026-04-01", ["flying"]),
  ];

  it("passes the dream's types and the signs it holds, with how many earlier dreams hold each and since when", () => {
    const { input } = assembleContext(rows(target, earlier), { detect: detectSymbols });
    expect(input.dream.types).toEqual(["lucid"]);
    const flying = input.signs?.find((sign) => sign.symbol === "flying");
    expect(flying).toEqual({
      symbol: "flying",
      label: "Flying",
      earlier: 2,
      since: "2026-01-05",
      earlierTypes: { nightmare: 1 },
    });
    expect(input.signs?.map((sign) => sign.symbol)).toEqual(["flying", "house", "water"]);
    expect(input.signs?.[0]?.symbol).toBe("flying"); // the most recurring first
  });

  it("links earlier dreams by a shared sign or two symbols, with the reason and their types", () => {
    const { input, sources } = assembleContext(rows(target, earlier), { detect: detectSymbols });
    const byTitle = new Map(input.related.map((related) => [related.title, related]));
    expect(byTitle.get("Dream c")).toMatchObject({
      sharedSymbols: ["water", "house"],
      signs: ["water", "house"],
      types: ["lucid"],
      symbolCount: 3,
    });
    expect(byTitle.get("Dream a")).toMatchObject({
      sharedSymbols: ["flying"],
      signs: ["flying"],
      types: ["nightmare"],
    });
    expect(byTitle.has("Dream d")).toBe(false);
    expect(sources.some((source) => source.id === "d")).toBe(false);
  });

  it("no longer passes an earlier dream that shares one symbol which is not a dream sign", () => {
    // Thirteen symbols on four dreams each fill the dream signs; "boat" (on three) is not among them.
    const common = Array.from({ length: MAX_DREAM_SIGNS + 1 }, (_, i) => `s${i}`);
    const journal = [0, 1, 2, 3].map((i) => dream(`x${i}`, `2026-01-0${i + 1}`, common));
    const lone = dream("boat", "2026-02-01", ["boat"]);
    const pair = dream("pair", "2026-02-02", ["boat", "fish"]);
    const self = dream("t", "2026-03-01", ["boat", "fish"]);
    const { input } = assembleContext(rows(self, [...journal, lone, pair]), { detect: detectSymbols });
    expect(input.signs?.map((sign) => sign.symbol)).toEqual([]);
    expect(input.related.map((related) => related.title)).toEqual(["Dream pair"]);
    expect(input.related[0]).toMatchObject({ sharedSymbols: ["boat", "fish"], signs: [] });
  });

  it("reads a dream kept out of AI memory without signs or related dreams", () => {
    const { input } = assembleContext(rows({ ...target, excludeFromAi: true }, earlier), {
      detect: detectSymbols,
    });
    expect(input.signs).toEqual([]);
    expect(input.related).toEqual([]);
    expect(input.dream.types).toEqual(["lucid"]);
  });
});

describe("the dream's types from its marks", () => {
  it("are the user's when chosen, else the analyst's suggestions", () => {
    expect(typesOf({ types: ["nightmare"], suggested: [], vividness: null, chosen: true })).toEqual([
      "nightmare",
    ]);
    expect(typesOf({ types: [], suggested: ["lucid", "nightmare"], vividness: 3, chosen: false })).toEqual([
      "lucid",
      "nightmare",
    ]);
    expect(typesOf({ types: [], suggested: ["lucid"], vividness: null, chosen: true })).toEqual([]);
  });
});

describe("the model providers' prompt carries the same context", () => {
  it("holds the types, the dream signs with their counts and each related dream's reason and types", () => {
    const target = dream("t", "2026-03-10", ["flying", "water", "house"], { types: ["lucid"] });
    const { input } = assembleContext(
      rows(target, [
        dream("a", "2026-01-05", ["flying", "city"], { types: ["nightmare"] }),
        dream("c", "2026-02-20", ["water", "house", "boat"], { types: ["lucid"] }),
      ]),
      { detect: detectSymbols },
    );
    const prompt = interpretPrompt(input);
    expect(prompt).toContain("<dream_types>\nlucid\n</dream_types>");
    expect(prompt).toMatch(/<dream_signs>[^<]*Flying: 1 earlier dream since 2026-01-05 \(1 nightmare\)/);
    expect(prompt).toContain(
      "Dream a (2026-01-05); linked by the dream sign Flying; shares Flying; types: nightmare",
    );
    expect(prompt).toContain(
      "Dream c (2026-02-20); linked by the dream signs Water, House; shares Water, House; types: lucid",
    );
    expect(INTERPRET_SYSTEM).toContain("dream_signs");
    expect(INTERPRET_SYSTEM).toContain("related_dream");
    expect(INTERPRET_SYSTEM).toMatch(/lucid/);
    expect(INTERPRET_SYSTEM).toMatch(/nightmare/);
  });

  it("says when the dream has no type", () => {
    const { input } = assembleContext(rows(dream("t", "2026-03-10", ["snake"]), []), {
      detect: detectSymbols,
    });
    expect(interpretPrompt(input)).toContain("<dream_types>\nnone\n</dream_types>");
    expect(interpretPrompt(input)).not.toContain("<dream_signs>");
  });
});
