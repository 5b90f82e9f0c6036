import type analyzer from "@/locales/en/analyzer.json";
import type auth from "@/locales/en/auth.json";
import type billing from "@/locales/en/billing.json";
import type calendar from "@/locales/en/calendar.json";
import type common from "@/locales/en/common.json";
import type dreams from "@/locales/en/dreams.json";
import type interpreter from "@/locales/en/interpreter.json";
import type legal from "@/locales/en/legal.json";
import type onboarding from "@/locales/en/onboarding.json";
import type profile from "@/locales/en/profile.json";
import type symbols from "@/locales/en/symbols.json";

type English = typeof analyzer &
  typeof auth &
  typeof billing &
  typeof calendar &
  typeof common &
  typeof dreams &
  typeof interpreter &
  typeof legal &
  typeof onboarding &
  typeof profile &
  typeof symbols;

/** Every id of the English catalogue (src/locales/en/): an id that is not there is a type error. */
export type MessageId = keyof English;

/** An ICU placeholder's value: `{name}`, or the number of `{count, plural, …}`. */
export type MessageValues = Record<string, string | number>;
