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

const SAYING = new Set(["said", "says", "say", "whispered"]);

/**
 * "He said Dad, I'm sorry", "…and said Mum, you live…": a word of address, who the dreamer is to
 * them. Not "'Come in,' said Mum, smiling", where Mum speaks (nothing but punctuation before the
 * verb), nor "I called Mum, but…" or "I asked Dad, …", where someone is called or asked.
 */
function addressed(matched: Token[], tokens: Token[]): boolean {
  if (matched.length !== 1) return false;
  const [word] = matched as [Token];
  const verb = tokens[word.position - 1];
  const speaker = tokens[word.position - 2];
  const after = tokens[word.position + 1];
  return (
    !!verb &&
    SAYING.has(verb.normal) &&
    !!speaker?.isWord &&
    /^[A-Z]/.test(word.text) &&
    after?.normal === ","
  );
}
