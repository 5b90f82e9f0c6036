// @vitest-environment happy-dom

import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ALL_TERMS } from "@somnia/shared/legal/all-terms";
import { loadTerms } from "@somnia/shared/legal/terms";
import { LOCALES, type Locale } from "@somnia/shared/locales";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale, loadMessages } from "@/lib/i18n/catalogues";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";

vi.mock("@somnia/shared/legal/terms", async (importOriginal) => {
  const original = await importOriginal<typeof import("@somnia/shared/legal/terms")>();
  return { ...original, loadTerms: vi.fn(original.loadTerms) };
});

afterEach(() => {
  cleanup();
  vi.mocked(loadTerms).mockClear();
});
afterAll(() => activateLocale("en"));

/** The page as a reader in `locale` opens it: that language active, the legal messages loaded. */
async function open(locale: Locale, page: ReactNode) {
  await activateLocale(locale);
  await loadMessages(["legal"]);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const terms = <TermsPage supportEmail="help@example.com" externalAiProvider={null} />;
/** An element whose text is exactly `text`, its no-break spaces included. */
const exactly = (text: string) => screen.getByText(text, { normalizer: (value) => value });
const headings = (level: number) =>
  screen.getAllByRole("heading", { level }).map((heading) => heading.textContent);

describe("the Terms of Service page", () => {
  it("renders the English terms, dated for English, saying which version prevails", async () => {
    await open("en", terms);
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeTruthy();
    expect(exactly("Last updated: 14.05.2025")).toBeTruthy();
    expect(screen.getByText(/the English version prevails\.$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    expect(screen.getByRole("link", { name: "help@example.com" }).getAttribute("href")).toBe(
      "mailto:help@example.com",
    );
  });

  it("renders a French reader's terms in French, loading only the French document", async () => {
    await open("fr", terms);
    expect(await screen.findByRole("heading", { level: 1, name: "Conditions d’utilisation" })).toBeTruthy();
    expect(exactly("Dernière mise à jour\u00a0: 14 mai 2025")).toBeTruthy();
    expect(screen.getByText(/c’est la version anglaise qui prévaut\.$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retour" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Politique de confidentialité" }).getAttribute("href")).toBe(
      "/privacy",
    );
    expect(vi.mocked(loadTerms).mock.calls).toEqual([["fr"]]);
  });

  it("renders every language's document in that language, section by section", async () => {
    for (const locale of LOCALES) {
      const document = ALL_TERMS[locale];
      await open(locale, terms);
      await screen.findByRole("heading", { level: 1, name: document.title });
      // English keeps the Terms' own date; every other language writes it its own way.
      const date =
        locale === "en"
          ? "14.05.2025"
          : new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(2025, 4, 14));
      expect(exactly(document.lastUpdated.replace("{date}", date)), locale).toBeTruthy();
      expect(exactly(document.prevails), locale).toBeTruthy();
      expect(headings(2), locale).toEqual(
        document.sections.map((section, index) => `${index + 1}. ${section.title}`),
      );
      cleanup();
    }
  });
});

describe("the Privacy Policy page", () => {
  it("says in the reader's language which version prevails", async () => {
    await open("de", <PrivacyPage supportEmail="help@example.com" externalAiProvider={null} />);
    expect(headings(1)).toEqual(["Datenschutzerklärung"]);
    expect(
      screen.getByText(
        "Diese Übersetzung wird dir zur Erleichterung bereitgestellt. Bei Abweichungen von der englischen Fassung ist die englische Fassung maßgeblich.",
      ),
    ).toBeTruthy();
  });
});
