import type { LocalSymbol } from "../../../domain/symbols/terms";
import { type TermMatch, termMatcher } from "./term-match";
import type { Cues, LanguageRules, LocalFeelings } from "./types";
import type { Word } from "./words";

type Matcher<T> = (words: Word[]) => TermMatch<T>[];

/** A language's rules with every term list compiled into a matcher, once per language. */
export interface CompiledRules {
  rules: LanguageRules;
  feelings: Matcher<LocalFeelings>;
  symbols: Matcher<LocalSymbol>;
  except: Matcher<LocalSymbol>;
  cues: Record<keyof Cues, Matcher<keyof Cues>>;
}

const compiled = new Map<LanguageRules, CompiledRules>();

export function compile(rules: LanguageRules): CompiledRules {
  let done = compiled.get(rules);
  if (!done) {
    const cueNames = Object.keys(rules.cues) as (keyof Cues)[];
    const cues = Object.fromEntries(
      cueNames.map((name) => [name, termMatcher([{ terms: rules.cues[name] ?? [], value: name }], rules)]),
    ) as CompiledRules["cues"];
    for (const name of [
      "dreamerObject",
      "we",
      "negationAfter",
      "notSymbols",
      "wakingLife",
      "wakingLifeBounds",
      "speech",
      "pictured",
    ] as const)
      cues[name] ??= () => [];
    done = {
      rules,
      feelings: termMatcher(
        rules.feelings.map((group) => ({ terms: group.terms, value: group })),
        rules,
      ),
      symbols: termMatcher(
        rules.symbols.map((symbol) => ({ terms: symbol.terms, value: symbol })),
        rules,
      ),
      except: termMatcher(
        rules.symbols.map((symbol) => ({ terms: symbol.except ?? [], value: symbol })),
        rules,
      ),
      cues,
    };
    compiled.set(rules, done);
  }
  return done;
}

/** The positions at which any term of a cue starts, in one sentence's words. */
export function cueStarts(matcher: Matcher<unknown>, words: Word[]): number[] {
  return matcher(words).map((match) => match.positions[0] as number);
}
