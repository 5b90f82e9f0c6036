import { readdirSync, readFileSync } from "node:fs";
import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { LOCALES } from "@somnia/shared/locales";
import { MESSAGE_CODES } from "@somnia/shared/messages";
import { describe, expect, it } from "vitest";
import { type Area, activateLocale, loadMessages, locale } from "./catalogues";
import type { MessageId } from "./message-id";
import { messageText, t } from "./translate";

const src = new URL("../../", import.meta.url);
const english = new URL("locales/en/", src);
const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(file, english), "utf8"));
const files = readdirSync(english).filter((file) => file.endsWith(".json"));
// messages.json words packages/shared's codes, emails.json is the server's: each has its own test.
const areaFiles = files.filter((file) => file !== "messages.json" && file !== "emails.json");
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

  it("words every message code of packages/shared in messages.json, and nothing else", () => {
    const ids = MESSAGE_CODES.map((code) => `messages.${code}`);
    expect(Object.keys(read("messages.json")).sort()).toEqual([...ids].sort());
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
    // The words for packages/shared's message codes follow the locale too.
    expect(messageText(AUTH_MESSAGES.invalidEmail)).toBe(
      JSON.parse(readFileSync(new URL("locales/de/messages.json", src), "utf8"))[
        `messages.${AUTH_MESSAGES.invalidEmail}`
      ],
    );
    await activateLocale("en");
    await loadMessages(["auth"]);
    expect(t("auth.loginTab")).toBe("Login");
  });
});
