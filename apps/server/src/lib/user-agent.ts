/** The browser and system a User-Agent header names, in words a person recognises; no version numbers. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; os: string } {
  const ua = userAgent ?? "";
  return {
    browser: firstMatch(ua, BROWSERS) ?? "Unknown browser",
    os: firstMatch(ua, SYSTEMS) ?? "Unknown system",
  };
}

/** Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X. */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

function firstMatch(ua: string, table: Array<[RegExp, string]>): string | undefined {
  return table.find(([pattern]) => pattern.test(ua))?.[1];
}
