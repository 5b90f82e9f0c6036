/**
 * Light morphology. wink's lemmas miss some forms ("chased" tagged as a noun keeps "chased"),
 * so a token also answers to the bases its suffix suggests: chased → chase, running → run,
 * flies → fly. Lexicon terms are compared against these forms, never the other way round, so a
 * term only matches words that could really be an inflection of it.
 */
/** Verbs ending in -e whose stripped form is another word (staring is stare, not star). */
const E_VERBS = new Set(
  "stare scare hope care share dare glare wipe tape ride hide bite write shine smile dine line file pile cope rope plane hate bake wake cute".split(
    " ",
  ),
);

export function inflectionBases(word: string): string[] {
  const forms = new Set<string>([word]);
  const add = (form: string) => {
    if (form.length >= 2) forms.add(form);
  };
  if (word.endsWith("ies") && word.length > 4) add(`${word.slice(0, -3)}y`);
  if (word.endsWith("ied") && word.length > 4) add(`${word.slice(0, -3)}y`);
  if (word.endsWith("es") && word.length > 4) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) add(word.slice(0, -1));
  for (const suffix of ["ed", "ing"]) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const base = word.slice(0, -suffix.length);
    add(`${base}e`);
    if (E_VERBS.has(`${base}e`)) continue;
    add(base);
    if (/([b-df-hj-np-tv-z])\1$/.test(base) && !/(ss|ll|zz)$/.test(base)) add(base.slice(0, -1));
  }
  return [...forms];
}

/** Every form a token answers to: its normal form, its lemma, and guessed bases when wink has no lemma. */
export function tokenForms(normal: string, lemma: string): Set<string> {
  // When wink found a lemma ("staring" → stare) trust it; guessing would also offer "star".
  if (lemma !== normal && lemma.length > 0) return new Set([normal, lemma, ...inflectionBases(lemma)]);
  return new Set(inflectionBases(normal));
}
