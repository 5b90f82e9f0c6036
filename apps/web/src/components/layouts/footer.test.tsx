// @vitest-environment happy-dom

import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/catalogues";
import { type PublicConfig, PublicConfigContext } from "@/lib/public-config";
import { Footer } from "./footer";

afterEach(cleanup);

async function footerWith(config: PublicConfig | null) {
  await activateLocale("en");
  render(
    <I18nProvider i18n={i18n}>
      <PublicConfigContext value={config}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </PublicConfigContext>
    </I18nProvider>,
  );
}

describe("the footer", () => {
  it("keeps the Contact link's place while the support address is fetched, hidden and not a link", async () => {
    await footerWith(null);
    const contact = screen.getByText("Contact");
    expect(contact.tagName).toBe("A");
    expect(contact.getAttribute("href")).toBeNull();
    expect(contact.className).toContain("invisible");
    expect(screen.queryByRole("link", { name: "Contact" })).toBeNull();
  });

  it("makes it the support address's link once it is known", async () => {
    await footerWith({ googleEnabled: false, supportEmail: "help@example.com" });
    const contact = screen.getByRole("link", { name: "Contact" });
    expect(contact.getAttribute("href")).toBe("mailto:help@example.com");
    expect(contact.className).not.toContain("invisible");
  });
});
