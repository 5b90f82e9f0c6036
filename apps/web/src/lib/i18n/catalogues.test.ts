import { readdirSync, readFileSync } from "node:fs";
import { ACCOUNT_MESSAGES } from "@somnia/shared/account";
import { AI_MESSAGES, ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { BILLING_MESSAGES } from "@somnia/shared/billing";
import { DETECTION_MESSAGES } from "@somnia/shared/detections";
import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { LOCALES } from "@somnia/shared/locales";
import { MEMORY_MESSAGES } from "@somnia/shared/memory";
import { PROFILE_MESSAGES } from "@somnia/shared/profile";
import { REMINDER_MESSAGES } from "@somnia/shared/reminders";
import { SESSION_MESSAGES } from "@somnia/shared/sessions";
import { STATS_MESSAGES } from "@somnia/shared/stats";
import { describe, expect, it } from "vitest";
import { type Area, activateLocale, loadMessages, locale } from "./catalogues";
import type { MessageId } from "./message-id";
import { sharedMessage, t } from "./translate";

const src = new URL("../../", import.meta.url);
const english = new URL("locales/en/", src);
const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(file, english), "utf8"));
const files = readdirSync(english).filter((file) => file.endsWith(".json"));
const areaFiles = files.filter((file) => file !== "shared.json");
const AREAS = areaFiles
  .map((file) => file.replace(".json", ""))
  .filter((area) => area !== "common") as Area[];

function sourceFiles(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === "locales" ? [] : sourceFiles(new URL(`${entry.name}/`, dir));
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")
      ? [readFileSync(new URL(entry.name, dir), "utf8")]
      : [];
  });
}

describe("the English catalogue", () => {
  it("prefixes every id with its file's area", () => {
    for (const file of areaFiles) {
      const area = file.replace(".json", "");
      for (const id of Object.keys(read(file)))
        expect(id.startsWith(`${area}.`), `${file}: ${id}`).toBe(true);
    }
  });

  it("has no id the code does not use", () => {
    const code = sourceFiles(src).join("\n");
    const unused = areaFiles
      .flatMap((file) => Object.keys(read(file)))
      .filter((id) => !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it("shows every message without placeholders exactly as written", async () => {
    await loadMessages(AREAS);
    for (const file of areaFiles)
      for (const [id, text] of Object.entries(read(file)))
        if (!/[{<]/.test(text)) expect(t(id as MessageId), id).toBe(text);
  });

  it("lists every message of packages/shared in shared.json, keyed by its English text", () => {
    const messages = [
      ACCOUNT_MESSAGES,
      AI_MESSAGES,
      ANALYSIS_MESSAGES,
      AUTH_MESSAGES,
      BILLING_MESSAGES,
      DETECTION_MESSAGES,
      DREAM_MESSAGES,
      INTERPRETER_MESSAGES,
      MEMORY_MESSAGES,
      PROFILE_MESSAGES,
      REMINDER_MESSAGES,
      SESSION_MESSAGES,
      STATS_MESSAGES,
    ].flatMap((group) => Object.values(group));
    const shared = read("shared.json");
    expect(Object.keys(shared).sort()).toEqual([...new Set(messages)].sort());
    for (const [key, text] of Object.entries(shared)) expect(text).toBe(key);
  });
});

describe("the languages", () => {
  it("are the folders of src/locales", () => {
    const folders = readdirSync(new URL("locales/", src)).sort();
    expect(folders).toEqual([...LOCALES].sort());
  });

  it("switch the whole catalogue, areas loaded later included, and back", async () => {
    await activateLocale("de");
    await loadMessages(["auth"]);
    expect(locale).toBe("de");
    expect(t("common.close")).toBe(
      JSON.parse(readFileSync(new URL("locales/de/common.json", src), "utf8"))["common.close"],
    );
    const german = JSON.parse(readFileSync(new URL("locales/de/auth.json", src), "utf8"));
    expect(t("auth.loginTab")).toBe(german["auth.loginTab"]);
    // A translation also translates packages/shared's messages.
    expect(sharedMessage("Please enter a valid email address")).not.toBe(
      "Please enter a valid email address",
    );
    await activateLocale("en");
    await loadMessages(["auth"]);
    expect(t("auth.loginTab")).toBe("Login");
  });
});
