import { readFileSync } from "node:fs";

/** A message of `locale`'s catalogue (apps/web/src/locales/<locale>/<area>.json), as written there. */
export function message(locale: string, id: string): string {
  const area = id.split(".")[0];
  const file = new URL(`../apps/web/src/locales/${locale}/${area}.json`, import.meta.url);
  const text = (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)[id];
  if (text === undefined) throw new Error(`${locale} has no ${id}`);
  return text;
}
