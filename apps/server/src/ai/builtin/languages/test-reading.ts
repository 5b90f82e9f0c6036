import { createBuiltinAnalyst } from "../index";

const analyst = createBuiltinAnalyst();

/** A dream's feelings as "emotion:who[:name][:waking]", for a language's tests. */
export const felt = (text: string) =>
  analyst
    .detect(text)
    .emotions.map(
      (e) => `${e.emotion}:${e.who}${e.whoName ? `:${e.whoName}` : ""}${e.when ? ":waking" : ""}`,
    );

/** A dream's symbol ids, for a language's tests. */
export const symbols = (text: string) => analyst.detect(text).symbols.map((s) => s.symbol);

/** The reading of a dream alone: no answers, memory or journal. */
export const readingOf = (content: string) =>
  [
    ...analyst.interpret({
      dream: { title: null, content, date: "2026-03-01", types: [] },
      answers: [],
      distilled: [],
      personal: null,
      recurring: null,
      signs: [],
      related: [],
    }),
  ].join("");
