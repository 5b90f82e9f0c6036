import { zxcvbn, zxcvbnOptions } from "@zxcvbn-ts/core";
import { adjacencyGraphs } from "@zxcvbn-ts/language-common";
// Each list from its own file: the packages' `dictionary` objects would pull in every list.
import passwords from "@zxcvbn-ts/language-common/dist/passwords.json.esm.js";
import { translations } from "@zxcvbn-ts/language-en";
import commonWords from "@zxcvbn-ts/language-en/dist/commonWords.json.esm.js";
import firstnames from "@zxcvbn-ts/language-en/dist/firstnames.json.esm.js";

/**
 * How hard a password is to guess, offline: zxcvbn's estimate against its dictionaries of common
 * passwords, names, words and keyboard patterns, and against the person's own details
 * (docs/decisions/031-password-strength.md). The dictionaries kept are the ones people build
 * passwords from: the most used passwords, common English words and first names (last names,
 * Wikipedia words and diceware lists would triple the size for little). Still the web's largest
 * module: it is loaded only when a password is being chosen, and never precached.
 */
let ready = false;

function configure() {
  if (ready) return;
  zxcvbnOptions.setOptions({
    dictionary: { passwords, commonWords, firstnames },
    graphs: adjacencyGraphs,
    translations,
  });
  ready = true;
}

/** zxcvbn's 0–4; below this a password is refused. 2: more than a million guesses. */
export const MIN_PASSWORD_SCORE = 2;

/** Words of this app that a person reaches for when making up a password for it. */
const APP_WORDS = ["somnia", "dream", "dreams", "journal", "dreamjournal"];

export interface PasswordStrength {
  /** 0 (a common password) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
}

/** The strength of `password` for the person with these details (e-mail, name), which count as guessable. */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  configure();
  const inputs = [...APP_WORDS, ...personal.flatMap((v) => v.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(
    (v) => v.length >= 3,
  );
  // zxcvbn's cost grows with the length; past 100 characters a password is long enough.
  const { score } = zxcvbn(password.slice(0, 100), inputs);
  return { score, acceptable: score >= MIN_PASSWORD_SCORE };
}
