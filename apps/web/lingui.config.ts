import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-json";
import { LOCALES } from "../../packages/shared/src/locales.ts";

/**
 * The message catalogues (docs/decisions/017-message-catalogue.md): one JSON file per area and
 * locale, `src/locales/<locale>/<area>.json`, keyed by message id. English is the source; a missing
 * translation falls back to it. @lingui/vite-plugin compiles each file when it is imported.
 */
const AREAS = [
  "common",
  "messages",
  "auth",
  "legal",
  "onboarding",
  "billing",
  "dreams",
  "analyzer",
  "interpreter",
  "calendar",
  "profile",
  "symbols",
];

export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  format: formatter({ style: "minimal" }),
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
});
