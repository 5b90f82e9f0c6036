import type { Token } from "./nlp";

/**
 * What a report says of the dreamer, not the dream's images: who the dreamer is in waking life
 * ("I'm a teacher") and what someone calls them ("said Mum, you live on…": the dreamer is the
 * mother, not the dreamer's). `tokens` is the whole sentence, punctuation included.
 */
export function inBackstory(matched: Token[], tokens: Token[]): boolean {
  return ownIdentity(tokens, (matched[0] as Token).position) || addressed(matched, tokens);
}

/** "I am", or "I'm" as one word. */
const I_AM = (tokens: Token[], i: number) =>
  /^i['’]m$/.test(tokens[i]?.normal ?? "") ||
  (["am", "'m", "’m"].includes(tokens[i]?.normal ?? "") && tokens[i - 1]?.normal === "i");
const DESCRIBING = new Set(["DET", "ADJ", "ADV", "NUM"]);

/** "I'm a teacher", "I am a nurse now": the dreamer's waking role, said in the present. */
function ownIdentity(tokens: Token[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && DESCRIBING.has(tokens[i]?.pos ?? "")) i--;
  return i < at - 1 && I_AM(tokens, i);
}

const SAYING = new Set(["said", "says", "say", "asked", "asks", "called", "calls", "shouted", "whispered"]);

/** "He said Dad, I'm sorry", "said Mum, you live…": a word of address, who the dreamer is to them. */
function addressed(matched: Token[], tokens: Token[]): boolean {
  if (matched.length !== 1) return false;
  const [word] = matched as [Token];
  const before = tokens[word.position - 1];
  const after = tokens[word.position + 1];
  return !!before && SAYING.has(before.normal) && /^[A-Z]/.test(word.text) && after?.normal === ",";
}
