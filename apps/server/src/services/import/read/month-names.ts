/**
 * Month names in Somnia's six languages (en, fr, es, de, it, pt), without accents, January first.
 * A written month may be any of them or their start ("Sept.", "févr", "dic"), as long as that
 * start names one month only ("jui" could be juin or juillet, so it names none).
 */
const MONTHS: readonly (readonly string[])[] = [
  ["january", "janvier", "enero", "januar", "janner", "gennaio", "janeiro"],
  ["february", "fevrier", "febrero", "februar", "febbraio", "fevereiro"],
  ["march", "mars", "marzo", "marz", "marco"],
  ["april", "avril", "abril", "aprile"],
  ["may", "mai", "mayo", "maggio", "maio"],
  ["june", "juin", "junio", "juni", "giugno", "junho"],
  ["july", "juillet", "julio", "juli", "luglio", "julho"],
  ["august", "aout", "agosto"],
  ["september", "septembre", "septiembre", "setiembre", "settembre", "setembro"],
  ["october", "octobre", "octubre", "oktober", "ottobre", "outubro"],
  ["november", "novembre", "noviembre", "novembro"],
  ["december", "decembre", "diciembre", "dezember", "dicembre", "dezembro"],
];

/** The shortest start of a name read as a month. */
const SHORTEST = 3;

/** The month (1–12) a word names, or null. */
export function monthOf(word: string): number | null {
  const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\.$/, "");
  if (plain.length < SHORTEST) return null;
  let found: number | null = null;
  for (const [index, names] of MONTHS.entries()) {
    if (!names.some((name) => name.startsWith(plain))) continue;
    if (found !== null) return null;
    found = index + 1;
  }
  return found;
}
