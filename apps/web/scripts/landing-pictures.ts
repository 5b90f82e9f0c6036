/**
 * `npm run landing:pictures` (after `npm run build`): the landing page's pictures of the app,
 * apps/landing/src/pictures/analyzer-<locale>-<light|dark>.jpg (apps/landing/src/picture.ts). The
 * production server on a throwaway database, a Plus member, and in each of the six languages a
 * dream the built-in analyst reads, one question answered: the Dream Analyzer as a member sees it,
 * at a desktop's width, in Debian's Chromium (/usr/bin/chromium). Run it again when the analyzer
 * or the page around it changes.
 */
import { writeFileSync } from "node:fs";
import { LOCALE_COOKIE, LOCALES, type Locale } from "@somnia/shared/locales";
import { chromium } from "playwright-core";
import { PICTURE_SIZE, PICTURE_THEMES, pictureName } from "../../landing/src/picture";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../perf/options";
import { type Cookie, seedMember } from "../perf/seed-member";
import { startSomnia } from "../perf/servers";

/** A dream and an answer to the analyst's first question, as a native speaker would write them. */
const SCENES: Record<Locale, { title: string; content: string; tags: string[]; answer: string }> = {
  en: {
    title: "The lighthouse by the sea",
    content:
      "I was climbing the stairs of an old lighthouse by the sea. At the top my grandmother was waiting with a lantern, and I was so happy to see her again.",
    tags: ["sea", "family"],
    answer: "My grandmother lived by the sea. I spent every summer with her when I was a child.",
  },
  fr: {
    title: "Le phare au bord de la mer",
    content:
      "Je montais l'escalier d'un vieux phare au bord de la mer. En haut, ma grand-mère m'attendait avec une lanterne, et je me sentais calme et en sécurité en regardant les vagues.",
    tags: ["mer", "famille"],
    answer: "Ma grand-mère habitait au bord de la mer. J'y passais tous mes étés quand j'étais petite.",
  },
  es: {
    title: "El faro junto al mar",
    content:
      "Subía la escalera de un viejo faro junto al mar. Arriba me esperaba mi abuela con un farol, y me sentía tranquila y a salvo mirando las olas.",
    tags: ["mar", "familia"],
    answer: "Mi abuela vivía junto al mar. Pasaba allí todos los veranos cuando era niña.",
  },
  de: {
    title: "Der Leuchtturm am Meer",
    content:
      "Ich stieg die Treppe eines alten Leuchtturms am Meer hinauf. Oben wartete meine Großmutter mit einer Laterne, und ich fühlte mich ruhig und geborgen, als ich auf die Wellen schaute.",
    tags: ["Meer", "Familie"],
    answer: "Meine Großmutter wohnte am Meer. Als Kind habe ich jeden Sommer bei ihr verbracht.",
  },
  it: {
    title: "Il faro sul mare",
    content:
      "Salivo le scale di un vecchio faro sul mare. In cima mia nonna mi aspettava con una lanterna, e mi sentivo calma e al sicuro guardando le onde.",
    tags: ["mare", "famiglia"],
    answer: "Mia nonna viveva al mare. Da bambina passavo ogni estate da lei.",
  },
  "pt-BR": {
    title: "O farol à beira-mar",
    content:
      "Eu subia a escada de um velho farol à beira-mar. Lá em cima, minha avó me esperava com uma lanterna, e eu me sentia calma e segura olhando as ondas.",
    tags: ["mar", "família"],
    answer: "Minha avó morava perto do mar. Eu passava todos os verões com ela quando era criança.",
  },
};

const OUT = new URL("../../landing/src/pictures/", import.meta.url);
const dist = process.argv[2] ?? "apps/web/dist";
const somnia = await startSomnia(dist, { landing: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const cookies = await seedMember(somnia.appUrl, somnia.dataDir, 0, "ada@example.com");
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${somnia.appUrl}${path}`, {
      method,
      headers: {
        Origin: somnia.appUrl,
        "Content-Type": "application/json",
        Cookie: cookies.map(({ name, value }: Cookie) => `${name}=${value}`).join("; "),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  for (const locale of LOCALES) {
    const { answer, ...scene } = SCENES[locale];
    await call("PATCH", "/api/me", { locale });
    const today = new Date().toISOString().slice(0, 10);
    const dream = await call("POST", "/api/dreams", { ...scene, dreamDate: today });
    await call("POST", `/api/dreams/${dream.id}/analysis`, {});
    await call("POST", `/api/dreams/${dream.id}/analysis/answers`, { answer });
    for (const theme of PICTURE_THEMES) {
      const context = await browser.newContext({ viewport: PICTURE_SIZE, colorScheme: theme, locale });
      await context.addCookies(
        [...cookies, { name: LOCALE_COOKIE, value: locale }].map((cookie) => ({
          ...cookie,
          url: somnia.appUrl,
        })),
      );
      // The dream the analyzer shows is the one chosen last (apps/web/src/app/routes/dreams.tsx).
      await context.addInitScript((id) => localStorage.setItem("currentDreamId", id), String(dream.id));
      const page = await context.newPage();
      await page.goto(`${somnia.appUrl}/`, { waitUntil: "networkidle" });
      await page.getByRole("tab").nth(1).click();
      // The dream, the reading and the first question, the answer, the next question.
      await page.locator("li[data-sender=bot]").nth(2).waitFor();
      await page.waitForLoadState("networkidle");
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1_500); // the chat's last line has faded in
      const file = new URL(pictureName(locale, theme), OUT);
      writeFileSync(file, await page.screenshot({ type: "jpeg", quality: 80 }));
      console.info(`${file.pathname}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  somnia.stop();
}
